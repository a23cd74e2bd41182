// A refusal of typed input: `<what>: "<value>" <what is wrong>`, one line, the value shown safe and cut. Pure.
import { DEFAULT_ELLIPSIS, truncateToWidth } from './cell-text.js';
import { HoshinError, type FailureKind } from './errors.js';
import { visibleText } from './untrusted-text.js';

/** The most terminal cells an echoed value takes, cut mark included: the error line stays short. */
export const ECHOED_VALUE_CELLS = 32;

/** The value between double quotes, every control visible, cut to ECHOED_VALUE_CELLS. */
export function quotedValue(value: string): string {
  // visibleText first (a newline is `^J`, not a space: the value is shown as it was typed).
  return `"${truncateToWidth(visibleText(value), ECHOED_VALUE_CELLS - 2, { ellipsis: DEFAULT_ELLIPSIS })}"`;
}

/** `subject: "value" problem`, with the hints that follow it on lines of their own. */
export function refusal(
  subject: string,
  value: string,
  problem: string,
  hints: readonly string[] = [],
  kind: FailureKind = 'usage',
): HoshinError {
  return new HoshinError(kind, `${subject}: ${quotedValue(value)} ${problem}`, hints.length > 0 ? { hints } : {});
}

/** A refusal that names no typed value (a missing argument, two options that clash), with its hints. */
export function refusalWithHints(message: string, hints: readonly string[], kind: FailureKind = 'usage'): HoshinError {
  return new HoshinError(kind, message, hints.length > 0 ? { hints } : {});
}
