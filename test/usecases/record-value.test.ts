// The one record operation and what a scope covers, over an index and a scripted client: the day
// a value is for, same values skipped or finished, conflicts, a killed run's own value, dry runs;
// coverage against a hoshin's counters.
import { describe, expect, it } from 'vitest';
import type { KindName } from '../../source/catalogue/catalogue.js';
import { parseResource } from '../../source/catalogue/typed-resource.js';
import type { JsonValue } from '../../source/catalogue/values.js';
import { HoshinError } from '../../source/core/errors.js';
import type { Resource, ResourceClient } from '../../source/core/resource.js';
import { coverageOf } from '../../source/usecases/coverage.js';
import { LocalIndex } from '../../source/index/model.js';
import { dayForValue, recordValue } from '../../source/usecases/record-value.js';
import { openValuesSent } from '../../source/index/values-sent.js';
import { serviceIdentity } from '../../source/index/service-identity.js';
import { databaseAt, freshStateDir } from '../helpers/state-database.js';

const TODAY = '2026-11-24';
const INDICATOR: Resource = {
  id: 5,
  objective_id: 3,
  hoshin_id: 2,
  frequency: 'monthly',
  value: '40',
  goal: '100',
  worst_value: '0',
  last_update: '2026-09-30',
  next_update: '2026-10-31',
};

/** The indicator as a front end hands it in: read from the client or the index, so typed. */
const TYPED = parseResource('indicator', INDICATOR);

type Call = {
  readonly verb: 'get' | 'create' | 'update';
  readonly kind: string;
  readonly body?: Readonly<Record<string, JsonValue>>;
};

function scripted(options: { refuseCreate?: boolean } = {}): {
  client: Pick<ResourceClient, 'get' | 'create' | 'update'>;
  calls: Call[];
} {
  const calls: Call[] = [];
  let next = 900;
  const client: Pick<ResourceClient, 'get' | 'create' | 'update'> = {
    get: async (kind) => {
      calls.push({ verb: 'get', kind });
      return parseResource(kind, INDICATOR);
    },
    create: async (kind, _parent, body) => {
      calls.push({ verb: 'create', kind, body });
      if (options.refuseCreate)
        throw new HoshinError('invalid', 'day has already been taken', {
          status: 422,
          fieldErrors: { day: ['has already been taken'] },
        });
      return { id: (next += 1), indicator_id: 5, ...body } as Resource;
    },
    update: async (kind, id, body) => {
      calls.push({ verb: 'update', kind, body });
      return { ...INDICATOR, ...body, id } as Resource;
    },
  };
  return { client, calls };
}

function indexWith(...histories: Resource[]): LocalIndex {
  const index = new LocalIndex();
  index.applyEvent({ type: 'seen', kind: 'indicator', resource: INDICATOR });
  for (const history of histories) index.applyEvent({ type: 'seen', kind: 'indicator_history', resource: { indicator_id: 5, ...history } });
  return index;
}

describe('the day a value is for', () => {
  it('is the indicator’s next update when that has passed, else today', () => {
    expect(dayForValue(parseResource('indicator', INDICATOR), TODAY)).toEqual({ day: '2026-10-31', source: 'scheduled' });
    // Due within the week: the period's value typed early goes on its day.
    expect(dayForValue(parseResource('indicator', { ...INDICATOR, next_update: '2026-11-30' }), TODAY)).toEqual({
      day: '2026-11-30',
      source: 'due',
    });
    expect(dayForValue(parseResource('indicator', { ...INDICATOR, next_update: '2026-12-15' }), TODAY)).toEqual({
      day: TODAY,
      source: 'today',
    });
    expect(dayForValue(parseResource('indicator', { ...INDICATOR, next_update: TODAY }), TODAY)).toEqual({ day: TODAY, source: 'today' });
    expect(dayForValue(parseResource('indicator', { ...INDICATOR, next_update: null }), TODAY)).toEqual({ day: TODAY, source: 'today' });
  });

  it('is used when no day is given: the value goes on October’s day and moves the indicator there', async () => {
    const { client, calls } = scripted();
    const { outcome } = await recordValue(client, indexWith(), { indicatorId: 5, value: 41 }, { today: TODAY, indicator: TYPED });
    expect(outcome).toMatchObject({ type: 'recorded', day: '2026-10-31', daySource: 'scheduled' });
    expect(calls.map((call) => [call.verb, call.body?.day ?? call.body?.last_update])).toEqual([
      ['create', '2026-10-31'],
      ['update', '2026-10-31'],
    ]);
  });
});

describe('re-runs', () => {
  it('a day holding the same value newer than the indicator’s last update moves the indicator (finished), once', async () => {
    const { client, calls } = scripted();
    const index = indexWith({ id: 77, day: '2026-10-31', value: '41' });
    const { outcome } = await recordValue(
      client,
      index,
      { indicatorId: 5, value: 41, day: '2026-10-31' },
      { today: TODAY, indicator: TYPED },
    );
    expect(outcome).toMatchObject({ type: 'finished', historyId: 77 });
    expect(calls).toEqual([{ verb: 'update', kind: 'indicator', body: { value: 41, last_update: '2026-10-31' } }]);
    const moved = parseResource('indicator', { ...INDICATOR, value: '41', last_update: '2026-10-31' });
    const again = await recordValue(client, index, { indicatorId: 5, value: 41, day: '2026-10-31' }, { today: TODAY, indicator: moved });
    expect(again.outcome).toMatchObject({ type: 'skipped', historyId: 77 });
  });

  it('an older same value is skipped: the indicator has moved past it', async () => {
    const { client, calls } = scripted();
    const index = indexWith({ id: 70, day: '2026-08-31', value: '39' });
    const { outcome } = await recordValue(
      client,
      index,
      { indicatorId: 5, value: 39, day: '2026-08-31' },
      { today: TODAY, indicator: TYPED },
    );
    expect(outcome).toMatchObject({ type: 'skipped', historyId: 70 });
    expect(calls).toEqual([]);
  });

  it('another value is a conflict naming the value and its id; the indicator’s own day is known from it', async () => {
    const { client, calls } = scripted();
    const index = indexWith({ id: 70, day: '2026-08-31', value: '39' });
    expect(
      (await recordValue(client, index, { indicatorId: 5, value: 1, day: '2026-08-31' }, { today: TODAY, indicator: TYPED })).outcome,
    ).toMatchObject({
      type: 'conflict',
      existing: 39,
      historyId: 70,
    });
    expect(
      (await recordValue(client, index, { indicatorId: 5, value: 1, day: '2026-09-30' }, { today: TODAY, indicator: TYPED })).outcome,
    ).toMatchObject({
      type: 'conflict',
      existing: 40,
      historyId: null,
    });
    expect(calls).toEqual([]);
  });

  it('a refusal for a day this profile noted sending with the same value is that value, already there', async () => {
    const sent = openValuesSent(databaseAt(freshStateDir()), serviceIdentity('http://svc', 'k'));
    sent.note(5, '2026-10-31', 41);
    const { client } = scripted({ refuseCreate: true });
    const ours = await recordValue(
      client,
      indexWith(),
      { indicatorId: 5, value: 41, day: '2026-10-31' },
      { today: TODAY, indicator: TYPED, sent },
    );
    expect(ours.outcome).toMatchObject({ type: 'finished', historyId: null });
    // An older day noted the same way is already there, for every later run too.
    sent.note(5, '2026-07-31', 38);
    for (let run = 0; run < 2; run += 1) {
      const again = await recordValue(
        client,
        indexWith(),
        { indicatorId: 5, value: 38, day: '2026-07-31' },
        { today: TODAY, indicator: TYPED, sent },
      );
      expect(again.outcome).toMatchObject({ type: 'skipped', historyId: null });
    }
    // A refused send that was not noted before: the day is taken, its value is not seen (the
    // indicator's own day is another), so it is already there with its value unseen, never a
    // conflict; its note is settled by the answer, so the next run does not take that value for its own.
    const theirs = await recordValue(
      client,
      indexWith(),
      { indicatorId: 5, value: 41, day: '2026-08-31' },
      { today: TODAY, indicator: TYPED, sent },
    );
    expect(theirs.outcome).toMatchObject({ type: 'skipped', historyId: null, valueUnseen: true });
    expect(sent.sentValue(5, '2026-08-31')).toBeUndefined();
  });

  it('a day the service refused as taken is a conflict only when a read shows another value there', async () => {
    // Another machine recorded 3 on October's day and moved the indicator there, after this run's read.
    const moved = parseResource('indicator', { ...INDICATOR, value: '3', last_update: '2026-10-31' });
    const { client, calls } = scripted({ refuseCreate: true });
    const reading = { ...client, get: async <K extends KindName>(kind: K) => parseResource(kind, moved) };
    const other = await recordValue(
      reading,
      indexWith(),
      { indicatorId: 5, value: 41, day: '2026-10-31' },
      { today: TODAY, indicator: TYPED },
    );
    expect(other.outcome).toMatchObject({ type: 'conflict', existing: 3, historyId: null });
    const same = await recordValue(
      reading,
      indexWith(),
      { indicatorId: 5, value: 3, day: '2026-10-31' },
      { today: TODAY, indicator: TYPED },
    );
    expect(same.outcome).toMatchObject({ type: 'skipped', historyId: null });
    expect(same.outcome).not.toHaveProperty('valueUnseen');
    expect(calls.filter((call) => call.verb === 'update')).toEqual([]);
  });

  it('a moved indicator that failed leaves an unmoved outcome; a dry run sends nothing', async () => {
    const { client } = scripted();
    const failing = { ...client, update: async () => Promise.reject(new HoshinError('server', 'boom')) };
    expect(
      (await recordValue(failing, indexWith(), { indicatorId: 5, value: 41, day: '2026-10-31' }, { today: TODAY, indicator: TYPED }))
        .outcome,
    ).toMatchObject({ type: 'unmoved' });
    const dry = scripted();
    expect(
      (await recordValue(dry.client, indexWith(), { indicatorId: 5, value: 41 }, { today: TODAY, indicator: TYPED, dryRun: true })).outcome,
    ).toMatchObject({ type: 'would-record', moves: true });
    expect(dry.calls).toEqual([]);
  });
});

describe('coverage against a hoshin’s counters', () => {
  const hoshin: Resource = {
    id: 2,
    name: 'Plan',
    company_id: 1,
    objectives_count: 1,
    indicators_count: 2,
    tasks_count: 1,
    outdated_indicators_count: 1,
    outdated_tasks_count: 0,
  };
  const objective: Resource = { id: 3, area_id: 4, hoshin_id: 2 };

  it('is partial while the hoshin counts more indicators than are known, complete once they are', () => {
    const index = new LocalIndex();
    index.applyEvent({ type: 'seen', kind: 'hoshin', resource: hoshin });
    index.applyEvent({ type: 'seen', kind: 'objective', resource: objective });
    index.applyEvent({ type: 'listed', kind: 'indicator', scopeId: 3, resources: [INDICATOR] });
    index.applyEvent({
      type: 'listed',
      kind: 'task',
      scopeId: 3,
      resources: [{ id: 8, objective_id: 3, hoshin_id: 2, status: 'active' }],
    });
    const partial = coverageOf(index, { kind: 'hoshin', id: 2 }, TODAY);
    expect(partial).toMatchObject({ complete: false, unknown: { indicators: 1, tasks: 0 } });
    expect(partial.hoshins[0]).toMatchObject({
      indicators: { known: 1, counted: 2 },
      outdatedIndicators: { known: 1, counted: 1 },
    });
    index.applyEvent({
      type: 'listed',
      kind: 'indicator',
      scopeId: 3,
      resources: [INDICATOR, { ...INDICATOR, id: 6, next_update: '2026-12-31' }],
    });
    expect(coverageOf(index, { kind: 'hoshin', id: 2 }, TODAY)).toMatchObject({
      complete: true,
      unknown: { indicators: 0, tasks: 0 },
    });
  });

  it('an objective whose lists were never fetched, or a hoshin never fetched, is not complete', () => {
    const index = new LocalIndex();
    index.applyEvent({ type: 'seen', kind: 'objective', resource: objective });
    expect(coverageOf(index, { kind: 'objective', id: 3 }, TODAY).complete).toBe(false);
    expect(coverageOf(index, { kind: 'hoshin', id: 2 }, TODAY).complete).toBe(false);
  });
});
