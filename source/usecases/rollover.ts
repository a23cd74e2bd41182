// The year-end rollover made; each create noted in the ledger before and after, so a re-run makes only what is missing.
import { readDecimal, type JsonValue } from '../catalogue/values.js';
import { HoshinError } from '../core/errors.js';
import type { Journal } from '../journal/journal.js';
import type { Resource, ResourceClient } from '../core/resource.js';
import { rampStart, rampSteps } from '../domain/targets.js';
import { statusOf } from '../domain/task.js';
import { countedChildren } from '../index/counters.js';
import type { LocalIndex } from '../index/model.js';
import { madeIn, type LedgerData, type RolloverLedger } from './rollover-ledger.js';
import type { RolloverPlan } from './rollover-plan.js';
import { setTargets, type TargetRow } from './set-targets.js';

type Values = Record<string, JsonValue>;
type Made = 'hoshin' | 'goal' | 'area' | 'objective' | 'indicator' | 'task';

export interface RolloverRequest {
  readonly plan: RolloverPlan;
  readonly name: string;
  readonly ledger: RolloverLedger;
  /** The parent plan's own rollover, when it was made here: its objectives' new ids. */
  readonly parentRollover: LedgerData | null;
  /** The plan the new one is made under (the parent plan's new plan, else the old plan's parent); null at the top. */
  readonly parentPlanId: number | null;
  /** YYYY-MM: the ramp's steps run from the month after `from` to `by`; null: no targets. */
  readonly targets: { readonly from: string; readonly by: string } | null;
}

export interface RolloverResult {
  readonly hoshinId: number;
  readonly made: Readonly<Record<Made, number>>;
  readonly already: Readonly<Record<Made, number>>;
  readonly parentLinks: { readonly repointed: number; readonly kept: number };
  readonly targets: { readonly set: number; readonly same: number; readonly failed: readonly string[] } | null;
}

function copied(resource: Resource, fields: readonly string[]): Values {
  const values: Values = {};
  for (const field of fields) {
    const value = resource[field];
    if (value === undefined || value === null || value === '') continue;
    values[field] =
      typeof value === 'string' && ['goal', 'worst_value'].includes(field) ? (readDecimal(value) ?? value) : (value as JsonValue);
  }
  return values;
}

const zero = (): Record<Made, number> => ({ hoshin: 0, goal: 0, area: 0, objective: 0, indicator: 0, task: 0 });

/** The ledger's group, so a run that finishes an interrupted one adds to the same group. */
export async function inRolloverGroup<T>(journal: Journal, id: string, label: string, run: () => Promise<T>): Promise<T> {
  if (journal.grouping) return run();
  journal.grouping = { id, label: label.replace(/\s+/g, ' ').slice(0, 200) };
  try {
    return await run();
  } finally {
    journal.grouping = null;
  }
}

export async function makeRollover(client: ResourceClient, index: LocalIndex, request: RolloverRequest): Promise<RolloverResult> {
  const { plan, ledger } = request;
  const made = zero();
  const already = zero();
  let newHoshinId: number | null = null;
  /** The parent's counter of this kind of child: what tells whether an unanswered create was applied. */
  const counter = async (kind: Made, parentId: number): Promise<number | null> => {
    if (kind === 'hoshin') return countedChildren('company', await client.get('company', parentId), 'hoshin');
    if (newHoshinId === null) return null;
    return countedChildren('hoshin', await client.get('hoshin', newHoshinId), kind);
  };
  const makeOne = async (kind: Made, oldId: number, parentId: number, values: Values): Promise<number> => {
    const key = `${kind} ${oldId}`;
    const entry = ledger.entry(key);
    if (entry && 'id' in entry) {
      already[kind] += 1;
      return entry.id;
    }
    const listable = kind === 'indicator' || kind === 'task';
    if (entry) {
      // An earlier run sent this and its answer never came.
      if (listable) {
        const siblings = await client.list(kind, parentId);
        const earlier = siblings.find(
          (sibling) => sibling.name === values.name && sibling.deleted_at == null && statusOf(sibling) !== 'deleted',
        );
        if (earlier) {
          if (kind === 'task' && values.status === 'active' && statusOf(earlier) !== 'active')
            await client.update('task', earlier.id, { status: 'active' });
          ledger.made(key, earlier.id);
          already[kind] += 1;
          return earlier.id;
        }
      } else if (entry.counted === null || (await counter(kind, parentId)) !== entry.counted) {
        throw new HoshinError(
          'uncertain',
          `an earlier run sent the ${kind} "${String(values.name)}" (${key} of the old plan) and no answer came; the service now counts more than then, so it may have been made: check the new plan in the web address of hoshin ${newHoshinId ?? 'that was being made'}, then remove the duplicate or note its id in ${ledger.file}`,
        );
      }
    }
    ledger.begin(key, listable ? null : await counter(kind, parentId));
    const resource = await client.create(kind, parentId, values);
    ledger.made(key, resource.id);
    made[kind] += 1;
    return resource.id;
  };

  const old = plan.hoshin;
  newHoshinId = await makeOne('hoshin', old.id, plan.companyId, {
    ...copied(old, ['header', 'color', 'tasks_visible_days']),
    name: request.name,
    ...(request.parentPlanId === null ? {} : { parent_id: request.parentPlanId }),
  });
  const hoshinId = newHoshinId;
  for (const goal of plan.goals) await makeOne('goal', goal.id, hoshinId, copied(goal, ['name', 'position']));
  const areaOf = new Map<number, number>();
  for (const area of plan.areas)
    areaOf.set(area.id, await makeOne('area', area.id, hoshinId, copied(area, ['name', 'description', 'color', 'position'])));
  const objectiveOf = new Map<number, number>();
  let repointed = 0;
  let kept = 0;
  for (const objective of plan.objectives) {
    const area = areaOf.get(objective.area_id as number);
    if (area === undefined)
      throw new HoshinError(
        'invalid',
        `objective ${objective.id} lies in area ${String(objective.area_id)}, which is not known here: nothing more was sent`,
      );
    const values = copied(objective, ['name', 'description', 'responsible_id', 'obj_pos']);
    if (typeof objective.parent_id === 'number') {
      const renewed = madeIn(request.parentRollover, `objective ${objective.parent_id}`);
      values.parent_id = renewed ?? objective.parent_id;
      if (renewed === null) kept += 1;
      else repointed += 1;
    }
    objectiveOf.set(objective.id, await makeOne('objective', objective.id, area, values));
  }
  const indicatorOf = new Map<number, { id: number; old: Resource }>();
  for (const indicator of plan.indicators) {
    const fields = [
      'name',
      'description',
      'goal',
      'worst_value',
      'frequency',
      'responsible_id',
      'reminder',
      'show_on_parent',
      'show_on_charts',
      'ind_pos',
    ];
    const id = await makeOne(
      'indicator',
      indicator.id,
      objectiveOf.get(indicator.objective_id as number) as number,
      copied(indicator, fields),
    );
    indicatorOf.set(indicator.id, { id, old: indicator });
  }
  for (const task of plan.openTasks) {
    const values = copied(task, ['name', 'description', 'responsible_id', 'deadline', 'feeling', 'reminder', 'show_on_parent', 'tsk_pos']);
    if (statusOf(task) === 'active') values.status = 'active';
    await makeOne('task', task.id, objectiveOf.get(task.objective_id as number) as number, values);
  }
  const targets = request.targets === null ? null : await rampTargets(client, index, [...indicatorOf.values()], request.targets);
  ledger.finish();
  return { hoshinId, made, already, parentLinks: { repointed, kept }, targets };
}

/** Each new indicator's monthly targets: equal steps from the old one's last value to its goal. */
async function rampTargets(
  client: ResourceClient,
  index: LocalIndex,
  indicators: readonly { id: number; old: Resource }[],
  months: { readonly from: string; readonly by: string },
): Promise<NonNullable<RolloverResult['targets']>> {
  const rows: TargetRow[] = [];
  for (const { id, old } of indicators) {
    const goal = readDecimal(old.goal);
    if (goal === null) continue;
    for (const step of rampSteps(rampStart(old).value, goal, months.from, months.by) ?? [])
      rows.push({ indicatorId: id, day: step.day, goal: step.goal });
  }
  const outcomes = await setTargets(client, index, rows, { dryRun: false });
  return {
    set: outcomes.filter((o) => o.type === 'created' || o.type === 'updated').length,
    same: outcomes.filter((o) => o.type === 'same').length,
    failed: outcomes.flatMap((o) =>
      o.type === 'failed' || o.type === 'not-attempted' ? [`indicator ${o.row.indicatorId} ${o.row.day}: ${o.error.message}`] : [],
    ),
  };
}
