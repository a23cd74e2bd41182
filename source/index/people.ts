// The people of each company (who can be made responsible), fetched once a day at most per company
// and kept in the user's database per profile, so lists say "Marta Ibarra" rather than
// "responsible 213312".
import type { HoshinPaths } from '../config/paths.js';
import type { ResourceClient } from '../core/resource.js';
import type { Person } from '../domain/people-choice.js';
import { openDatabase } from '../store/database.js';

/** How long a company's list of people is trusted. */
export const PEOPLE_FRESH_MS = 24 * 60 * 60 * 1000;

interface CompanyPeople {
  readonly fetchedAt: number;
  readonly people: Readonly<Record<string, string>>;
}

export interface PeopleDirectory {
  /** "Name (email)" shortened to the name, or null when unknown. */
  readonly nameOf: (companyId: number | null, userId: number | null) => string | null;
  /** The company's people by name, or null when they are not known (not loaded, or not visible). */
  peopleOf(companyId: number | null): readonly Person[] | null;
  /** Fetches the company's people unless a fresh copy is known; failures leave the old copy. */
  load(companyId: number): Promise<void>;
  /** Writes what was fetched. */
  save(): void;
  /** Grows each time a company's people arrive: what read names before may read them again. */
  readonly revision: number;
}

/** Where a profile's people are kept: its rows of the database of these paths. */
export interface PeoplePlace {
  readonly paths: HoshinPaths;
  readonly profile: string;
}

export function peoplePlace(paths: HoshinPaths, profile: string): PeoplePlace {
  return { paths, profile };
}

/** "Marta Ibarra (marta@example.com)" -> "Marta Ibarra"; the service's label otherwise. */
export function personName(label: string): string {
  const match = /^(.*\S)\s+\([^()]*@[^()]*\)$/.exec(label);
  return match?.[1] ?? label;
}

/** A name from the service as a terminal may show it: no control characters, a bounded length. */
function shownName(name: string): string {
  return name.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').slice(0, 200);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readAll(place: PeoplePlace): Record<string, CompanyPeople> {
  const result: Record<string, CompanyPeople> = {};
  try {
    const rows = openDatabase(place.paths)
      .statement('SELECT company_id, fetched_at, people FROM people WHERE profile = ?')
      .all(place.profile) as { company_id: number; fetched_at: number; people: string }[];
    for (const row of rows) {
      try {
        const people = JSON.parse(row.people) as unknown;
        if (isRecord(people)) result[String(row.company_id)] = { fetchedAt: row.fetched_at, people: people as CompanyPeople['people'] };
      } catch {
        // a damaged row: fetched again
      }
    }
  } catch {
    // names are a courtesy: without the database they are fetched again
  }
  return result;
}

/** `place` null: kept in memory only (a console without a profile's state directory, tests). */
export function openPeopleDirectory(
  place: PeoplePlace | null,
  client: Pick<ResourceClient, 'people'>,
  now: () => number,
  warn: (message: string) => void = () => undefined,
): PeopleDirectory {
  const companies = place === null ? {} : readAll(place);
  const changed = new Set<string>();
  // Views that open together (a meeting and its pane) ask for one company at once: one request.
  const loading = new Map<string, Promise<void>>();
  let revision = 0;
  async function fetchPeople(companyId: number): Promise<void> {
    try {
      const people = await client.people(companyId);
      companies[String(companyId)] = { fetchedAt: now(), people: Object.fromEntries(Object.entries(people)) };
      changed.add(String(companyId));
      revision += 1;
    } catch (error) {
      // Names are a courtesy: readers (not editors) may not see the list; ids still work.
      warn(`could not read the people of company ${companyId}: ${(error as Error).message}`);
    }
  }
  return {
    get revision() {
      return revision;
    },
    nameOf(companyId, userId) {
      if (companyId === null || userId === null) return null;
      const label = companies[String(companyId)]?.people[String(userId)];
      return label === undefined ? null : personName(label);
    },
    peopleOf(companyId) {
      if (companyId === null) return null;
      const known = companies[String(companyId)]?.people;
      if (!known) return null;
      return Object.entries(known)
        .filter(([id, label]) => /^[1-9]\d*$/.test(id) && typeof label === 'string')
        .map(([id, label]) => ({ id: Number(id), name: shownName(personName(label)) }));
    },
    async load(companyId) {
      const key = String(companyId);
      const known = companies[key];
      if (known && now() - known.fetchedAt < PEOPLE_FRESH_MS) return;
      const pending = loading.get(key);
      if (pending) return pending;
      const load = fetchPeople(companyId).finally(() => loading.delete(key));
      loading.set(key, load);
      return load;
    },
    save() {
      if (changed.size === 0 || place === null) return;
      try {
        const db = openDatabase(place.paths);
        const put = db.statement('INSERT OR REPLACE INTO people (profile, company_id, fetched_at, people) VALUES (?, ?, ?, ?)');
        db.transaction(() => {
          for (const company of changed) {
            const known = companies[company];
            if (known) put.run(place.profile, Number(company), known.fetchedAt, JSON.stringify(known.people));
          }
        });
        changed.clear();
      } catch (error) {
        warn(`could not keep the people of the companies in the database: ${(error as Error).message}`);
      }
    },
  };
}
