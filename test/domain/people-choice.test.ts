// Choosing a person from typed text: ids as they are, names whole or by their start in any case,
// several matches refused with all of them; the filter of the form's chooser.
import { describe, expect, it } from 'vitest';
import { choosePerson, choiceProblem, filterPeople, personLabel, type Person } from '../../source/domain/people-choice.js';

const PEOPLE: Person[] = [
  { id: 1, name: 'Marta Ibarra' },
  { id: 3, name: 'Aiko Tanaka' },
  { id: 5, name: 'Lucía Romero' },
  { id: 9, name: 'Aiko Mori' },
  { id: 10, name: 'Ai' },
];

describe('choosing a person', () => {
  it('takes an id as it is, even one the list does not hold, and "Name (id)" by its id', () => {
    expect(choosePerson(PEOPLE, '3')).toEqual({ type: 'id', id: 3 });
    expect(choosePerson(PEOPLE, ' 77 ')).toEqual({ type: 'id', id: 77 });
    expect(choosePerson(PEOPLE, 'Aiko Tanaka (3)')).toEqual({ type: 'id', id: 3 });
  });

  it('takes a whole name or the start of one in any case, and a whole name wins over longer ones', () => {
    expect(choosePerson(PEOPLE, 'aiko tanaka')).toEqual({ type: 'id', id: 3 });
    expect(choosePerson(PEOPLE, 'MAR')).toEqual({ type: 'id', id: 1 });
    expect(choosePerson(PEOPLE, 'lucía')).toEqual({ type: 'id', id: 5 });
    expect(choosePerson(PEOPLE, 'ai')).toEqual({ type: 'id', id: 10 });
  });

  it('refuses a start several names share, naming them all, and a name nobody has', () => {
    const ambiguous = choosePerson(PEOPLE, 'aiko');
    expect(ambiguous).toEqual({
      type: 'ambiguous',
      candidates: [
        { id: 9, name: 'Aiko Mori' },
        { id: 3, name: 'Aiko Tanaka' },
      ],
    });
    if (ambiguous.type !== 'ambiguous') throw new Error('expected ambiguous');
    expect(choiceProblem(ambiguous, 'aiko', true)).toBe(
      '"aiko" matches 2 people: Aiko Mori (9), Aiko Tanaka (3); give more of the name or the id',
    );
    const unknown = choosePerson(PEOPLE, 'Zed');
    expect(unknown).toEqual({ type: 'unknown' });
    if (unknown.type !== 'unknown') throw new Error('expected unknown');
    expect(choiceProblem(unknown, 'Zed', false)).toContain('not known here: give the user id');
  });

  it('filters for the chooser: starts first, then a later word, then anywhere in the name', () => {
    expect(filterPeople(PEOPLE, 'ta').map((p) => p.name)).toEqual(['Aiko Tanaka', 'Marta Ibarra']);
    expect(filterPeople(PEOPLE, 'a').map((p) => p.name)).toEqual(['Ai', 'Aiko Mori', 'Aiko Tanaka', 'Lucía Romero', 'Marta Ibarra']);
    expect(filterPeople(PEOPLE, '').map((p) => p.id)).toEqual([10, 9, 3, 5, 1]);
    expect(personLabel(3, 'Aiko Tanaka')).toBe('Aiko Tanaka (3)');
    expect(personLabel(4, null)).toBe('4');
  });
});
