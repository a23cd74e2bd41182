// Choosing a person by an id, a name, its start, or "Name (id)" as forms show it. Pure.

export interface Person {
  readonly id: number;
  readonly name: string;
}

export type PersonChoice =
  | { readonly type: 'id'; readonly id: number }
  | { readonly type: 'ambiguous'; readonly candidates: readonly Person[] }
  | { readonly type: 'unknown' };

const ID = /^[1-9]\d*$/;
const LABELLED = /^(.*\S)\s+\(([1-9]\d*)\)$/;

/** `Aiko Tanaka (3)`; the id alone when the name is unknown. */
export function personLabel(id: number, name: string | null | undefined): string {
  return name ? `${name} (${id})` : String(id);
}

function fold(text: string): string {
  return text.normalize('NFKC').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();
}

export function byName(people: readonly Person[]): Person[] {
  return [...people].sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id - b.id);
}

/** Best first: names starting with it, then a word starting with it, then containing it. */
export function filterPeople(people: readonly Person[], filter: string): Person[] {
  const query = fold(filter);
  const sorted = byName(people);
  if (query === '') return sorted;
  const rank = (person: Person): number => {
    const name = fold(person.name);
    if (name.startsWith(query) || String(person.id) === query) return 0;
    if (name.split(' ').some((word) => word.startsWith(query))) return 1;
    return name.includes(query) ? 2 : -1;
  };
  return sorted
    .map((person) => ({ person, rank: rank(person) }))
    .filter((entry) => entry.rank >= 0)
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => entry.person);
}

/** A whole name or the start of one is taken when exactly one person has it. */
export function choosePerson(people: readonly Person[], text: string): PersonChoice {
  const trimmed = text.trim();
  if (ID.test(trimmed) && Number.isSafeInteger(Number(trimmed))) return { type: 'id', id: Number(trimmed) };
  const labelled = LABELLED.exec(trimmed);
  if (labelled && Number.isSafeInteger(Number(labelled[2]))) return { type: 'id', id: Number(labelled[2]) };
  const query = fold(trimmed);
  if (query === '') return { type: 'unknown' };
  const exact = people.filter((person) => fold(person.name) === query);
  if (exact.length === 1) return { type: 'id', id: (exact[0] as Person).id };
  if (exact.length > 1) return { type: 'ambiguous', candidates: byName(exact) };
  const starting = people.filter((person) => fold(person.name).startsWith(query));
  if (starting.length === 1) return { type: 'id', id: (starting[0] as Person).id };
  if (starting.length > 1) return { type: 'ambiguous', candidates: byName(starting) };
  return { type: 'unknown' };
}

/** Why a text is not one person; `known`: whether the company's people were known to look in. */
export function choiceProblem(choice: Exclude<PersonChoice, { type: 'id' }>, text: string, known: boolean): string {
  const typed = text.trim();
  if (choice.type === 'ambiguous') {
    return `"${typed}" matches ${choice.candidates.length} people: ${choice.candidates.map((p) => personLabel(p.id, p.name)).join(', ')}; give more of the name or the id`;
  }
  return known
    ? `nobody among the company’s people is named "${typed}"; give a name or a user id`
    : `the company's people are not known here: give the user id`;
}

export function companyOfResource(kind: string, resource: Readonly<Record<string, unknown>> | null | undefined): number | null {
  if (!resource) return null;
  if (kind === 'company') return typeof resource.id === 'number' ? resource.id : null;
  return typeof resource.company_id === 'number' ? resource.company_id : null;
}
