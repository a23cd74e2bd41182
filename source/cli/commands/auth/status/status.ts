// hoshin auth status: each profile's settings, where its secret comes from, the keychain; exit 3 when one has none.
import { isHoshinError } from '../../../../core/errors.js';
import type { CredentialSource, DialectSetting } from '../../../../core/credentials.js';
import { loadConfig, type HoshinConfig } from '../../../../config/config.js';
import { hoshinPaths } from '../../../../config/paths.js';
import { resolveSettings, selectProfileName } from '../../../../config/settings.js';
import { APP_KEY_VARIABLE, resolveCredentials, SECRET_VARIABLE } from '../../../../credentials/resolve.js';
import { shortenKey, type StoreStatus } from '../../../../credentials/secret-store.js';
import { credentialStores, lookupOrder } from '../../../../credentials/stores.js';
import type { ParsedArgs } from '../../../args.js';
import type { CliContext } from '../../../../terminal/io-context.js';
import { printAnswer } from '../../../output.js';
import { asShown, labelledLines, proseText, proseWidth } from '../../../terminal/footnote.js';
import { unexpectedArguments } from '../../../usage-error.js';

interface ProfileStatus {
  readonly name: string;
  readonly active: boolean;
  readonly baseUrl: string | null;
  readonly dialect: DialectSetting;
  readonly readOnly: boolean;
  readonly credentials: {
    readonly source: CredentialSource;
    readonly appKey: string;
    readonly location: string | null;
    readonly plainText: boolean;
  } | null;
  readonly problem: string | null;
}

function profilesToShow(parsed: ParsedArgs, env: NodeJS.ProcessEnv, config: HoshinConfig): string[] {
  if (parsed.globals.profile !== undefined || env.HOSHIN_PROFILE) return [selectProfileName(parsed.globals, env, config)];
  const names = Object.keys(config.profiles).sort();
  return names.length > 0 ? names : [selectProfileName(parsed.globals, env, config)];
}

export async function run(parsed: ParsedArgs, context: CliContext): Promise<number> {
  if (parsed.positionals.length > 0) throw unexpectedArguments(parsed.positionals, ['hoshin auth status takes no arguments.']);
  const paths = hoshinPaths(context.env);
  const config = loadConfig(paths);
  const stores = credentialStores(context.env, paths);
  const keychain: StoreStatus = await stores.keychain.status();
  const active = selectProfileName({}, context.env, config);
  const results: ProfileStatus[] = [];
  for (const name of profilesToShow(parsed, context.env, config)) {
    const settings = resolveSettings({ ...parsed.globals, profile: name }, context.env, config);
    let credentials: ProfileStatus['credentials'] = null;
    let problem: string | null = null;
    try {
      const found = await resolveCredentials({ profile: name, env: context.env, stores: lookupOrder(stores) });
      const { source, location = null } = found;
      credentials = { source, appKey: shortenKey(found.credentials.appKey), location, plainText: source === 'file' };
    } catch (error) {
      if (!isHoshinError(error)) throw error;
      problem = error.message;
    }
    const { dialect, readOnly, baseUrl = null } = settings;
    results.push({ name, active: name === active, baseUrl, dialect, readOnly, credentials, problem });
  }
  const keychainReport = keychain.available ? { reachable: true, detail: keychain.detail } : { reachable: false, reason: keychain.reason };
  await printAnswer(parsed, context, { keychain: keychainReport, profiles: results.map(statusJson) }, () => {
    const width = proseWidth(context.stdout);
    const reach = asShown(context.stdout, keychain.available ? 'reachable' : `not reachable: ${keychain.reason}`);
    // The remedy is the same for every profile without credentials: said once, after them all.
    const lacking = results.filter((profile) => profile.credentials === null);
    const shared = lacking.length > 1 ? sharedRemedy(lacking) : null;
    const profiles = results.map((profile) => formatProfileStatus(profile, width, shared !== null)).join('');
    return `${labelledLines('Keychain: ', reach, width).join('\n')}\n${profiles}${shared === null ? '' : `\n${proseText(context.stdout, shared)}`}`;
  });
  return results.every((profile) => profile.credentials !== null) ? 0 : 3;
}

function statusJson(profile: ProfileStatus): Record<string, unknown> {
  const c = profile.credentials;
  return {
    name: profile.name,
    active: profile.active,
    base_url: profile.baseUrl,
    dialect: profile.dialect,
    read_only: profile.readOnly,
    credentials: c === null ? null : { source: c.source, app_key: c.appKey, location: c.location, plain_text: c.plainText },
    problem: profile.problem,
  };
}

const SOURCE_TEXT: Readonly<Record<CredentialSource, (location: string) => string>> = {
  environment: () => `environment (${APP_KEY_VARIABLE}, ${SECRET_VARIABLE})`,
  keychain: () => 'OS keychain',
  session: (location) => `this session only (${location}; gone when you log out)`,
  file: (location) => `PLAIN-TEXT file ${location} (the secret is stored in plain text)`,
};

/** The first profile's remedy, naming them all, NAME where a command takes the profile. */
function sharedRemedy(lacking: readonly ProfileStatus[]): string {
  const first = lacking[0] as ProfileStatus;
  const names = lacking.map((profile) => `"${profile.name}"`).join(', ');
  return (first.problem ?? '')
    .replace(`no credentials for profile "${first.name}"`, `No credentials for profiles ${names}`)
    .replaceAll(`--profile ${first.name} `, '--profile NAME ')
    .replaceAll(`--profile ${first.name}"`, '--profile NAME"');
}

function formatProfileStatus(profile: ProfileStatus, width: number, remedyBelow = false): string {
  const line = (label: string, value: string) => labelledLines(label, value, width);
  const lines = [`\nProfile "${profile.name}"${profile.active ? ' (active)' : ''}`];
  lines.push(...line('  base URL:  ', profile.baseUrl ?? '(none; set one with "hoshin profile set")'));
  lines.push(`  dialect:   ${profile.dialect}${profile.readOnly ? '   read-only' : ''}`);
  const c = profile.credentials;
  if (c === null) {
    lines.push(...(remedyBelow ? ['  credentials: none (what to do: below)'] : line('  credentials: ', `none: ${profile.problem ?? ''}`)));
  } else {
    lines.push(`  app key:   ${c.appKey}`);
    lines.push(...line('  secret:    ', `from ${SOURCE_TEXT[c.source](c.location ?? '')}`));
  }
  return `${lines.join('\n')}\n`;
}
