// The OS keychain through keytar (optional native module, loaded on first use). Every call is
// bounded by a timeout and skipped outright where no keychain can answer (SSH without D-Bus).
import type { Credentials } from '../client/types.js';
import { decodeCredentials, encodeCredentials, StoreUnavailableError, type SecretStore, type StoreStatus } from './secret-store.js';

export const KEYCHAIN_SERVICE = 'hoshin';
export const KEYCHAIN_TIMEOUT_MS = 3000;

/** The part of keytar we use. */
export interface KeytarModule {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
  findCredentials(service: string): Promise<Array<{ account: string; password: string }>>;
}

export type KeytarLoader = () => Promise<KeytarModule>;

export async function importKeytar(): Promise<KeytarModule> {
  const loaded = (await import('keytar')) as unknown as KeytarModule & { default?: KeytarModule };
  // CommonJS seen through import(): module.exports is `default` (named exports are only guessed).
  return loaded.default ?? loaded;
}

/** Why the keychain cannot be reached without even trying, or undefined. */
export function headlessReason(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): string | undefined {
  if (platform === 'linux' && !env.DBUS_SESSION_BUS_ADDRESS) {
    return 'no D-Bus session (DBUS_SESSION_BUS_ADDRESS is not set, as usual over SSH), so no Secret Service keychain';
  }
  return undefined;
}

function loadFailureReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') {
    return 'keytar (the optional keychain module) is not installed';
  }
  const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return `keytar (the optional keychain module) could not be loaded: ${message}`;
}

function operationFailureReason(error: unknown): string {
  const message = error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error);
  if (/org\.freedesktop\.secrets|ServiceUnknown|not provided by any \.service/i.test(message)) {
    return 'no Secret Service answers on D-Bus (is a keyring daemon such as gnome-keyring running and unlocked?)';
  }
  if (/cancel|dismiss|locked|prompt/i.test(message)) return `the keychain is locked or refused: ${message}`;
  return `the keychain failed: ${message}`;
}

export interface KeytarStoreOptions {
  readonly env: NodeJS.ProcessEnv;
  readonly platform?: NodeJS.Platform;
  readonly load?: KeytarLoader;
  readonly timeoutMs?: number;
}

export class KeytarStore implements SecretStore {
  readonly source = 'keychain' as const;
  readonly location = `OS keychain (service "${KEYCHAIN_SERVICE}")`;
  private readonly options: KeytarStoreOptions;
  private module: Promise<KeytarModule> | undefined;
  /** Once the keychain failed to answer, later calls fail at once instead of waiting again. */
  private brokenReason: string | undefined;

  constructor(options: KeytarStoreOptions) {
    this.options = options;
  }

  private async keytar(): Promise<KeytarModule> {
    const headless = headlessReason(this.options.platform ?? process.platform, this.options.env);
    if (headless) throw new StoreUnavailableError('keychain', headless);
    if (this.brokenReason) throw new StoreUnavailableError('keychain', this.brokenReason);
    this.module ??= (this.options.load ?? importKeytar)();
    try {
      return await this.module;
    } catch (error) {
      this.brokenReason = loadFailureReason(error);
      throw new StoreUnavailableError('keychain', this.brokenReason);
    }
  }

  /** Whether the keytar module loads at all, asked without touching the keychain (for `hoshin info`). */
  async moduleStatus(): Promise<{ readonly loaded: true } | { readonly loaded: false; readonly reason: string }> {
    this.module ??= (this.options.load ?? importKeytar)();
    try {
      await this.module;
      return { loaded: true };
    } catch (error) {
      return { loaded: false, reason: loadFailureReason(error) };
    }
  }

  /** Runs one keychain call, giving up after the timeout. */
  private async call<T>(what: string, operation: (keytar: KeytarModule) => Promise<T>): Promise<T> {
    const keytar = await this.keytar();
    const timeoutMs = this.options.timeoutMs ?? KEYCHAIN_TIMEOUT_MS;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new StoreUnavailableError('keychain', `the keychain did not answer within ${timeoutMs / 1000} s (${what})`));
      }, timeoutMs);
    });
    try {
      return await Promise.race([operation(keytar), timeout]);
    } catch (error) {
      this.brokenReason = error instanceof StoreUnavailableError ? error.message : operationFailureReason(error);
      throw new StoreUnavailableError('keychain', this.brokenReason);
    } finally {
      clearTimeout(timer);
    }
  }

  async status(): Promise<StoreStatus> {
    try {
      // A read that touches the Secret Service without needing any entry to exist.
      await this.call('listing entries', (keytar) => keytar.findCredentials(KEYCHAIN_SERVICE));
      return { available: true, detail: 'keytar loaded, keychain reachable' };
    } catch (error) {
      return { available: false, reason: error instanceof Error ? error.message : String(error) };
    }
  }

  async get(profile: string): Promise<Credentials | undefined> {
    const text = await this.call('reading', (keytar) => keytar.getPassword(KEYCHAIN_SERVICE, profile));
    if (text === null) return undefined;
    const credentials = decodeCredentials(text);
    if (!credentials) {
      throw new StoreUnavailableError('keychain', `the keychain entry for profile "${profile}" is not in hoshin's format; run "hoshin auth login --profile ${profile}" again`);
    }
    return credentials;
  }

  async set(profile: string, credentials: Credentials): Promise<void> {
    await this.call('saving', (keytar) => keytar.setPassword(KEYCHAIN_SERVICE, profile, encodeCredentials(credentials)));
  }

  async delete(profile: string): Promise<boolean> {
    return this.call('deleting', (keytar) => keytar.deletePassword(KEYCHAIN_SERVICE, profile));
  }
}
