// hoshin find QUERY: the known resources a query matches, from the local index (nothing is sent),
// with what the service counts that is not known here (exit 7 when partial).
import { hoshinPaths } from '../../../config/paths.js';
import { localDay } from '../../../domain/dates.js';
import { openPeopleDirectory, peoplePlace } from '../../../index/people.js';
import { findKnown, type FoundEntry } from '../../../usecases/find-known.js';
import { viewLookup } from '../../../usecases/saved-views.js';
import { coverageLines, exitFor, indentedCoverage, QUERY_SOUGHT } from '../../coverage-text.js';
import { openCommandStore } from '../../local-store.js';
import { formatJson } from '../../output.js';
import type { CommandRun } from '../../specs/types.js';
import { fitTable } from '../../terminal/fit-table.js';
import { cutMark, proseLines, proseWidth } from '../../terminal/footnote.js';
import { writeNote } from '../../terminal/stderr-lines.js';
import { missingArgument, usageHint } from '../../usage-error.js';
import { profileViews } from '../../where.js';

/** The matches as a table; wider than the terminal, the names are cut first, kind, id, status and date stay whole. */
export function foundTable(found: readonly FoundEntry[], width: number, ellipsis: string): string {
  const rows = [
    ['KIND', 'ID', 'NAME', 'OWNER', 'STATUS', 'DATE'],
    ...found.map((entry) => [entry.kind, String(entry.id), entry.name, entry.owner ?? '', entry.statuses.join(','), entry.date ?? '']),
  ];
  return fitTable(
    rows,
    [{ whole: true }, { whole: true }, { min: 12, yields: 1 }, { min: 8, yields: 1 }, { whole: true }, { whole: true }],
    width,
    ellipsis,
  );
}

/** An item of --json: the service's keys as the index keeps them, plus kind (and the name and statuses as find read them). */
function foundJson(entry: FoundEntry): Record<string, unknown> {
  return { ...(entry.resource ?? { id: entry.id, name: entry.name }), kind: entry.kind, statuses: entry.statuses };
}

export const run: CommandRun = async (parsed, context) => {
  if (parsed.positionals.length === 0) throw missingArgument('a query', [usageHint('find QUERY… (hoshin find --help: the terms)')]);
  const text = parsed.positionals.join(' ');
  const { profile, rows } = profileViews(parsed.globals, context);
  const me = rows.me()?.userId ?? null;
  const today = localDay(context.now());
  const { store } = await openCommandStore(parsed.globals, context);
  try {
    // Names as the people directory last fetched them; find sends nothing, so none is fetched here.
    const people = openPeopleDirectory(peoplePlace(hoshinPaths(context.env), profile), { people: () => Promise.resolve({}) }, context.now);
    const result = findKnown(store.index, text, { today, me, nameOf: people.nameOf, viewText: viewLookup(rows) });
    const missing = coverageLines(result.coverage, QUERY_SOUGHT);
    if (parsed.globals.json) {
      context.stdout.write(
        formatJson({ items: result.found.map(foundJson), complete: result.coverage.complete, unknown: result.coverage.unknown }),
      );
      for (const line of missing) writeNote(context, line);
      return exitFor(result.coverage);
    }
    const width = proseWidth(context.stdout);
    const say = (sentence: string) => context.stdout.write(`${proseLines(sentence, width).join('\n')}\n`);
    if (result.found.length === 0)
      say(missing.length === 0 ? 'Nothing known here matches.' : 'Nothing known here matches, but that is not the whole plan:');
    else {
      context.stdout.write(foundTable(result.found, width, cutMark(context.stdout)));
      if (missing.length > 0) say('These are the matches among the items known here, not all of the plan:');
    }
    if (missing.length > 0) context.stdout.write(`${indentedCoverage(missing, width).join('\n')}\n`);
    return exitFor(result.coverage);
  } finally {
    await store.close();
  }
};
