// Indicator values as the service records them.
import { knownField } from '../catalogue/catalogue.js';
import { checkJsonValue } from '../catalogue/values.js';
import { instantOf, utcDay } from '../domain/dates.js';
import { advanceByFrequency, type Frequency } from '../domain/indicator.js';
import type { FieldErrors, FlavourAnswers } from './answers.js';
import { refreshDerived } from './derived-columns.js';
import { blankResource, renderValue } from './records.js';
import { reply, type SandboxReply } from './replies.js';
import type { Resource, SandboxStore } from './sandbox-records-store.js';

/** PUT /indicators/:id with `value`: only value and last_update count (the service's value-update rules). */
export function recordIndicatorValue(
  store: SandboxStore,
  now: () => number,
  answers: FlavourAnswers,
  indicator: Resource,
  attributes: Record<string, unknown>,
): SandboxReply {
  const errors: FieldErrors = {};
  const valueCheck = checkJsonValue(knownField('indicator', 'value'), attributes.value);
  if (!valueCheck.ok) errors.value = [valueCheck.error];
  else if (valueCheck.value === null) errors.value = ["can't be blank"];
  let givenDay: string | null = null;
  if (attributes.last_update !== undefined && attributes.last_update !== null) {
    const dayCheck = checkJsonValue(knownField('indicator', 'last_update'), attributes.last_update);
    if (dayCheck.ok) givenDay = dayCheck.value as string;
    else errors.last_update = [dayCheck.error];
  }
  const frequency = indicator.frequency as Frequency | null;
  if (frequency === null) errors.frequency = ['must be set before a value can be recorded'];
  if (Object.keys(errors).length > 0 || !valueCheck.ok || frequency === null) return answers.valueRefused(errors, indicator);

  const nowMs = now();
  const nextUpdate = indicator.next_update as string | null;
  const day = givenDay ?? nextUpdate ?? utcDay(nowMs);
  const value = renderValue(knownField('indicator', 'value'), valueCheck.value);
  const updated: Resource = { ...indicator, last_value: indicator.value ?? null, value, last_update: day };
  if (nextUpdate === null) updated.next_update = advanceByFrequency(day, frequency);
  else if (day >= nextUpdate) updated.next_update = advanceByFrequency(nextUpdate, frequency);
  updated.updated_at = instantOf(nowMs);
  store.put('indicator', updated);

  const row = store.where('indicator_history', 'indicator_id', indicator.id ?? null).find((h) => h.day === day);
  if (row) {
    store.put('indicator_history', {
      ...row,
      value,
      goal: row.goal ?? indicator.goal ?? null,
      updated_at: instantOf(nowMs),
    });
  } else {
    store.put('indicator_history', {
      ...blankResource('indicator_history'),
      id: store.nextId('indicator_history'),
      day,
      value,
      goal: indicator.goal ?? null,
      indicator_id: indicator.id ?? null,
      company_id: indicator.company_id ?? null,
      responsible_id: indicator.responsible_id ?? null,
      created_at: instantOf(nowMs),
      updated_at: instantOf(nowMs),
    });
  }
  refreshDerived(store, now);
  return reply(200, store.get('indicator', indicator.id as number), undefined, true);
}

/** The public implementation's destroyed_history!: the indicator moves to the latest other row up to its next_update, with or without a value. */
export function afterHistoryDeleted(store: SandboxStore, now: () => number, row: Resource): void {
  const indicator = store.get('indicator', row.indicator_id as number);
  if (!indicator || indicator.last_update !== row.day) return;
  const bound = typeof indicator.next_update === 'string' ? indicator.next_update : null;
  const latest = store
    .where('indicator_history', 'indicator_id', indicator.id ?? null)
    .filter((other) => other.id !== row.id && (bound === null || String(other.day) <= bound))
    .sort((a, b) => String(b.day).localeCompare(String(a.day)))[0];
  const frequency = indicator.frequency as Frequency | null;
  const day = typeof latest?.day === 'string' ? latest.day : null;
  store.put('indicator', {
    ...indicator,
    value: latest?.value ?? null,
    last_value: indicator.value ?? null,
    ...(latest?.goal !== null && latest?.goal !== undefined ? { goal: latest.goal } : {}),
    last_update: day,
    ...(day !== null && frequency !== null ? { next_update: advanceByFrequency(day, frequency) } : {}),
    updated_at: instantOf(now()),
  });
  refreshDerived(store, now);
}

export function dayTaken(store: SandboxStore, indicatorId: number, day: string): boolean {
  for (const row of store.scan('indicator_history')) if (row.indicator_id === indicatorId && row.day === day) return true;
  return false;
}

/** The service's daily job (update_indicators.rb): a goal on a row of `day` becomes its indicator's goal; the ids changed. */
export function moveGoalsToTargets(store: SandboxStore, now: () => number, day: string): number[] {
  const moved: number[] = [];
  for (const row of [...store.scan('indicator_history')]) {
    if (row.day !== day || row.goal === null || row.goal === undefined) continue;
    const indicator = store.get('indicator', row.indicator_id as number);
    if (!indicator || indicator.goal === row.goal) continue;
    store.put('indicator', { ...indicator, goal: row.goal, updated_at: instantOf(now()) });
    moved.push(indicator.id as number);
  }
  if (moved.length > 0) refreshDerived(store, now);
  return moved;
}
