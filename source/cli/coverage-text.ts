// What the review commands could not know, in the command line's words, and the partial exit status.
import { proseLines } from './terminal/footnote.js';
import { coverageSentences, type Coverage } from '../usecases/coverage.js';

/** Exit status of a review answer that covers only part of the scope (docs/GUIDE.md, "Exit codes"). */
export const PARTIAL_EXIT_CODE = 7;

export const CLI_WAYS: readonly string[] = [
  'To reach the rest: open any objective, indicator or task by id or web address (hoshin get objective <id>, hoshin get <address>):',
  "it learns its area, hoshin and company and lists the objective's indicators and tasks; or import an index exported elsewhere (hoshin index import FILE).",
];

/** What is missing, with the command line's ways in; `sought`: what the command looks for (default: what is due). */
export function coverageLines(coverage: Coverage, sought?: string): string[] {
  return coverageSentences(coverage, CLI_WAYS, sought);
}

/** What a query (find, --where) looks for in what is not known. */
export const QUERY_SOUGHT = 'what matches';

export function exitFor(coverage: Coverage): number {
  return coverage.complete ? 0 : PARTIAL_EXIT_CODE;
}

/** The coverage sentences indented under a heading, each wrapped to the width (a terminal's, else 80). */
export function indentedCoverage(lines: readonly string[], width: number): string[] {
  return lines.flatMap((line) => proseLines(line, width, '  '));
}
