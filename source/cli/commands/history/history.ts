// hoshin history: the values known here; offline, as the service cannot list them (its page is HTML).
import { fieldSpec, kindSpec } from '../../../catalogue/catalogue.js';
import { displayValue, valueText } from '../../../catalogue/values.js';
import type { Resource } from '../../../core/resource.js';
import { describeEntry } from '../../../index/entry-keys.js';
import type { IndexEntry } from '../../../index/index-entry.js';
import type { LocalIndex } from '../../../index/model.js';
import type { CliContext } from '../../../terminal/io-context.js';
import { historyProgress } from '../../../domain/indicator.js';
import { PROGRESS_NAME, progressText } from '../../../domain/progress.js';
import { parseId } from '../../args.js';
import type { CommandRun } from '../../specs/types.js';
import { openCommandStore } from '../../local-store.js';
import { printAnswer } from '../../output.js';
import { unexpectedArguments, usageHint } from '../../usage-error.js';
import { fitTable, type FitColumn } from '../../terminal/fit-table.js';
import { cutMark, proseText, proseWidth } from '../../terminal/footnote.js';
import { visibleLine } from '../../../core/untrusted-text.js';

const COLUMNS = ['day', 'value', 'goal', 'previous', 'comment'] as const;

/** The record as last fetched, or what an imported entry knows (id, indicator, day). */
function recordOf(entry: IndexEntry, indicatorId: number): Resource {
  return entry.resource ?? { id: entry.id, indicator_id: indicatorId, day: entry.name };
}

function cell(record: Resource, column: (typeof COLUMNS)[number]): string {
  const field = fieldSpec('indicator_history', column);
  const text = field ? displayValue(field.type, record[column]) : valueText(record[column] ?? '');
  return text.replace(/\s*\r?\n\s*/g, ' ');
}

export const run: CommandRun = async (parsed, context) => {
  const usage = 'history <indicator-id>';
  if (parsed.positionals.length > 1) throw unexpectedArguments(parsed.positionals.slice(1), [usageHint(usage)]);
  const indicatorId = parseId(parsed.positionals[0], 'indicator id', usage);
  const { store } = await openCommandStore(parsed.globals, context);
  const index = store.index;
  const entries = index.children('indicator', indicatorId, 'indicator_history');
  await store.close();
  const records = entries.map((entry) => recordOf(entry, indicatorId));
  return printAnswer(parsed, context, records, () => historyText(records, indicatorId, index, context));
};

function historyText(records: readonly Resource[], indicatorId: number, index: LocalIndex, context: CliContext): string {
  const indicator = describeEntry('indicator', indicatorId, index.get('indicator', indicatorId)?.name);
  if (records.length === 0)
    return proseText(
      context.stdout,
      `No history values of ${indicator} are known locally (hoshin learns them when it creates or opens them).`,
    );
  // The progress of each value, as every view shows it, when the indicator (its worst value) is known here.
  const known = index.get('indicator', indicatorId)?.resource;
  const progress = (record: Resource): string[] => (known ? [progressText(historyProgress(record, known))] : []);
  const header = COLUMNS.map((column) => (fieldSpec('indicator_history', column)?.label ?? column).toUpperCase());
  if (known) header.splice(3, 0, PROGRESS_NAME.toUpperCase());
  const plural = records.length === 1 ? kindSpec('indicator_history').label.toLowerCase() : 'history values';
  const heading = proseText(context.stdout, `${records.length} ${plural} of ${indicator} known locally:`);
  const row = (record: Resource): string[] => {
    const cells = COLUMNS.map((column) => cell(record, column));
    cells.splice(3, 0, ...progress(record));
    return cells;
  };
  // The comment, free text, gives way to the width (the terminal's, 80 piped); days and figures stay whole.
  const columns = header.map((_, at): FitColumn => (at === header.length - 1 ? { min: 8, yields: 1 } : { whole: true }));
  const cells = [header, ...records.map(row)].map((line) => line.map(visibleLine));
  return heading + fitTable(cells, columns, proseWidth(context.stdout), cutMark(context.stdout));
}
