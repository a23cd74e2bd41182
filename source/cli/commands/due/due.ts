// hoshin due: indicators to update and tasks past their deadline, most late first, with their owners.
import { peopleDirectory } from '../../people-names.js';
import { writeNote } from '../../terminal/stderr-lines.js';
import type { Resource } from '../../../core/resource.js';
import { localDay } from '../../../domain/dates.js';
import { dueQueue, type DueItem } from '../../../domain/due.js';
import { type PeopleDirectory } from '../../../index/people.js';
import { coverageOf, hoshinsOf } from '../../../usecases/coverage.js';
import { indicatorsIn, tasksIn, type ReviewScope } from '../../../usecases/plan-scope.js';
import { coverageLines, exitFor, indentedCoverage } from '../../coverage-text.js';
import { parseId } from '../../args.js';
import { withConnection } from '../../connection.js';
import type { CommandRun } from '../../specs/types.js';
import { formatJson } from '../../output.js';
import { fitTable } from '../../terminal/fit-table.js';
import { cutMark, proseLines, proseWidth } from '../../terminal/footnote.js';
import { refreshScope } from '../../refresh-scope.js';
import { unexpectedArguments } from '../../usage-error.js';
import type { DUE_OPTIONS } from './options.js';
import { loadOwnersFor, whereOf, whereTest } from '../../where.js';

export interface DueEntry extends DueItem {
  readonly responsible: string | null;
}

/** The queue with people's names, fetching each company's people once (cached a day). */
export async function namedQueue(
  indicators: readonly Resource[],
  tasks: readonly Resource[],
  today: string,
  people: PeopleDirectory,
): Promise<DueEntry[]> {
  const queue = dueQueue(indicators, tasks, today);
  const companyOf = new Map<string, number | null>();
  for (const resource of [...indicators, ...tasks]) {
    const kind = indicators.includes(resource) ? 'indicator' : 'task';
    companyOf.set(`${kind} ${resource.id}`, typeof resource.company_id === 'number' ? resource.company_id : null);
  }
  const companies = new Set([...companyOf.values()].filter((id): id is number => id !== null));
  for (const company of companies) await people.load(company);
  return queue.map((item) => {
    const company = companyOf.get(`${item.kind} ${item.id}`) ?? null;
    const responsible = people.nameOf(company, item.responsibleId) ?? (item.responsibleId === null ? null : `user ${item.responsibleId}`);
    return { ...item, responsible };
  });
}

/** Wider than `width`, the names are cut, the wider first; kind, id, status and date stay whole. */
export function dueTable(queue: readonly DueEntry[], width?: number, ellipsis = '…'): string {
  const rows = [
    ['KIND', 'ID', 'NAME', 'STATUS', 'DATE', 'RESPONSIBLE'],
    ...queue.map((item) => [item.kind, String(item.id), item.name, item.status, item.date, item.responsible ?? '']),
  ];
  const columns = [{ whole: true }, { whole: true }, { min: 12, yields: 1 }, { whole: true }, { whole: true }, { min: 8, yields: 1 }];
  return fitTable(rows, columns, width, ellipsis);
}

export const run: CommandRun<typeof DUE_OPTIONS> = async (parsed, context) => {
  if (parsed.positionals.length > 0) throw unexpectedArguments(parsed.positionals);
  const hoshinOption = parsed.values.hoshin;
  const scope: ReviewScope = hoshinOption === undefined ? { kind: 'all' } : { kind: 'hoshin', id: parseId(hoshinOption, '--hoshin <id>') };
  // Read before anything is sent: a query it cannot read is refused here.
  const where = whereOf(parsed.values.where, parsed.globals, context);
  return withConnection(parsed.globals, context, async (connection) => {
    // The counters the answer is checked against: the companies' (at the top) and each hoshin's.
    if (scope.kind === 'all') await connection.client.list('company', null);
    const objectives = await refreshScope(connection, scope, ['indicator', 'task'], context);
    for (const hoshin of hoshinsOf(connection.index, scope)) await connection.client.get('hoshin', hoshin);
    const today = localDay(context.now());
    const people = peopleDirectory(connection, context);
    const indicators = indicatorsIn(connection.index, scope);
    const tasks = tasksIn(connection.index, scope);
    await loadOwnersFor(where, people, [...indicators, ...tasks]);
    const test = whereTest(connection.index, where, { today, nameOf: people.nameOf });
    const shown = {
      indicators: indicators.filter((indicator) => test('indicator', indicator)),
      tasks: tasks.filter((task) => test('task', task)),
    };
    const queue = await namedQueue(shown.indicators, shown.tasks, today, people);
    people.save();
    const coverage = coverageOf(connection.index, scope, today);
    const missing = coverageLines(coverage);
    if (parsed.globals.json) {
      context.stdout.write(
        formatJson({
          items: queue.map(({ kind, id, name, status, date, responsible }) => ({ kind, id, name, status, date, responsible })),
          complete: coverage.complete,
          unknown: coverage.unknown,
        }),
      );
      for (const line of missing) writeNote(context, line);
      return exitFor(coverage);
    }
    if (objectives === 0 && coverage.hoshins.length === 0)
      writeNote(
        context,
        'no objective is known here yet: open one (hoshin get objective <id>, or any indicator or task) and run due again',
      );
    const checked = `${objectives} objective${objectives === 1 ? '' : 's'} checked`;
    const width = proseWidth(context.stdout);
    const say = (sentence: string) => context.stdout.write(`${proseLines(sentence, width).join('\n')}\n`);
    if (queue.length === 0) {
      say(
        coverage.complete
          ? `Nothing is due: every indicator is up to date and no open task is past its deadline (${checked}; the service's counters agree).`
          : `Nothing is due among what is known here (${checked}), but that is not the whole plan:`,
      );
    } else {
      context.stdout.write(dueTable(queue, width, cutMark(context.stdout)));
      if (missing.length > 0) say('These are the items known here, not all of the plan:');
    }
    if (missing.length > 0) context.stdout.write(`${indentedCoverage(missing, width).join('\n')}\n`);
    return exitFor(coverage);
  });
};
