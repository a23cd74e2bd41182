// Credentials and where they came from, shared by the client, the credential stores and the commands.
import type { Dialect } from '../signing/signing.js';

export interface Credentials {
  readonly appKey: string;
  readonly secret: string;
}

export type DialectSetting = Dialect | 'auto';

/** `session`: only for this session (the console's memory, or the login session's runtime directory). */
export type StoredSource = 'keychain' | 'file' | 'session';
export type CredentialSource = 'environment' | StoredSource;

/** The environment pair that overrides stored credentials. */
export const APP_KEY_VARIABLE = 'HOSHIN_APP_KEY';
export const SECRET_VARIABLE = 'HOSHIN_APP_SECRET';

/** The environment a child process (the pager, the editor, the keychain helper) gets: the secret left out. */
export function childEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { [SECRET_VARIABLE]: _secret, ...rest } = env;
  return rest;
}
