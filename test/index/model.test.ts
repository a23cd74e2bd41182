import { describe, expect, it } from 'vitest';
import { HoshinError } from '../../source/core/errors.js';
import type { Resource } from '../../source/core/resource.js';
import { LocalIndex } from '../../source/index/model.js';
import { validateExport } from '../../source/index/stored-entries.js';

function company(id: number, name: string): Resource {
  return { id, name, hoshins_count: 1 };
}
function hoshin(id: number, companyId: number, name: string, position = 1): Resource {
  return { id, name, company_id: companyId, position };
}
function area(id: number, hoshinId: number, name: string, position = 1): Resource {
  return { id, name, hoshin_id: hoshinId, position };
}
function goal(id: number, hoshinId: number, name: string): Resource {
  return { id, name, hoshin_id: hoshinId, position: 1 };
}
function objective(id: number, areaId: number, name: string, objPos: number | null = 1): Resource {
  return { id, name, area_id: areaId, obj_pos: objPos };
}
function indicator(id: number, objectiveId: number, name: string, indPos = 1): Resource {
  return { id, name, objective_id: objectiveId, ind_pos: indPos, value: '10.0' };
}
function task(id: number, objectiveId: number, name: string, tskPos = 1): Resource {
  return { id, name, objective_id: objectiveId, tsk_pos: tskPos, status: 'backlog' };
}
function history(id: number, indicatorId: number, day: string, value = '1.0'): Resource {
  return { id, indicator_id: indicatorId, day, value, goal: '100.0', previous: null, comment: '' };
}

/** company 1 > hoshin 10 > area 100 (+ goal 150) > objective 1000 > indicator 5000 (> history 9000), task 7000 */
function sampleIndex(clock = () => 1_000): LocalIndex {
  const index = new LocalIndex({ now: clock });
  index.applyEvent({ type: 'seen', kind: 'company', resource: company(1, 'Acme') });
  index.applyEvent({ type: 'seen', kind: 'hoshin', resource: hoshin(10, 1, 'Plan 2026') });
  index.applyEvent({ type: 'seen', kind: 'area', resource: area(100, 10, 'Sales') });
  index.applyEvent({ type: 'seen', kind: 'goal', resource: goal(150, 10, 'Grow') });
  index.applyEvent({ type: 'seen', kind: 'objective', resource: objective(1000, 100, 'More customers') });
  index.applyEvent({ type: 'seen', kind: 'indicator', resource: indicator(5000, 1000, 'New customers') });
  index.applyEvent({ type: 'seen', kind: 'task', resource: task(7000, 1000, 'Call them') });
  index.applyEvent({ type: 'seen', kind: 'indicator_history', resource: history(9000, 5000, '2026-01-31') });
  return index;
}

describe('LocalIndex events', () => {
  it('upserts what the service showed, with parent, name and time seen', () => {
    let now = 5;
    const index = new LocalIndex({ now: () => now });
    index.applyEvent({ type: 'seen', kind: 'objective', resource: objective(42, 7, 'Sales') });
    expect(index.get('objective', 42)).toEqual({
      kind: 'objective',
      id: 42,
      parentKind: 'area',
      parentId: 7,
      name: 'Sales',
      resource: objective(42, 7, 'Sales'),
      seenAt: 5,
    });
    now = 9;
    index.applyEvent({ type: 'seen', kind: 'objective', resource: objective(42, 7, 'Sales up') });
    expect(index.get('objective', 42)?.name).toBe('Sales up');
    expect(index.get('objective', 42)?.seenAt).toBe(9);
    expect(index.count()).toBe(1);
  });

  it('moves a resource whose parent changed to its new siblings', () => {
    const index = sampleIndex();
    index.applyEvent({ type: 'seen', kind: 'area', resource: area(101, 10, 'Operations') });
    index.applyEvent({ type: 'seen', kind: 'objective', resource: objective(1000, 101, 'More customers') });
    expect(index.children('area', 100, 'objective')).toEqual([]);
    expect(index.children('area', 101, 'objective').map((e) => e.id)).toEqual([1000]);
  });

  it('ignores a resource without a usable id, and notifies listeners of real changes only', () => {
    const index = new LocalIndex();
    let changes = 0;
    index.subscribe(() => (changes += 1));
    index.applyEvent({ type: 'seen', kind: 'area', resource: { id: null } as unknown as Resource });
    index.applyEvent({ type: 'gone', kind: 'area', id: 5 });
    expect(changes).toBe(0);
    index.applyEvent({ type: 'seen', kind: 'area', resource: area(5, 1, 'A') });
    expect(changes).toBe(1);
    expect(index.revision).toBe(1);
  });

  it('gone removes the resource and every known descendant', () => {
    const index = sampleIndex();
    index.applyEvent({
      type: 'listed',
      kind: 'indicator',
      scopeId: 1000,
      resources: [indicator(5000, 1000, 'New customers')],
    });
    index.applyEvent({ type: 'gone', kind: 'area', id: 100 });
    expect(index.get('area', 100)).toBeUndefined();
    expect(index.get('objective', 1000)).toBeUndefined();
    expect(index.get('indicator', 5000)).toBeUndefined();
    expect(index.get('task', 7000)).toBeUndefined();
    expect(index.get('indicator_history', 9000)).toBeUndefined();
    expect(index.isComplete('objective', 1000, 'indicator')).toBe(false);
    expect(index.get('goal', 150)?.name).toBe('Grow');
    expect(index.count()).toBe(3);
    expect(index.children('hoshin', 10, 'area')).toEqual([]);
  });

  it('gone also removes what names it as an ancestor though the chain between them was never fetched', () => {
    const index = sampleIndex();
    // Fetched alone by id: its objective and area are not known here, its hoshin is.
    index.applyEvent({
      type: 'seen',
      kind: 'indicator',
      resource: { ...indicator(5100, 1900, 'Lone'), area_id: 190, hoshin_id: 10, company_id: 1 },
    });
    index.applyEvent({ type: 'seen', kind: 'indicator_history', resource: history(9100, 5100, '2026-02-28') });
    // Another hoshin's indicator whose parent objective points here is not a descendant.
    index.applyEvent({
      type: 'seen',
      kind: 'indicator',
      resource: { ...indicator(5200, 2900, 'Elsewhere'), hoshin_id: 20, parent_objective_id: 1000 },
    });
    index.applyEvent({ type: 'gone', kind: 'hoshin', id: 10 });
    expect(index.get('indicator', 5100)).toBeUndefined();
    expect(index.get('indicator_history', 9100)).toBeUndefined();
    expect(index.get('objective', 1000)).toBeUndefined();
    expect(index.get('indicator', 5200)?.name).toBe('Elsewhere');
    expect(index.all('company').map((e) => e.id)).toEqual([1]);
    expect(index.count()).toBe(2);
  });

  it('a listed scope upserts all, removes the siblings it lacks (with their children), and becomes complete', () => {
    const index = sampleIndex();
    index.applyEvent({ type: 'seen', kind: 'indicator', resource: indicator(5001, 1000, 'Churn', 2) });
    expect(index.isComplete('objective', 1000, 'indicator')).toBe(false);
    index.applyEvent({
      type: 'listed',
      kind: 'indicator',
      scopeId: 1000,
      resources: [indicator(5001, 1000, 'Churn', 2), indicator(5002, 1000, 'Revenue', 1)],
    });
    expect(index.children('objective', 1000, 'indicator').map((e) => e.id)).toEqual([5002, 5001]);
    expect(index.get('indicator', 5000)).toBeUndefined();
    expect(index.get('indicator_history', 9000)).toBeUndefined();
    expect(index.isComplete('objective', 1000, 'indicator')).toBe(true);
    expect(index.isComplete('objective', 1000, 'task')).toBe(false);
    expect(index.allChildrenKnown('objective', 1000)).toBe(false);
    index.applyEvent({ type: 'listed', kind: 'task', scopeId: 1000, resources: [] });
    expect(index.get('task', 7000)).toBeUndefined();
    expect(index.allChildrenKnown('objective', 1000)).toBe(true);
    // Other objectives' indicators are not touched by this list.
    index.applyEvent({ type: 'seen', kind: 'indicator', resource: indicator(6000, 2000, 'Elsewhere') });
    index.applyEvent({ type: 'listed', kind: 'indicator', scopeId: 1000, resources: [] });
    expect(index.get('indicator', 6000)?.name).toBe('Elsewhere');
  });

  it('lists of companies make the roots complete; kinds the service cannot list never are', () => {
    const index = sampleIndex();
    expect(index.isComplete(null, null, 'company')).toBe(false);
    index.applyEvent({
      type: 'listed',
      kind: 'company',
      scopeId: null,
      resources: [company(2, 'Beta'), company(1, 'Acme')],
    });
    expect(index.roots().map((e) => e.name)).toEqual(['Acme', 'Beta']);
    expect(index.isComplete(null, null, 'company')).toBe(true);
    expect(index.isComplete('company', 1, 'hoshin')).toBe(false);
    expect(index.isComplete('area', 100, 'objective')).toBe(false);
    expect(index.isComplete('indicator', 5000, 'indicator_history')).toBe(false);
    index.applyEvent({ type: 'listed', kind: 'company', scopeId: null, resources: [company(2, 'Beta')] });
    expect(index.get('company', 1)).toBeUndefined();
    expect(index.get('hoshin', 10)).toBeUndefined();
    expect(index.count()).toBe(1);
  });

  it('keeps invoices under their subscription', () => {
    const index = new LocalIndex();
    const invoice = (id: number) => ({ id, description: `Invoice ${id}`, subscription_id: 3, total_amount: '10.00' });
    index.applyEvent({ type: 'listed', kind: 'invoice', scopeId: 3, resources: [invoice(2), invoice(1)] });
    expect(index.children('subscription', 3, 'invoice').map((e) => e.id)).toEqual([1, 2]);
    expect(index.isComplete('subscription', 3, 'invoice')).toBe(true);
    expect(index.get('invoice', 2)?.parentKind).toBe('subscription');
    expect(index.ancestors('invoice', 2)).toEqual([]);
  });
});

describe('LocalIndex queries', () => {
  it('sorts children by position, then name; positionless last; histories by day', () => {
    const index = new LocalIndex();
    index.applyEvent({ type: 'seen', kind: 'objective', resource: objective(1, 9, 'b', 2) });
    index.applyEvent({ type: 'seen', kind: 'objective', resource: objective(2, 9, 'a', 2) });
    index.applyEvent({ type: 'seen', kind: 'objective', resource: objective(3, 9, 'z', 1) });
    index.applyEvent({ type: 'seen', kind: 'objective', resource: objective(4, 9, 'c', null) });
    index.applyEvent({ type: 'seen', kind: 'objective', resource: objective(5, 9, 'item 10', 10) });
    expect(index.children('area', 9, 'objective').map((e) => e.id)).toEqual([3, 2, 1, 5, 4]);
    index.applyEvent({ type: 'seen', kind: 'indicator_history', resource: history(30, 8, '2026-03-01') });
    index.applyEvent({ type: 'seen', kind: 'indicator_history', resource: history(10, 8, '2026-12-01') });
    index.applyEvent({ type: 'seen', kind: 'indicator_history', resource: history(20, 8, '2026-01-15') });
    expect(index.children('indicator', 8, 'indicator_history').map((e) => e.name)).toEqual(['2026-01-15', '2026-03-01', '2026-12-01']);
  });

  it('re-sorts after a position changes', () => {
    const index = new LocalIndex();
    index.applyEvent({ type: 'seen', kind: 'task', resource: task(1, 9, 'first', 1) });
    index.applyEvent({ type: 'seen', kind: 'task', resource: task(2, 9, 'second', 2) });
    expect(index.children('objective', 9, 'task').map((e) => e.id)).toEqual([1, 2]);
    index.applyEvent({ type: 'seen', kind: 'task', resource: task(1, 9, 'first', 3) });
    expect(index.children('objective', 9, 'task').map((e) => e.id)).toEqual([2, 1]);
  });

  it('gives the ancestry root first, and what a delete would take with it', () => {
    const index = sampleIndex();
    expect(index.ancestors('indicator_history', 9000).map((e) => `${e.kind} ${e.id}`)).toEqual([
      'company 1',
      'hoshin 10',
      'area 100',
      'objective 1000',
      'indicator 5000',
    ]);
    expect(index.ancestors('company', 1)).toEqual([]);
    expect(index.descendants('hoshin', 10).map((e) => `${e.kind} ${e.id}`)).toEqual([
      'area 100',
      'objective 1000',
      'indicator 5000',
      'indicator_history 9000',
      'task 7000',
      'goal 150',
    ]);
    expect(index.descendants('task', 7000)).toEqual([]);
    // A chain with a gap stops where the index stops knowing.
    index.applyEvent({ type: 'seen', kind: 'objective', resource: objective(1001, 555, 'Orphan') });
    expect(index.ancestors('objective', 1001)).toEqual([]);
  });

  it('searches ids and names, best matches first', () => {
    const index = sampleIndex();
    index.applyEvent({ type: 'seen', kind: 'objective', resource: objective(1002, 100, 'Customers happier') });
    index.applyEvent({ type: 'seen', kind: 'area', resource: area(1000, 10, 'Warehouse') });
    expect(index.search('customers').map((e) => e.id)).toEqual([1002, 1000, 5000]);
    expect(index.search('1000').map((e) => `${e.kind} ${e.id}`)).toEqual(['area 1000', 'objective 1000']);
    expect(index.search('CUSTOMERS', { kind: 'indicator' }).map((e) => e.id)).toEqual([5000]);
    expect(index.search('  ')).toEqual([]);
    expect(index.search('nothing like it')).toEqual([]);
    expect(index.search('c', { limit: 2 })).toHaveLength(2);
  });

  it('lists all of a kind and counts', () => {
    const index = sampleIndex();
    expect(index.all('objective').map((e) => e.id)).toEqual([1000]);
    expect(index.count()).toBe(8);
    expect(index.count('indicator_history')).toBe(1);
  });

  it('stays fast with 10,000 objectives', () => {
    const index = new LocalIndex();
    for (let a = 1; a <= 100; a += 1) index.applyEvent({ type: 'seen', kind: 'area', resource: area(a, 1, `Area ${a}`) });
    for (let o = 1; o <= 10_000; o += 1) {
      index.applyEvent({ type: 'seen', kind: 'objective', resource: objective(o, (o % 100) + 1, `Objective ${o}`, o) });
    }
    expect(index.count('objective')).toBe(10_000);
    expect(index.children('area', 1, 'objective')).toHaveLength(100);
    expect(index.get('objective', 9_999)?.parentId).toBe(100);
    index.applyEvent({ type: 'gone', kind: 'area', id: 1 });
    expect(index.count('objective')).toBe(9_900);
  });
});

describe('size', () => {
  it('holds 10,000 full objectives and 10,000 indicators in well under 150 MiB', () => {
    const before = process.memoryUsage().heapUsed;
    const index = new LocalIndex();
    for (let id = 1; id <= 10_000; id += 1) {
      index.applyEvent({
        type: 'seen',
        kind: 'objective',
        resource: {
          ...objective(id, (id % 200) + 1, `Objective number ${id} of the plan`, id),
          description: 'Reduce the time from order to delivery across every plant and product line.',
          responsible_id: 7,
          parent_id: null,
          hoshin_id: 3,
          company_id: 1,
          creator_id: 7,
          neglected: false,
          blind: false,
          hidden: false,
          created_at: '2026-01-28T18:28:23.492+01:00',
          updated_at: '2026-01-29T09:21:33.533+01:00',
          deleted_at: null,
        },
      });
      index.applyEvent({
        type: 'seen',
        kind: 'indicator',
        resource: { ...indicator(id, id, `Indicator ${id}`), goal: '100.0', worst_value: '0.0' },
      });
    }
    for (let area = 1; area <= 200; area += 1) index.children('area', area, 'objective');
    const used = process.memoryUsage().heapUsed - before;
    expect(index.count()).toBe(20_000);
    expect(used).toBeLessThan(150 * 1024 * 1024);
  });
});

describe('export and import', () => {
  it('exports ids, kinds, parents and names only', () => {
    const index = sampleIndex();
    const document = index.exportIndex();
    expect(document.format).toBe('hoshin-index');
    expect(document.version).toBe(1);
    expect(document.entries).toContainEqual({
      kind: 'objective',
      id: 1000,
      parentKind: 'area',
      parentId: 100,
      name: 'More customers',
    });
    expect(document.entries).toContainEqual({ kind: 'company', id: 1, parentKind: null, parentId: null, name: 'Acme' });
    for (const entry of document.entries) expect(Object.keys(entry).sort()).toEqual(['id', 'kind', 'name', 'parentId', 'parentKind']);
    expect(JSON.stringify(document)).not.toContain('10.0'); // no values leave the machine
  });

  it('round-trips into an empty index, and merging twice changes nothing', () => {
    const source = sampleIndex();
    const target = new LocalIndex();
    const document = JSON.parse(JSON.stringify(source.exportIndex())) as unknown;
    expect(target.importIndex(document)).toEqual({ added: 8, updated: 0, unchanged: 0 });
    expect(target.ancestors('indicator_history', 9000).map((e) => e.id)).toEqual([1, 10, 100, 1000, 5000]);
    expect(target.get('indicator_history', 9000)).toMatchObject({ name: '2026-01-31', resource: null, seenAt: null });
    expect(target.importIndex(document)).toEqual({ added: 0, updated: 0, unchanged: 8 });
  });

  it('never overwrites what the service showed, but updates name-only entries', () => {
    const index = sampleIndex();
    index.importIndex({
      format: 'hoshin-index',
      version: 1,
      entries: [{ kind: 'objective', id: 77, parentKind: 'area', parentId: 100, name: 'Old name' }],
    });
    const result = index.importIndex({
      format: 'hoshin-index',
      version: 1,
      entries: [
        { kind: 'objective', id: 1000, parentKind: 'area', parentId: 999, name: 'Renamed elsewhere' },
        { kind: 'objective', id: 77, parentKind: 'area', parentId: 100, name: 'New name' },
        { kind: 'goal', id: 151, parentKind: 'hoshin', parentId: 10, name: null },
      ],
    });
    expect(result).toEqual({ added: 1, updated: 1, unchanged: 1 });
    expect(index.get('objective', 1000)?.name).toBe('More customers');
    expect(index.get('objective', 1000)?.parentId).toBe(100);
    expect(index.get('objective', 77)?.name).toBe('New name');
    expect(index.children('hoshin', 10, 'goal').map((e) => e.id)).toEqual([150, 151]);
  });

  const base = { format: 'hoshin-index', version: 1 };
  const good = { kind: 'area', id: 5, parentKind: 'hoshin', parentId: 10, name: 'Sales' };
  const invalid: [string, unknown, string][] = [
    ['not an object', [], 'not an index export'],
    ['wrong format', { ...base, format: 'other', entries: [] }, 'format must be "hoshin-index"'],
    ['wrong version', { ...base, version: 2, entries: [] }, 'unsupported index export version 2'],
    ['extra top-level field', { ...base, entries: [], secret: 'x' }, 'unexpected field "secret"'],
    ['no entries', { ...base }, 'no "entries" list'],
    ['unknown kind', { ...base, entries: [good, { ...good, kind: 'objectiv' }] }, 'entry 2 of 2: kind "objectiv" is not a kind'],
    ['bad id', { ...base, entries: [{ ...good, id: '5' }] }, 'entry 1 of 1: area id "5" is not a positive whole number'],
    ['negative id', { ...base, entries: [{ ...good, id: -5 }] }, 'is not a positive whole number'],
    ['wrong parent kind', { ...base, entries: [{ ...good, parentKind: 'area' }] }, 'parentKind must be "hoshin"'],
    [
      'company with a parent',
      { ...base, entries: [{ kind: 'company', id: 1, parentKind: null, parentId: 3, name: 'A' }] },
      'parentId 3 is not null',
    ],
    ['bad parent id', { ...base, entries: [{ ...good, parentId: 1.5 }] }, 'parentId 1.5'],
    ['bad name', { ...base, entries: [{ ...good, name: 42 }] }, 'name must be text or null'],
    ['extra entry field', { ...base, entries: [{ ...good, resource: { id: 5 } }] }, 'unexpected field "resource"'],
    ['duplicate', { ...base, entries: [good, { ...good, name: 'Again' }] }, 'entry 2 of 2: area 5 is already entry 1'],
  ];
  for (const [label, document, message] of invalid) {
    it(`refuses an invalid document (${label}) with one clear error and merges nothing`, () => {
      const index = sampleIndex();
      const before = index.exportIndex();
      let error: unknown;
      try {
        index.importIndex(document);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(HoshinError);
      expect((error as HoshinError).kind).toBe('invalid');
      expect((error as HoshinError).message).toContain(message);
      expect(index.exportIndex()).toEqual(before);
    });
  }

  it('validates without an index too', () => {
    expect(validateExport({ ...base, entries: [good] })).toEqual([good]);
  });
});

describe('absorb', () => {
  it('takes entries it lacks and newer copies, keeps its own newer ones', () => {
    let now = 100;
    const ours = new LocalIndex({ now: () => now });
    const theirs = new LocalIndex({ now: () => now });
    ours.applyEvent({ type: 'seen', kind: 'area', resource: area(1, 9, 'Ours, older') });
    now = 200;
    theirs.applyEvent({ type: 'seen', kind: 'area', resource: area(1, 9, 'Theirs, newer') });
    theirs.applyEvent({ type: 'seen', kind: 'area', resource: area(2, 9, 'Only theirs') });
    theirs.applyEvent({ type: 'listed', kind: 'task', scopeId: 4, resources: [task(8, 4, 'Listed there')] });
    now = 300;
    ours.applyEvent({ type: 'seen', kind: 'area', resource: area(3, 9, 'Ours, newest') });
    theirs.importIndex({
      format: 'hoshin-index',
      version: 1,
      entries: [{ kind: 'area', id: 3, parentKind: 'hoshin', parentId: 9, name: 'Name only' }],
    });
    expect(ours.absorb(theirs)).toBe(4);
    expect(ours.children('hoshin', 9, 'area').map((e) => e.name)).toEqual(['Only theirs', 'Ours, newest', 'Theirs, newer']);
    expect(ours.isComplete('objective', 4, 'task')).toBe(true);
    expect(ours.absorb(theirs)).toBe(0);
  });
});

describe('snapshots', () => {
  it('round-trips every entry, resource and completeness', () => {
    const index = sampleIndex(() => 77);
    index.applyEvent({ type: 'listed', kind: 'task', scopeId: 1000, resources: [task(7000, 1000, 'Call them')] });
    const copy = LocalIndex.fromSnapshot(JSON.parse(JSON.stringify(index.toSnapshot())));
    expect(copy.toSnapshot()).toEqual(index.toSnapshot());
    expect(copy.isComplete('objective', 1000, 'task')).toBe(true);
    expect(copy.get('indicator', 5000)?.resource).toEqual({ ...indicator(5000, 1000, 'New customers'), value: 10 });
    expect(copy.children('objective', 1000, 'task').map((e) => e.id)).toEqual([7000]);
  });

  it('refuses a malformed snapshot', () => {
    expect(() => LocalIndex.fromSnapshot({ format: 'hoshin-index-store', version: 1 })).toThrow(/entries/);
    expect(() => LocalIndex.fromSnapshot({ format: 'hoshin-index-store', version: 1, entries: [{ kind: 'x' }], complete: [] })).toThrow(
      /entry 1/,
    );
    expect(() =>
      LocalIndex.fromSnapshot({
        format: 'hoshin-index-store',
        version: 1,
        entries: [],
        complete: [{ parentKind: 'area', parentId: 1, childKind: 'objective', fetchedAt: 1 }],
      }),
    ).toThrow(/complete list 1/);
  });
});
