// Where hoshin keeps its files, following the XDG base directory conventions.
import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { HoshinError } from '../core/errors.js';

export interface HoshinPaths {
  /** Config directory: config.json, and the plain-text credentials file if the user chose one. */
  readonly configDir: string;
  readonly configFile: string;
  /** Plain-text credentials, written only with explicit consent (mode 0600). */
  readonly insecureCredentialsFile: string;
  /** State directory: the database of known resources and changes, logs. */
  readonly stateDir: string;
  readonly logFile: string;
}

/** An XDG base directory: a relative one is ignored, as the XDG specification says. */
function xdgBase(value: string | undefined): string | undefined {
  return value && isAbsolute(value) ? value : undefined;
}

/** HOSHIN_STATE_DIR or HOSHIN_CONFIG_DIR: a relative one would name another directory in every working directory. */
function ownDir(env: NodeJS.ProcessEnv, name: 'HOSHIN_STATE_DIR' | 'HOSHIN_CONFIG_DIR'): string | undefined {
  const value = env[name];
  if (!value) return undefined;
  if (!isAbsolute(value))
    throw new HoshinError(
      'usage',
      `${name} must be an absolute path, not "${value}": a relative one names another directory in every working directory (the journal and undo would not find what was done elsewhere)`,
    );
  return value;
}

export function hoshinPaths(env: NodeJS.ProcessEnv): HoshinPaths {
  const home = env.HOME && env.HOME !== '' ? env.HOME : homedir();
  const configDir = ownDir(env, 'HOSHIN_CONFIG_DIR') ?? join(xdgBase(env.XDG_CONFIG_HOME) ?? join(home, '.config'), 'hoshin');
  const stateDir = ownDir(env, 'HOSHIN_STATE_DIR') ?? join(xdgBase(env.XDG_STATE_HOME) ?? join(home, '.local', 'state'), 'hoshin');
  return {
    configDir,
    configFile: join(configDir, 'config.json'),
    insecureCredentialsFile: join(configDir, 'credentials.json'),
    stateDir,
    logFile: join(stateDir, 'hoshin.log'),
  };
}
