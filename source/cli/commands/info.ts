// hoshin info: every path hoshin uses and how the keychain looks from here.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { hoshinPaths } from '../../config/paths.js';
import { headlessReason } from '../../credentials/keytar-store.js';
import { credentialStores } from '../../credentials/stores.js';
import { parseCommandArgs } from '../args.js';
import type { Command } from '../context.js';
import { usageError } from '../usage-error.js';
import { VERSION } from '../version.js';

export const run: Command = async (args, context) => {
  const parsed = parseCommandArgs(args);
  if (parsed.positionals.length > 0) throw usageError(`info takes no arguments, got "${parsed.positionals[0]}"`);
  const paths = hoshinPaths(context.env);
  const stores = credentialStores(context.env, paths);
  const keytar = await stores.keychain.moduleStatus();
  const keychain = await stores.keychain.status();
  const headless = headlessReason(process.platform, context.env);
  const plainText = stores.file.exists() ? paths.insecureCredentialsFile : null;
  const report = {
    version: VERSION,
    paths: {
      configDir: paths.configDir,
      configFile: paths.configFile,
      configFileExists: existsSync(paths.configFile),
      stateDir: paths.stateDir,
      indexDir: join(paths.stateDir, 'index'),
      logFile: paths.logFile,
      plainTextCredentialsFile: plainText,
    },
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
  context.stdout.write(
    [
      `hoshin ${VERSION}`,
      `config file:  ${p.configFile}${p.configFileExists ? '' : ' (not created yet)'}`,
      `state dir:    ${p.stateDir}`,
      `index dir:    ${p.indexDir}`,
      `log file:     ${p.logFile} (written with --debug)`,
      ...(plainText ? [`plain-text credentials: ${plainText} (secrets stored in PLAIN TEXT)`] : []),
      `keytar:       ${report.keychain.keytar}`,
      `keychain:     ${keychain.available ? 'Secret Service reachable' : `not reachable: ${keychain.reason}`}`,
      '',
    ].join('\n'),
  );
  return 0;
};
