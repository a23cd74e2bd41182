// The words of hoshin rollover: the plan shown before anything is made, and what was made.
import { visibleLine } from '../../../core/untrusted-text.js';
import type { RolloverResult } from '../../../usecases/rollover.js';
import type { RolloverPlan } from '../../../usecases/rollover-plan.js';
import { proseLines } from '../../terminal/footnote.js';

export interface PlanFacts {
  readonly plan: RolloverPlan;
  readonly name: string;
  /** The plan the new one goes under: the parent plan's new plan (renewed) or the old plan's parent; null at the top. */
  readonly parent: { readonly id: number; readonly renewed: boolean } | null;
  readonly repointed: number;
  readonly kept: number;
  /** YYYY-MM to YYYY-MM, or null without --targets. */
  readonly targets: { readonly from: string; readonly by: string } | null;
  /** --archive: the old plan archived afterwards, asked as a step of its own. */
  readonly archive: boolean;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export function planJson(facts: PlanFacts) {
  const { plan } = facts;
  return {
    from: { id: plan.hoshin.id, name: plan.hoshin.name ?? null, company_id: plan.companyId, parent_hoshin_id: plan.parentHoshinId },
    name: facts.name,
    parent_hoshin: facts.parent === null ? null : { id: facts.parent.id, new_plan_of_parent: facts.parent.renewed },
    archive_old_plan: facts.archive,
    will_make: {
      goals: plan.goals.length,
      areas: plan.areas.length,
      objectives: plan.objectives.length,
      indicators: plan.indicators.length,
      open_tasks: plan.openTasks.length,
      parent_links: { repointed: facts.repointed, kept: facts.kept },
      targets: facts.targets,
    },
    left_behind: {
      finished_tasks: plan.leftBehind.finishedTasks,
      discarded_tasks: plan.leftBehind.discardedTasks,
      history_values_known: plan.leftBehind.historyValues,
    },
    not_done: NOT_DONE,
  };
}

const NOT_DONE = ["each indicator's value and next update: the new plan starts without values, and the first value recorded sets them"];

function placeText(facts: PlanFacts): string {
  const { parent, plan } = facts;
  if (parent === null) return 'goes: at the top of the company, as the old plan is';
  if (parent.renewed)
    return `goes: under hoshin ${parent.id}, the new plan of the parent plan (hoshin ${String(plan.parentHoshinId)}), rolled over here already`;
  return `goes: under the old plan's parent, hoshin ${parent.id} (not rolled over here; roll it over first to put the new plan under its new one)`;
}

export function planText(facts: PlanFacts, width: number): string {
  const { plan } = facts;
  const links =
    facts.repointed + facts.kept === 0
      ? ''
      : ` (parent links: ${facts.repointed} re-pointed to the parent plan's new objectives, ${facts.kept} kept)`;
  const targets =
    facts.targets === null
      ? ''
      : `; monthly targets from ${facts.targets.from} (exclusive) to ${facts.targets.by}, a ramp from each old indicator's last value to its goal`;
  const sentences: [string, string][] = [
    [
      `Rollover of hoshin ${plan.hoshin.id} "${visibleLine(typeof plan.hoshin.name === 'string' ? plan.hoshin.name : '')}" into a new plan "${visibleLine(facts.name)}" in company ${plan.companyId}:`,
      '',
    ],
    [
      `will make: 1 hoshin, ${plural(plan.goals.length, 'long-term goal')}, ${plural(plan.areas.length, 'area')}, ${plural(plan.objectives.length, 'objective')}${links}, ${plural(plan.indicators.length, 'indicator')} (goal, worst value, frequency, owner; no values), ${plural(plan.openTasks.length, 'open task')} (backlog and active, with owners and deadlines)${targets}`,
      '- ',
    ],
    [placeText(facts), '- '],
    [
      `stays behind: ${plural(plan.leftBehind.finishedTasks, 'finished task')}, ${plural(plan.leftBehind.discardedTasks, 'discarded task')}, every history value (${plan.leftBehind.historyValues} known here), and the old plan itself, ${facts.archive ? 'archived afterwards if you say so when asked again' : 'left as it is'}`,
      '- ',
    ],
    ...NOT_DONE.map((line): [string, string] => [`not done here: ${line}`, '- ']),
  ];
  return `${sentences.flatMap(([text, first]) => proseLines(text, width, first, first === '' ? '' : '  ')).join('\n')}\n`;
}

const KINDS = ['hoshin', 'goal', 'area', 'objective', 'indicator', 'task'] as const;

function counts(record: Readonly<Record<(typeof KINDS)[number], number>>): string {
  const parts = KINDS.filter((kind) => record[kind] > 0).map((kind) => plural(record[kind], kind === 'goal' ? 'long-term goal' : kind));
  return parts.length === 0 ? 'nothing' : parts.join(', ');
}

export function resultText(result: RolloverResult, name: string, group: string, width: number): string {
  const made = counts(result.made);
  const sentences = [
    `Made hoshin ${result.hoshinId} "${visibleLine(name)}": ${made}${made === 'nothing' ? ' new' : ''}.`,
    ...(counts(result.already) === 'nothing' ? [] : [`Already made by an earlier run: ${counts(result.already)}.`]),
    ...(result.targets === null
      ? []
      : [
          `Monthly targets: ${result.targets.set} set, ${result.targets.same} already there${result.targets.failed.length > 0 ? `, ${result.targets.failed.length} not set: ${result.targets.failed.join('; ')}` : ''}.`,
        ]),
    `See it with: hoshin get hoshin ${result.hoshinId}; its changes are journal group ${group} (hoshin log lists them).`,
  ];
  return `${sentences.flatMap((text) => proseLines(text, width)).join('\n')}\n`;
}

export function resultJson(result: RolloverResult, name: string) {
  const { made, already, targets } = result;
  return { hoshin_id: result.hoshinId, name, made, already, parent_links: result.parentLinks, targets };
}
