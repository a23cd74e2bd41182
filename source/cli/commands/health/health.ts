// hoshin health: the service's counters of a hoshin, and the items behind them known here.
import { writeNote } from '../../terminal/stderr-lines.js';
import { healthPercentText, planHealth, type PlanHealth } from '../../../domain/health.js';
import { localDay } from '../../../domain/dates.js';
import { momentWords } from '../../../domain/relative-dates.js';
import type { Resource } from '../../../core/resource.js';
import { coverageOf, type Coverage } from '../../../usecases/coverage.js';
import { healthItems, type HealthItems } from '../../../usecases/review-queries.js';
import { coverageLines, exitFor, indentedCoverage } from '../../coverage-text.js';
import { PIPED_PROSE_WIDTH, proseLines, proseWidth } from '../../terminal/footnote.js';
import { refreshScope } from '../../refresh-scope.js';
import { parseId } from '../../args.js';
import { withConnection } from '../../connection.js';
import type { CommandRun } from '../../specs/types.js';
import { formatTable, printAnswer } from '../../output.js';
import { unexpectedArguments } from '../../usage-error.js';
import { valueText } from '../../../catalogue/values.js';

/** Whole, as the console's header and the review pack word it. */
const percent = healthPercentText;

/** When the service computed the figures, in words; the text as sent (made safe) when it is no moment. */
function computedWords(updatedAt: unknown, now: number): string {
  if (updatedAt === null || updatedAt === undefined || updatedAt === '') return '';
  return `, computed ${momentWords(updatedAt, now) ?? valueText(updatedAt)}`;
}

export function healthText(
  hoshin: Resource,
  health: PlanHealth,
  items: HealthItems,
  now: number,
  coverage?: Coverage,
  width = PIPED_PROSE_WIDTH,
): string {
  const name = typeof hoshin.name === 'string' ? hoshin.name : `hoshin ${hoshin.id}`;
  const rows = [
    ['Overall', percent(health.overall), ''],
    [
      'Objectives',
      percent(health.objectives),
      `${health.neglected_objectives} neglected, ${health.blind_objectives} blind of ${valueText(hoshin.objectives_count ?? 0)}`,
    ],
    ['Indicators', percent(health.indicators), `${health.outdated_indicators} outdated of ${valueText(hoshin.indicators_count ?? 0)}`],
    ['Tasks', percent(health.tasks), `${health.outdated_tasks} outdated of ${valueText(hoshin.tasks_count ?? 0)} open`],
  ];
  const lines = [
    ...proseLines(`Plan health of ${name} (hoshin ${hoshin.id})${computedWords(health.updated_at, now)}`, width),
    formatTable(rows).trimEnd(),
  ];
  const list = (title: string, resources: readonly Resource[], kind: string) => {
    if (resources.length === 0) return;
    lines.push(`${title} known here:`);
    for (const resource of resources) lines.push(`  ${kind} ${resource.id}  ${valueText(resource.name ?? '')}`);
  };
  list('Neglected objectives', items.neglected, 'objective');
  list('Blind objectives', items.blind, 'objective');
  list('Outdated indicators', items.outdatedIndicators, 'indicator');
  list('Outdated tasks', items.outdatedTasks, 'task');
  const missing = coverage ? coverageLines(coverage) : [];
  if (missing.length > 0)
    lines.push(...proseLines('The items behind these figures are known here only in part:', width), ...indentedCoverage(missing, width));
  return `${lines.join('\n')}\n`;
}

export const run: CommandRun = async (parsed, context) => {
  const [idWord, ...extra] = parsed.positionals;
  const id = parseId(idWord, 'hoshin id');
  if (extra.length > 0) throw unexpectedArguments(extra);
  return withConnection(parsed.globals, context, async (connection) => {
    const scope = { kind: 'hoshin', id } as const;
    await connection.client.get('hoshin', id);
    await refreshScope(connection, scope, ['indicator', 'task'], context);
    const hoshin = connection.index.get('hoshin', id)?.resource ?? (await connection.client.get('hoshin', id));
    const health = planHealth(hoshin);
    const today = localDay(context.now());
    const coverage = coverageOf(connection.index, scope, today);
    const objectives = coverage.hoshins[0]?.objectives;
    const unknownObjectives = objectives?.counted == null ? 0 : Math.max(0, objectives.counted - objectives.known);
    const json = { ...health, complete: coverage.complete, unknown: { objectives: unknownObjectives, ...coverage.unknown } };
    await printAnswer(parsed, context, json, () =>
      healthText(hoshin, health, healthItems(connection.index, scope, today), context.now(), coverage, proseWidth(context.stdout)),
    );
    if (parsed.globals.json) for (const line of coverageLines(coverage)) writeNote(context, line);
    return exitFor(coverage);
  });
};
