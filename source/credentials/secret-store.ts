// Where an app key and secret can be kept, per profile. The resolver and commands code against this.
import type { Credentials, StoredSource } from '../core/credentials.js';

/** Whether a store can be used right now, and if not, why (shown to the user as is). */
export type StoreStatus = { readonly available: true; readonly detail: string } | { readonly available: false; readonly reason: string };

export interface SecretStore {
  readonly source: StoredSource;
  /** A short description of where things are kept ("keychain (Secret Service)", a file path). */
  readonly location: string;
  status(): Promise<StoreStatus>;
  /** The stored credentials of the profile, or undefined. Throws StoreUnavailableError. */
  get(profile: string): Promise<Credentials | undefined>;
  set(profile: string, credentials: Credentials): Promise<void>;
  /** True when something was removed. */
  delete(profile: string): Promise<boolean>;
}

/** The store cannot be used (no keychain, locked, timed out, unreadable file). */
export class StoreUnavailableError extends Error {
  readonly source: StoredSource;
  constructor(source: StoredSource, reason: string) {
    super(reason);
    this.name = 'StoreUnavailableError';
    this.source = source;
  }
}

/** The JSON kept per profile (keychain entry value or file entry); key and secret together. */
export function encodeCredentials(credentials: Credentials): string {
  return JSON.stringify({ appKey: credentials.appKey, secret: credentials.secret });
}

export function decodeCredentials(text: string): Credentials | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== 'object' || value === null) return undefined;
    const { appKey, secret } = value as Record<string, unknown>;
    if (typeof appKey !== 'string' || typeof secret !== 'string' || appKey === '' || secret === '') return undefined;
    return { appKey, secret };
  } catch {
    return undefined;
  }
}

/** `fedc…3210`: enough to tell keys apart, too little to matter. */
export function shortenKey(appKey: string): string {
  return appKey.length <= 10 ? `${appKey.slice(0, 2)}…` : `${appKey.slice(0, 4)}…${appKey.slice(-4)}`;
}
