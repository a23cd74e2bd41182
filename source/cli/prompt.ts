// The yes/no question, raw so the terminal echoes no key itself; No by default, on ctrl-c and ended input.
import { isHoshinError } from '../core/errors.js';
import { confirm as confirmOnTerminal } from '../terminal/prompt.js';
import { visibleLine } from '../core/untrusted-text.js';
import type { CliContext } from '../terminal/io-context.js';
import { rawOutput } from '../terminal/guarded-output.js';

export async function confirm(context: CliContext, question: string): Promise<boolean> {
  try {
    // The question may name a resource: its text is made safe, the echo goes to the terminal as it is.
    return await confirmOnTerminal({ stdin: context.stdin, output: rawOutput(context.stderr) }, visibleLine(question));
  } catch (error) {
    if (isHoshinError(error) && error.kind === 'usage') return false;
    throw error;
  }
}
