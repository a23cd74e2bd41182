// hoshin __complete: what the completion scripts call; local files only, never fails loudly.
import { complete, DIRECTIVE } from '../../completion/engine.js';
import { localCompletionData } from '../../completion/local-data.js';
import { visibleLine } from '../../../core/untrusted-text.js';
import type { CommandRun } from '../../specs/types.js';

/** One candidate a line: a name from the index can neither break the line nor reach the terminal raw. */
function candidateLine(value: string, description: string | undefined): string {
  return description ? `${visibleLine(value)}\t${visibleLine(description)}` : visibleLine(value);
}

export const run: CommandRun = async (parsed, context, { commands }) => {
  let answer: string;
  try {
    const { candidates, directive } = complete(parsed.positionals, localCompletionData(context.env), commands);
    answer = [...candidates.map((candidate) => candidateLine(candidate.value, candidate.description)), `:${directive}`].join('\n');
  } catch {
    answer = `:${DIRECTIVE.error}`;
  }
  context.stdout.write(`${answer}\n`);
  return 0;
};
