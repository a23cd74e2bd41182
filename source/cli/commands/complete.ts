// hoshin __complete WORDS...: what the completion scripts call. Prints one candidate a line
// (value, tab, description) and `:directive` last; reads local files only and never fails loudly.
import { complete, DIRECTIVE } from '../completion/engine.js';
import { localCompletionData } from '../completion/local-data.js';
import type { Command } from '../context.js';

export const run: Command = async (args, context) => {
  let answer: string;
  try {
    const { candidates, directive } = complete(args, localCompletionData(context.env));
    answer = [...candidates.map((candidate) => (candidate.description ? `${candidate.value}\t${candidate.description}` : candidate.value)), `:${directive}`].join('\n');
  } catch {
    answer = `:${DIRECTIVE.error}`;
  }
  context.stdout.write(`${answer}\n`);
  return 0;
};
