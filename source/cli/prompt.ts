// A yes/no question on the terminal; the default is always No.
import { createInterface } from 'node:readline';
import type { CliContext } from './context.js';

export async function confirm(context: CliContext, question: string): Promise<boolean> {
  const reader = createInterface({ input: context.stdin, output: context.stderr, terminal: false });
  try {
    context.stderr.write(`${question} [y/N] `);
    const answer = await new Promise<string>((resolve) => {
      reader.once('line', resolve);
      reader.once('close', () => resolve(''));
    });
    return /^y(es)?$/i.test(answer.trim());
  } finally {
    reader.close();
  }
}
