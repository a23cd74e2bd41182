// "Only for this session" for the command line: a 0600 file in the session's tmpfs runtime directory, never on a disk.
import { statfsSync, statSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import type { Credentials } from '../core/credentials.js';
import { PlainFileStore } from './plain-file-store.js';
import { StoreUnavailableError, type SecretStore, type StoreStatus } from './secret-store.js';

/** statfs magic numbers of Linux's memory file systems. */
const MEMORY_FILE_SYSTEMS = new Set([0x01021994 /* tmpfs */, 0x858458f6 /* ramfs */]);

export interface RuntimeDirectoryChecks {
  readonly platform?: NodeJS.Platform;
  readonly uid?: number;
}

/** Why $XDG_RUNTIME_DIR cannot hold a secret for this session only, or undefined when it can. */
export function runtimeDirectoryProblem(env: NodeJS.ProcessEnv, checks: RuntimeDirectoryChecks = {}): string | undefined {
  const dir = env.XDG_RUNTIME_DIR;
  if (!dir)
    return 'XDG_RUNTIME_DIR is not set, so there is no login session directory to keep it in (systemd-logind sets one for each login)';
  if (!isAbsolute(dir)) return `XDG_RUNTIME_DIR (${dir}) is not an absolute path`;
  if ((checks.platform ?? process.platform) !== 'linux') return 'only Linux tells us that XDG_RUNTIME_DIR is in memory (tmpfs)';
  let stats;
  try {
    stats = statSync(dir);
  } catch {
    return `XDG_RUNTIME_DIR (${dir}) does not exist`;
  }
  const uid = checks.uid ?? process.getuid?.();
  if (!stats.isDirectory()) return `XDG_RUNTIME_DIR (${dir}) is not a directory`;
  if (stats.uid !== uid || (stats.mode & 0o077) !== 0)
    return `XDG_RUNTIME_DIR (${dir}) is not private to this user (it must be yours, mode 0700)`;
  if (!MEMORY_FILE_SYSTEMS.has(statfsSync(dir).type))
    return `XDG_RUNTIME_DIR (${dir}) is not in memory (tmpfs): the secret would reach the disk`;
  return undefined;
}

export class SessionFileStore implements SecretStore {
  readonly source = 'session' as const;
  /** The file, or a description when there is no runtime directory. */
  readonly location: string;
  private readonly problem: string | undefined;
  private readonly file: PlainFileStore | undefined;

  constructor(env: NodeJS.ProcessEnv, checks: RuntimeDirectoryChecks = {}) {
    this.problem = runtimeDirectoryProblem(env, checks);
    this.file =
      this.problem === undefined
        ? new PlainFileStore(join(env.XDG_RUNTIME_DIR as string, 'hoshin', 'credentials.json'), 'session')
        : undefined;
    this.location = this.file?.file ?? '$XDG_RUNTIME_DIR/hoshin/credentials.json';
  }

  async status(): Promise<StoreStatus> {
    return this.file
      ? { available: true, detail: `this session only: ${this.file.file}` }
      : { available: false, reason: this.problem as string };
  }

  /** Nothing is kept for a session that has no runtime directory. */
  async get(profile: string): Promise<Credentials | undefined> {
    return this.file?.get(profile);
  }

  async set(profile: string, credentials: Credentials): Promise<void> {
    if (!this.file) throw new StoreUnavailableError('session', this.problem as string);
    await this.file.set(profile, credentials);
  }

  async delete(profile: string): Promise<boolean> {
    return this.file ? this.file.delete(profile) : false;
  }
}
