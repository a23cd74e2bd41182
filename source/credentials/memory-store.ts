// "Only for this session" in the console: in this process's memory, nothing written anywhere.
import type { Credentials } from '../core/credentials.js';
import type { SecretStore, StoreStatus } from './secret-store.js';

export class MemoryStore implements SecretStore {
  readonly source = 'session' as const;
  readonly location = "this console's memory (until it exits)";
  private readonly entries = new Map<string, Credentials>();

  async status(): Promise<StoreStatus> {
    return { available: true, detail: this.location };
  }

  async get(profile: string): Promise<Credentials | undefined> {
    return this.entries.get(profile);
  }

  async set(profile: string, credentials: Credentials): Promise<void> {
    this.entries.set(profile, credentials);
  }

  async delete(profile: string): Promise<boolean> {
    return this.entries.delete(profile);
  }
}

/** The one memory of this process: every lookup of credentials in the process sees it. */
export const processMemory = new MemoryStore();
