// hoshin profile list | use <name> | set <name> --base-url URL [--readonly|--no-readonly] [--dialect D]
import { HoshinError } from '../../../core/errors.js';
import {
  checkBaseUrl,
  checkDialectSetting,
  checkProfileName,
  loadConfig,
  updateConfig,
  type ProfileSettings,
} from '../../../config/config.js';
import { hoshinPaths } from '../../../config/paths.js';
import { selectProfileName } from '../../../config/settings.js';
import type { ParsedArgs } from '../../args.js';
import type { CliContext } from '../../../terminal/io-context.js';
import { formatJson } from '../../output.js';
import { usageError } from '../../usage-error.js';

/** A profile's settings as JSON keys (the config file keeps its own spelling). */
function profileJson(name: string, profile: ProfileSettings, active: string | undefined): Record<string, unknown> {
  return {
    name,
    active: name === active,
    base_url: profile.baseUrl ?? null,
    dialect: profile.dialect ?? 'auto',
    read_only: profile.readOnly === true,
  };
}

function onlyName(parsed: ParsedArgs, what: string): string {
  const [name, extra] = parsed.positionals;
  if (name === undefined) throw usageError(`${what} needs a profile name`);
  if (extra !== undefined) throw usageError(`${what} takes one profile name, got also "${extra}"`);
  return checkProfileName(name);
}

export async function list(parsed: ParsedArgs, context: CliContext): Promise<number> {
  if (parsed.positionals.length > 0) throw usageError(`profile list takes no arguments, got "${parsed.positionals[0]}"`);
  const config = loadConfig(hoshinPaths(context.env));
  const active = selectProfileName({}, context.env, config);
  const names = Object.keys(config.profiles).sort();
  if (parsed.globals.json) {
    const profiles = names.map((name) => profileJson(name, config.profiles[name] ?? {}, active));
    context.stdout.write(formatJson({ active_profile: active, profiles }));
    return 0;
  }
  if (names.length === 0) {
    context.stdout.write('No profiles yet: run "hoshin auth login" or "hoshin profile set NAME --base-url URL".\n');
    return 0;
  }
  const width = Math.max(...names.map((name) => name.length));
  for (const name of names) {
    const profile = config.profiles[name] ?? {};
    const flags = [profile.dialect ?? 'auto', profile.readOnly ? 'read-only' : ''].filter(Boolean).join(', ');
    context.stdout.write(`${name === active ? '*' : ' '} ${name.padEnd(width)}  ${profile.baseUrl ?? '(no base URL)'}  ${flags}\n`);
  }
  return 0;
}

export async function use(parsed: ParsedArgs, context: CliContext): Promise<number> {
  const name = onlyName(parsed, 'profile use');
  updateConfig(hoshinPaths(context.env), (config) => {
    if (!config.profiles[name]) {
      throw new HoshinError(
        'not_found',
        `no profile "${name}": create it with "hoshin profile set ${name} --base-url URL" or "hoshin auth login --profile ${name}"`,
      );
    }
    return { ...config, activeProfile: name };
  });
  context.stdout.write(parsed.globals.json ? formatJson({ active_profile: name }) : `Profile "${name}" is now the active profile.\n`);
  return 0;
}

export async function set(parsed: ParsedArgs, context: CliContext): Promise<number> {
  const name = onlyName(parsed, 'profile set');
  if (parsed.globals.readonly && parsed.values['no-readonly'] === true) throw usageError('choose one of --readonly and --no-readonly');
  const baseUrlText = parsed.globals.baseUrl;
  const change: { baseUrl?: string; dialect?: ProfileSettings['dialect']; readOnly?: boolean } = {};
  if (baseUrlText !== undefined) change.baseUrl = checkBaseUrl(baseUrlText, '--base-url');
  if (parsed.globals.dialect !== undefined) change.dialect = checkDialectSetting(parsed.globals.dialect, '--dialect');
  if (parsed.globals.readonly) change.readOnly = true;
  if (parsed.values['no-readonly'] === true) change.readOnly = false;
  const use = parsed.values.use === true;
  if (Object.keys(change).length === 0 && !use)
    throw usageError('profile set needs at least one of --base-url, --dialect, --readonly, --no-readonly, --use');
  // Set inside the update below; `as boolean` keeps the compiler from taking it as always false.
  let created = false as boolean;
  const saved = updateConfig(hoshinPaths(context.env), (config) => {
    const existing = config.profiles[name];
    created = !existing;
    if (!existing && change.baseUrl === undefined) throw usageError(`profile "${name}" is new: give it a --base-url`);
    return {
      // Only an explicit --use (or profile use) changes which profile commands run with.
      ...(use ? { activeProfile: name } : config.activeProfile !== undefined ? { activeProfile: config.activeProfile } : {}),
      profiles: { ...config.profiles, [name]: { ...existing, ...change } },
    };
  });
  const profile = saved.profiles[name] ?? {};
  const selected = selectProfileName({}, context.env, saved);
  const activeNow = `profile "${selected}"`;
  if (parsed.globals.json) {
    context.stdout.write(formatJson(profileJson(name, profile, saved.activeProfile)));
    return 0;
  }
  context.stdout.write(
    `Profile "${name}": ${profile.baseUrl ?? '(no base URL)'}, dialect ${profile.dialect ?? 'auto'}${profile.readOnly ? ', read-only' : ''}` +
      `${saved.activeProfile === name ? ' (active)' : ''}.\n${selected === name || !created ? '' : `Commands still use ${activeNow}; to use this one: hoshin profile use ${name} (or --profile ${name}).\n`}`,
  );
  return 0;
}
