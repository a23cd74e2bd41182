// Where hoshin keeps its files, following the XDG base directory conventions.
import { homedir } from 'node:os';
import { join } from 'node:path';

export interface HoshinPaths {
  /** Config directory: config.json, and the plain-text credentials file if the user chose one. */
  readonly configDir: string;
  readonly configFile: string;
  /** Plain-text credentials, written only with explicit consent (mode 0600). */
  readonly insecureCredentialsFile: string;
  /** State directory: local indexes of known resources, logs. */
  readonly stateDir: string;
  readonly logFile: string;
}

export function hoshinPaths(env: NodeJS.ProcessEnv): HoshinPaths {
  const home = env.HOME && env.HOME !== '' ? env.HOME : homedir();
  const configDir = env.HOSHIN_CONFIG_DIR || join(env.XDG_CONFIG_HOME || join(home, '.config'), 'hoshin');
  const stateDir = env.HOSHIN_STATE_DIR || join(env.XDG_STATE_HOME || join(home, '.local', 'state'), 'hoshin');
  return {
    configDir,
    configFile: join(configDir, 'config.json'),
    insecureCredentialsFile: join(configDir, 'credentials.json'),
    stateDir,
    logFile: join(stateDir, 'hoshin.log'),
  };
}

/** The local index file of one profile (names are checked to be safe file names by the config). */
export function indexFile(paths: HoshinPaths, profile: string): string {
  return join(paths.stateDir, 'index', `${encodeURIComponent(profile)}.json`);
}
