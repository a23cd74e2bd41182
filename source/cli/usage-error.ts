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

/** The one argument a command takes; missing or followed by others, a usage error with `usage` as its hint. */
export function oneArgument(positionals: readonly string[], what: string, usage: string): string {
  const [word, ...extra] = positionals;
  if (word === undefined) throw missingArgument(what, [usageHint(usage)]);
  if (extra.length > 0) throw unexpectedArguments(extra, [usageHint(usage)]);
  return word;
}
