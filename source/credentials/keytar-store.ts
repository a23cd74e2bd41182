// The OS keychain through keytar; skipped where none can answer (Linux without D-Bus), bounded by a timeout elsewhere.
import type { Credentials } from '../core/credentials.js';
import {
  ChildProcessKeychain,
  KeychainTimeoutError,
  KeytarLoadError,
  NO_DEFAULT_KEYRING,
  type KeychainBackend,
} from './keychain-process.js';
import { decodeCredentials, encodeCredentials, StoreUnavailableError, type SecretStore, type StoreStatus } from './secret-store.js';

export const KEYCHAIN_SERVICE = 'hoshin';
export const KEYCHAIN_TIMEOUT_MS = 3000;

/** Why the keychain cannot be reached without even trying, or undefined. */
export function headlessReason(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): string | undefined {
  if (platform === 'linux' && !env.DBUS_SESSION_BUS_ADDRESS) {
    return 'no D-Bus session (DBUS_SESSION_BUS_ADDRESS is not set, as usual over SSH), so no Secret Service keychain';
  }
  return undefined;
}

function failureReason(error: unknown, what: string): string {
  if (error instanceof KeytarLoadError) return error.message;
  if (error instanceof KeychainTimeoutError) return `the keychain did not answer within ${error.timeoutMs / 1000} s (${what})`;
  const message = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
  // gnome-keyring answers, but no keyring is there to hold the secret (a fresh or headless account).
  if (/collection|no such secret|object does not exist at path/i.test(message)) return NO_DEFAULT_KEYRING;
  if (/org\.freedesktop\.secrets|ServiceUnknown|not provided by any \.service/i.test(message)) {
    return 'no Secret Service answers on D-Bus (is a keyring daemon such as gnome-keyring running and unlocked?)';
  }
  if (/cancel|dismiss|locked|prompt/i.test(message)) return `the keychain is locked or refused (${what}): ${message}`;
  return `the keychain failed (${what}): ${message}`;
}

export interface KeytarStoreOptions {
  readonly env: NodeJS.ProcessEnv;
  readonly platform?: NodeJS.Platform;
  readonly timeoutMs?: number;
  /** How keytar is reached; by default a killable child process per call. */
  readonly backend?: KeychainBackend;
}

export class KeytarStore implements SecretStore {
  readonly source = 'keychain' as const;
  readonly location = `OS keychain (service "${KEYCHAIN_SERVICE}")`;
  private readonly options: KeytarStoreOptions;
  private readonly backend: KeychainBackend;
  /** All of hoshin's entries, read once per process (status of every profile costs one call). */
  private entries: Promise<Map<string, string>> | undefined;
  /** Once the keychain failed, later calls fail at once instead of waiting again. */
  private brokenReason: string | undefined;

  constructor(options: KeytarStoreOptions) {
    this.options = options;
    this.backend = options.backend ?? new ChildProcessKeychain({ env: options.env, timeoutMs: options.timeoutMs ?? KEYCHAIN_TIMEOUT_MS });
  }

  /** Runs one keychain call, unless we already know it cannot answer; bounded by the timeout. */
  private async call<T>(what: string, operation: (backend: KeychainBackend) => Promise<T>): Promise<T> {
    const headless = headlessReason(this.options.platform ?? process.platform, this.options.env);
    if (headless) throw new StoreUnavailableError('keychain', headless);
    if (this.brokenReason) throw new StoreUnavailableError('keychain', this.brokenReason);
    const timeoutMs = this.options.timeoutMs ?? KEYCHAIN_TIMEOUT_MS;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      // The backend kills its own work at the timeout; this guards a backend that does not.
      timer = setTimeout(() => reject(new KeychainTimeoutError(timeoutMs)), timeoutMs + 500);
    });
    try {
      return await Promise.race([operation(this.backend), timeout]);
    } catch (error) {
      this.brokenReason = failureReason(error, what);
      throw new StoreUnavailableError('keychain', this.brokenReason);
    } finally {
      clearTimeout(timer);
    }
  }

  private readAll(): Promise<Map<string, string>> {
    this.entries ??= this.call('reading', (backend) => backend.findAll(KEYCHAIN_SERVICE));
    return this.entries;
  }

  /** Whether keytar loads at all, asked without touching the keychain (for `hoshin info`). */
  async moduleStatus(): Promise<{ readonly loaded: true } | { readonly loaded: false; readonly reason: string }> {
    try {
      await this.backend.load();
      return { loaded: true };
    } catch (error) {
      return { loaded: false, reason: failureReason(error, 'loading keytar') };
    }
  }

  async status(): Promise<StoreStatus> {
    try {
      await this.readAll();
      return { available: true, detail: 'keytar loaded, keychain reachable' };
    } catch (error) {
      return { available: false, reason: error instanceof Error ? error.message : String(error) };
    }
  }

  async get(profile: string): Promise<Credentials | undefined> {
    const text = (await this.readAll()).get(profile);
    if (text === undefined) return undefined;
    const credentials = decodeCredentials(text);
    if (!credentials) {
      throw new StoreUnavailableError(
        'keychain',
        `the keychain entry for profile "${profile}" is not in hoshin's format; run "hoshin auth login --profile ${profile}" again`,
      );
    }
    return credentials;
  }

  async set(profile: string, credentials: Credentials): Promise<void> {
    await this.call('saving', (backend) => backend.set(KEYCHAIN_SERVICE, profile, encodeCredentials(credentials)));
    this.entries = undefined;
  }

  async delete(profile: string): Promise<boolean> {
    const removed = await this.call('deleting', (backend) => backend.delete(KEYCHAIN_SERVICE, profile));
    this.entries = undefined;
    return removed;
  }
}
