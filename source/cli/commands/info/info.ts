// hoshin info: every path hoshin uses and how the keychain looks from here.
import { existsSync } from 'node:fs';
import { hoshinPaths } from '../../../config/paths.js';
import { headlessReason } from '../../../credentials/keytar-store.js';
import { credentialStores } from '../../../credentials/stores.js';
import type { CommandRun } from '../../specs/types.js';
import { offlineService } from '../../../index/profile.js';
import { databaseFile } from '../../../store/database.js';
import { profileCredentials } from '../../../usecases/profile-choice.js';
import { unexpectedArguments } from '../../usage-error.js';
import { VERSION } from '../../../core/version.js';
import { asShown, labelledLines, proseWidth } from '../../terminal/footnote.js';

/** The labels' column: `config file:` and a space or two. */
const LABEL_WIDTH = 14;

export const run: CommandRun = async (parsed, context) => {
  if (parsed.positionals.length > 0) throw unexpectedArguments(parsed.positionals, ['hoshin info takes no arguments.']);
  const paths = hoshinPaths(context.env);
  const stores = credentialStores(context.env, paths);
  const keytar = await stores.keychain.moduleStatus();
  const keychain = await stores.keychain.status();
  const headless = headlessReason(process.platform, context.env);
  const plainText = stores.file.exists() ? paths.insecureCredentialsFile : null;
  // The store of the service this profile (with the flags and environment given) works on.
  const service = await offlineService(
    parsed.globals,
    context.env,
    async (profile) => (await profileCredentials(profile, context.env)).credentials.appKey,
  ).then(
    (choice) => ({
      profile: choice.profile,
      base_url: choice.identity.baseUrl,
      app_key: choice.identity.appKey,
      database: databaseFile(paths),
    }),
    (error: unknown) => ({ unknown: error instanceof Error ? error.message : String(error) }),
  );
  const report = {
    version: VERSION,
    paths: {
      config_dir: paths.configDir,
      config_file: paths.configFile,
      config_file_exists: existsSync(paths.configFile),
      state_dir: paths.stateDir,
      log_file: paths.logFile,
      plain_text_credentials_file: plainText,
    },
    store: service,
    keychain: {
      service: 'hoshin',
      keytar: keytar.loaded ? 'loaded' : keytar.reason,
      headless: headless ?? null,
      reachable: keychain.available,
      ...(keychain.available ? {} : { reason: keychain.reason }),
    },
  };
  if (parsed.globals.json) {
    context.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    return 0;
  }
  const p = report.paths;
  const rows: [string, string][] = [
    ['config file:', `${p.config_file}${p.config_file_exists ? '' : ' (not created yet)'}`],
    ['state dir:', p.state_dir],
    [
      'store:',
      'database' in service
        ? `${service.database} (service ${service.base_url}, app key ${service.app_key}, profile "${service.profile}")`
        : `not known (${service.unknown})`,
    ],
    ['log file:', `${p.log_file} (written with --debug)`],
    ...(plainText ? [['plain-text credentials:', `${plainText} (secrets stored in PLAIN TEXT)`] as [string, string]] : []),
    ['keytar:', report.keychain.keytar],
    ['keychain:', keychain.available ? 'Secret Service reachable' : `not reachable: ${keychain.reason}`],
  ];
  // Each value wrapped under itself, at the terminal's width or 80 when piped.
  const width = proseWidth(context.stdout);
  const lines = rows.flatMap(([label, text]) =>
    labelledLines(label, asShown(context.stdout, text), width, Math.max(LABEL_WIDTH, label.length + 1)),
  );
  context.stdout.write(`${[`hoshin ${VERSION}`, ...lines].join('\n')}\n`);
  return 0;
};
