import { HoshinError } from '../core/errors.js';
import { refusal, refusalWithHints } from '../core/refusal.js';

/** A command-line mistake: exit code 2, one line on stderr. */
export function usageError(message: string): HoshinError {
  return new HoshinError('usage', message);
}

/** `missing <what>`, the usage or the choices on hint lines of their own. */
export function missingArgument(what: string, hints: readonly string[] = []): HoshinError {
  return refusalWithHints(`missing ${what}`, hints);
}

/** Words after a command that it does not take: `argument: "<words>" is not expected here`. */
export function unexpectedArguments(words: readonly string[], hints: readonly string[] = []): HoshinError {
  return refusal('argument', words.join(' '), words.length > 1 ? 'are not expected here' : 'is not expected here', hints);
}

/** The usage line as a hint: `Usage: hoshin <words>.` */
export function usageHint(words: string): string {
  return `Usage: hoshin ${words}`;
}
