// Finding known resources by name: what matches, in which order, and what was searched.
import { describe, expect, it } from 'vitest';
import { LocalIndex } from '../../source/index/model.js';
import { clearMatch, scoreName, searchNames } from '../../source/index/name-search.js';

function indexOf(entries: readonly [kind: 'objective' | 'indicator' | 'task', id: number, name: string][]): LocalIndex {
  const index = new LocalIndex();
  for (const [kind, id, name] of entries)
    index.applyEvent({
      type: 'seen',
      kind,
      resource: { id, name, ...(kind === 'objective' ? { area_id: 1 } : { objective_id: 1 }) },
    });
  return index;
}

describe('scoreName', () => {
  it('tells exact, start, word start, anywhere, all the words and letters in order apart', () => {
    expect(scoreName('oee line 2 (%)', 'OEE line 2 (%)')?.tier).toBe('exact');
    expect(scoreName('OEE', 'OEE line 2 (%)')?.tier).toBe('start');
    expect(scoreName('oee', 'Install OEE counters')?.tier).toBe('word-start');
    expect(scoreName('ound', 'Foundry scrap')?.tier).toBe('anywhere');
    expect(scoreName('scrap foundry', 'Reduce scrap in the foundry')?.tier).toBe('words');
    expect(scoreName('OEE', 'Raise overall equipment effectiveness')?.tier).toBe('letters');
    expect(scoreName('eqeff', 'Raise overall equipment effectiveness')?.tier).toBe('letters');
    expect(scoreName('oee', 'Move order entry to the new ERP screen')?.tier).toBe('letters');
  });

  it('matches nothing for letters out of order, a missing word, or one or two loose letters', () => {
    expect(scoreName('eeo', 'Raise overall equipment')).toBeNull();
    // Letters in the middle of words are no abbreviation: "Nordic export sales" is no match for oee.
    expect(scoreName('oee', 'Nordic export sales')).toBeNull();
    expect(scoreName('fndry', 'Foundry scrap rate')).toBeNull();
    expect(scoreName('scrap zinc', 'Foundry scrap rate')).toBeNull();
    expect(scoreName('fr', 'Foundry scrap rate')).toBeNull();
    expect(scoreName('', 'anything')).toBeNull();
  });
});

describe('searchNames', () => {
  const index = indexOf([
    ['objective', 1, 'Raise overall equipment effectiveness on line 2'],
    ['indicator', 2, 'OEE line 2 (%)'],
    ['task', 3, 'Install OEE counters on the CNC cells'],
    ['task', 4, 'Paint the floor'],
  ]);

  it('ranks by how the name matches, then higher kinds first, and counts what it searched', () => {
    const found = searchNames(index, 'oee');
    expect(found.matches.map((match) => `${match.entry.kind} ${match.entry.id}`)).toEqual(['indicator 2', 'task 3', 'objective 1']);
    expect(found.total).toBe(3);
    expect(found.known).toBe(4);
    expect(searchNames(index, 'oee', { limit: 1 }).matches).toHaveLength(1);
    expect(searchNames(index, 'oee', { limit: 1 }).total).toBe(3);
  });

  it('searches one kind, where the id matches too', () => {
    expect(searchNames(index, 'oee', { kind: 'task' }).matches.map((match) => match.entry.id)).toEqual([3]);
    expect(searchNames(index, '4', { kind: 'task' }).matches.map((match) => match.entry.id)).toEqual([4]);
    expect(searchNames(index, '4').total).toBe(0);
  });

  it('has a clear match only when one resource matches or one name is exactly the text', () => {
    expect(clearMatch(searchNames(index, 'oee'))).toBeUndefined();
    expect(clearMatch(searchNames(index, 'floor'))?.entry.id).toBe(4);
    expect(clearMatch(searchNames(index, 'oee line 2 (%)'))?.entry.id).toBe(2);
    const twins = indexOf([
      ['task', 5, 'Audit'],
      ['task', 6, 'audit'],
    ]);
    expect(clearMatch(searchNames(twins, 'audit'))).toBeUndefined();
  });
});
