// What a refused signature means, as sentences a person can act on. Pure.
import { APP_KEY_VARIABLE, SECRET_VARIABLE } from '../core/credentials.js';
import { describeDuration } from './deadline.js';

/** What the client knows when it gives up on a 401, to say what to do about it. */
export interface CredentialHints {
  /** The service's clock minus ours, in ms, when measured. */
  readonly clockOffsetMs?: number;
  /** A dialect not tried yet that could still work (only when the service's dialect is unknown). */
  readonly untriedDialect?: string;
  /** The credentials came from the environment, which a login would not change. */
  readonly fromEnvironment?: boolean;
}

function signedSeconds(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${seconds >= 0 ? '+' : ''}${seconds} s`;
}

const LOGIN = 'run `hoshin auth login` to enter them again';
const CORRECT_ENVIRONMENT = `correct ${APP_KEY_VARIABLE} and ${SECRET_VARIABLE} (they override stored credentials)`;

/** The SecurityError codes of a 401 as sentences, each saying what to do. */
export function securityErrorSentence(code: number | undefined, host: string, hints: CredentialHints = {}): string {
  const loginFix = hints.fromEnvironment ? CORRECT_ENVIRONMENT : LOGIN;
  const offset = hints.clockOffsetMs === undefined ? '' : ` (its clock minus ours: ${signedSeconds(hints.clockOffsetMs)})`;
  switch (code) {
    case 1:
      return `${host} says the request carried no app key (SecurityError 1); ${loginFix}`;
    case 2:
      return `${host} says the request carried no readable timestamp (SecurityError 2)`;
    case 3:
      return `${host} refused the timestamp as in its future: this machine's clock is ahead of the service's${offset} (SecurityError 3); correct the clock (NTP)`;
    case 4:
      return `${host} refused the timestamp as more than 5 minutes old: this machine's clock is behind the service's${offset} (SecurityError 4); correct the clock (NTP)`;
    case 5:
      return `${host} does not know this app key (SecurityError 5): the key is wrong; ${loginFix}`;
    case 6: {
      // Both automatic readings refused: far more often the secret than the service.
      const dialect = hints.untriedDialect ? '; if you are sure of both, hoshin doctor tries the one way of signing not tried' : '';
      return `${host} knows the app key but refused the signature (SecurityError 6): the secret is wrong; ${loginFix}${dialect}`;
    }
    case 7:
      return `${host} says this signed request was already used (SecurityError 7)`;
    default:
      return `${host} refused the request's authentication (401); check the key and the secret: ${loginFix}`;
  }
}

const CLASH = 'a clash of signatures, not wrong credentials';

/** `deadlineMs` undefined: the client stopped trying. */
export function readClashSentence(host: string, refusals: number, deadlineMs: number | undefined): string {
  const what = refusals === 1 ? 'the signed request' : `${refusals} signed requests in a row, each signed at another second,`;
  const until = deadlineMs === undefined ? '' : `, and --timeout (${describeDuration(deadlineMs)}) leaves no time for another`;
  return `${host} refused ${what} as already used (SecurityError 7)${until}: other machines signing with this app key took the same seconds (${CLASH}); try again, or give each machine an app key of its own`;
}

/** A write refused as already used: not sent again, since the earlier use may have been this very request. */
export function writeClashSentence(host: string): string {
  return `${host} refused the signed request as already used (SecurityError 7): another machine with this app key signed the same path in the same second (${CLASH}), or something between here and the service sent this request twice`;
}
