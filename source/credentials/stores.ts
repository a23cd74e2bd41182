// The real stores for this environment, and the order a profile's credentials are looked up in.
import type { HoshinPaths } from '../config/paths.js';
import { KeytarStore } from './keytar-store.js';
import { processMemory, type MemoryStore } from './memory-store.js';
import { PlainFileStore } from './plain-file-store.js';
import type { SecretStore } from './secret-store.js';
import { SessionFileStore } from './session-store.js';

export interface CredentialStores {
  readonly keychain: KeytarStore;
  /** The plain-text file, only ever written after the user's explicit yes. */
  readonly file: PlainFileStore;
  /** Only for this login session: $XDG_RUNTIME_DIR/hoshin (`auth login --session-only`). */
  readonly session: SessionFileStore;
  /** Only for this process: the console's "this session only". */
  readonly memory: MemoryStore;
}

export function credentialStores(env: NodeJS.ProcessEnv, paths: HoshinPaths): CredentialStores {
  return {
    keychain: new KeytarStore({ env }),
    file: new PlainFileStore(paths.insecureCredentialsFile),
    session: new SessionFileStore(env),
    memory: processMemory,
  };
}

/** What lives shortest first; a login keeps one copy only, so the order matters only for a console's memory. */
export function lookupOrder(stores: CredentialStores): SecretStore[] {
  return [stores.memory, stores.session, stores.keychain, stores.file];
}
