// Node puts U+FFFD where argument bytes are not UTF-8 (`A\377B` would be sent as "A�B"): any U+FFFD is refused.
import { usageError } from './usage-error.js';

const REPLACEMENT = '\uFFFD';

// Characters shown either side of the first U+FFFD of a long argument (a description, say).
const AROUND = 30;

/** The argument, or the part of it around its first U+FFFD when long. */
function excerpt(argument: string): string {
  if (argument.length <= 2 * AROUND + 1) return argument;
  const at = argument.indexOf(REPLACEMENT);
  const start = Math.max(0, at - AROUND);
  const end = Math.min(argument.length, at + AROUND + 1);
  return `${start > 0 ? '…' : ''}${argument.slice(start, end)}${end < argument.length ? '…' : ''}`;
}

/** Throws a usage error naming the first argument that is not valid UTF-8 (1-based, after `hoshin`). */
export function refuseUndecodedArguments(argv: readonly string[]): void {
  const index = argv.findIndex((argument) => argument.includes(REPLACEMENT));
  if (index === -1) return;
  throw usageError(
    `argument ${index + 1} is not valid UTF-8 (what could not be read shows as ${REPLACEMENT}: "${excerpt(argv[index] ?? '')}"); give it as UTF-8 (check the encoding of the terminal or the script, e.g. LANG=C.UTF-8); nothing was sent`,
  );
}
