// hoshin log: the journal of changes, newest first, with their outcomes; nothing is sent.
import { refusal } from '../../../core/refusal.js';
import { isValidDate } from '../../../catalogue/values.js';
import { flattenControls } from '../../../core/cell-text.js';
import { changeJson, changeText, changeTime, undoTracker } from '../../../journal/describe.js';
import { asShown, labelledLines, proseText, proseWidth } from '../../terminal/footnote.js';
import { withConnection } from '../../connection.js';
import type { CommandRun } from '../../specs/types.js';
import { formatJson } from '../../output.js';
import { writePaced } from '../../../terminal/paced-write.js';
import { unexpectedArguments } from '../../usage-error.js';
import type { LOG_OPTIONS } from './options.js';
import { groupHeader } from './group-header.js';

const SINCE_FORMS = 'Give a day YYYY-MM-DD or an instant, as in 2026-11-24T09:00:00Z.';

/** --since: a day (from its start, UTC as the journal keeps times) or an ISO instant. */
export function sinceTime(word: string): number {
  if (/^\d{4}-\d{2}-\d{2}$/.test(word)) {
    if (!isValidDate(word)) throw refusal('--since', word, 'is not a date', [SINCE_FORMS]);
    return Date.parse(`${word}T00:00:00Z`);
  }
  const time = /^\d{4}-\d{2}-\d{2}T/.test(word) ? Date.parse(word) : Number.NaN;
  if (Number.isNaN(time)) throw refusal('--since', word, 'is not a day or an instant', [SINCE_FORMS]);
  return time;
}

export const run: CommandRun<typeof LOG_OPTIONS> = async (parsed, context) => {
  if (parsed.positionals.length > 0) throw unexpectedArguments(parsed.positionals, ['hoshin log takes no arguments.']);
  const sinceWord = parsed.values.since;
  const since = sinceWord === undefined ? null : sinceTime(sinceWord);
  return withConnection(parsed.globals, context, async (connection) => {
    // One change at a time, paced by the reader (writePaced): bounded memory for a journal of any size.
    const newest = connection.journal.newest(since === null ? null : new Date(since).toISOString());
    // Read before anything is printed: an unreadable journal is an error, never a "[" on stdout.
    const first = newest.next();
    const changes = (function* () {
      if (first.done !== true) yield first.value;
      yield* newest;
    })();
    if (parsed.globals.json) {
      context.stdout.write('[');
      let count = 0;
      const undos = undoTracker();
      for (const change of changes) {
        undos.see(change);
        const undoneBy = undos.undoneBy(change);
        const text = formatJson({ ...changeJson(change), ...(undoneBy ? { undone_by: undoneBy } : {}) })
          .trimEnd()
          .replace(/\n/g, '\n  ');
        await writePaced(context.stdout, `${count === 0 ? '\n  ' : ',\n  '}${text}`);
        count += 1;
      }
      context.stdout.write(count === 0 ? ']\n' : '\n]\n');
      return 0;
    }
    const host = new URL(connection.baseUrl).host;
    const width = proseWidth(context.stdout);
    let count = 0;
    let unknown = 0;
    const undos = undoTracker();
    let group: string | undefined;
    for (const change of changes) {
      if (change.outcome === 'unknown') unknown += 1;
      undos.see(change);
      // A bulk change's group: one line for it, its changes indented under it.
      if (change.group !== group && change.group !== undefined)
        await writePaced(context.stdout, `${groupHeader(connection.journal, change.group, context.stdout, width)}\n`);
      group = change.group;
      const indent = group === undefined ? '' : '  ';
      // The id and time whole; what changed wrapped under itself, to the terminal's width or 80 when piped.
      const text = asShown(context.stdout, flattenControls(changeText(change, undos.undoneBy(change))));
      await writePaced(context.stdout, `${labelledLines(`${indent}${change.change}  ${changeTime(change)}  `, text, width).join('\n')}\n`);
      count += 1;
    }
    if (count === 0) {
      context.stdout.write(
        proseText(context.stdout, `No changes in the journal of ${host}${sinceWord === undefined ? '' : ` since ${sinceWord}`}.`),
      );
      return 0;
    }
    const tail =
      unknown === 0 ? 'every outcome is known' : `${unknown} still unknown: a read of the resource settles it (hoshin get <kind> <id>)`;
    context.stdout.write(proseText(context.stdout, `${count} change${count === 1 ? '' : 's'} to ${host}; ${tail}`));
    return 0;
  });
};
