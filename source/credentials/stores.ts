// The real stores for this environment: the keychain first, then the consented plain-text file.
import type { HoshinPaths } from '../config/paths.js';
import { KeytarStore } from './keytar-store.js';
import { PlainFileStore } from './plain-file-store.js';

export interface CredentialStores {
  readonly keychain: KeytarStore;
  readonly file: PlainFileStore;
}

export function credentialStores(env: NodeJS.ProcessEnv, paths: HoshinPaths): CredentialStores {
  return { keychain: new KeytarStore({ env }), file: new PlainFileStore(paths.insecureCredentialsFile) };
}
