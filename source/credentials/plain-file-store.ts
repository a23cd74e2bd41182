// Credentials in a plain-text file (mode 0600), used only when the user explicitly chose it.
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import type { Credentials } from '../core/credentials.js';
import { HoshinError } from '../core/errors.js';
import { parseJsonText } from '../config/json-errors.js';
import { writePrivateFileAtomic } from '../config/private-files.js';
import { decodeCredentials, encodeCredentials, StoreUnavailableError, type SecretStore, type StoreStatus } from './secret-store.js';

type Entries = Record<string, Credentials>;

export class PlainFileStore implements SecretStore {
  readonly location: string;

  /** `session` for the same file kept in the login session's runtime directory (session-store.ts). */
  constructor(
    readonly file: string,
    readonly source: 'file' | 'session' = 'file',
  ) {
    this.location = file;
  }

  /** As ssh refuses such a key file; a login writes it 0600, so only reads check. */
  private refuseOpenMode(): void {
    if (process.platform === 'win32') return;
    const mode = statSync(this.file).mode & 0o777;
    if ((mode & 0o077) === 0) return;
    const octal = `0${mode.toString(8).padStart(3, '0')}`;
    throw new HoshinError(
      'permission',
      `credentials file ${this.file} is open to other users (mode ${octal}); hoshin does not use a secret others can read or change: run \`chmod 600 ${this.file}\` (and consider the secret seen)`,
    );
  }

  /** Every profile's entry; an absent file is empty, a broken one is reported (and left alone). */
  private read(forUse = true): Entries {
    let text: string;
    try {
      text = readFileSync(this.file, 'utf8');
      if (forUse) this.refuseOpenMode();
    } catch (error) {
      if (error instanceof HoshinError) throw error;
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
      throw new StoreUnavailableError(this.source, `cannot read ${this.file}: ${(error as Error).message}`);
    }
    const parsed = parseJsonText(text);
    // The reason never quotes the text: it holds secrets.
    if (!parsed.ok)
      throw new StoreUnavailableError(
        this.source,
        `credentials file ${this.file} line ${parsed.failure.line} is not valid JSON; fix or remove it`,
      );
    const root = parsed.value as { profiles?: unknown } | null;
    const profiles = typeof root === 'object' && root !== null ? root.profiles : undefined;
    if (typeof profiles !== 'object' || profiles === null || Array.isArray(profiles)) {
      throw new StoreUnavailableError(this.source, `credentials file ${this.file} has no "profiles" object; fix or remove it`);
    }
    const entries: Entries = {};
    for (const [name, value] of Object.entries(profiles)) {
      const credentials = decodeCredentials(JSON.stringify(value));
      if (!credentials)
        throw new StoreUnavailableError(
          this.source,
          `credentials file ${this.file}: the entry of profile "${name}" needs "appKey" and "secret"`,
        );
      entries[name] = credentials;
    }
    return entries;
  }

  private write(entries: Entries): void {
    if (Object.keys(entries).length === 0) {
      rmSync(this.file, { force: true });
      return;
    }
    const profiles = Object.fromEntries(
      Object.entries(entries).map(([name, value]) => [name, JSON.parse(encodeCredentials(value)) as unknown]),
    );
    writePrivateFileAtomic(this.file, `${JSON.stringify({ profiles }, null, 2)}\n`);
  }

  async status(): Promise<StoreStatus> {
    try {
      const count = Object.keys(this.read()).length;
      return {
        available: true,
        detail: count === 0 ? 'no plain-text credentials file' : `plain-text file ${this.file}`,
      };
    } catch (error) {
      return { available: false, reason: (error as Error).message };
    }
  }

  /** Whether the file holds anything at all (for `hoshin info`). */
  exists(): boolean {
    return existsSync(this.file);
  }

  async get(profile: string): Promise<Credentials | undefined> {
    return this.read()[profile];
  }

  async set(profile: string, credentials: Credentials): Promise<void> {
    this.write({ ...this.read(false), [profile]: credentials });
  }

  async delete(profile: string): Promise<boolean> {
    const entries = this.read(false);
    if (!(profile in entries)) return false;
    Reflect.deleteProperty(entries, profile);
    this.write(entries);
    return true;
  }
}
