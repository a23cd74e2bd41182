// The one login rule for the console and `hoshin auth login`. Pure.
import type { DialectSetting } from '../core/credentials.js';
import type { StoreStatus } from './secret-store.js';

/** The steps of a login, in order. */
export type LoginStep = 'baseUrl' | 'appKey' | 'secret' | 'verify' | 'keep';

export interface LoginAnswers {
  readonly baseUrl?: string | undefined;
  readonly appKey?: string | undefined;
  readonly secret?: string | undefined;
  /** The dialect that worked: the credentials are verified (or verification was skipped). */
  readonly dialect?: DialectSetting | undefined;
}

/** The secret right after the key, so one typed ahead lands masked; where to keep it last, after one signed request. */
export function nextLoginStep(answers: LoginAnswers): LoginStep {
  if (answers.baseUrl === undefined) return 'baseUrl';
  if (answers.appKey === undefined) return 'appKey';
  if (answers.secret === undefined) return 'secret';
  if (answers.dialect === undefined) return 'verify';
  return 'keep';
}

/** Where a verified secret can be kept. */
export type Keeping = 'keychain' | 'session' | 'file';

export interface KeepingChoice {
  readonly keeping: Keeping;
  readonly label: string;
}

/** Safest first; the plain-text file is never a default. */
export function keepingChoices(input: {
  readonly keychain: StoreStatus;
  readonly session: StoreStatus;
  /** What "only for this session" means where the login runs. */
  readonly sessionLabel: string;
  readonly plainFile: string;
}): KeepingChoice[] {
  const choices: KeepingChoice[] = [];
  if (input.keychain.available) choices.push({ keeping: 'keychain', label: 'in the OS keychain' });
  if (input.session.available) choices.push({ keeping: 'session', label: input.sessionLabel });
  choices.push({ keeping: 'file', label: `in PLAIN TEXT in ${input.plainFile} (mode 0600)` });
  return choices;
}

/** The plain-text question, asked after the plain-text file was chosen or when it is the only place. */
export function plainTextQuestion(plainFile: string): string {
  return `Store the secret in PLAIN TEXT in ${plainFile} (mode 0600)?`;
}
