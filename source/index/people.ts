// The people of each company (who can be made responsible), fetched once a day at most per company
// and kept beside the local index, so lists say "Marta Ibarra" rather than "responsible 213312".
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HoshinPaths } from '../config/paths.js';
import { writePrivateFileAtomic } from '../config/private-files.js';
import type { ResourceClient } from '../core/resource.js';
import type { Person } from '../domain/people-choice.js';

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
}

export function peopleFile(paths: HoshinPaths, profile: string): string {
  return join(paths.stateDir, 'people', `${encodeURIComponent(profile)}.json`);
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

function readAll(file: string): Record<string, CompanyPeople> {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const result: Record<string, CompanyPeople> = {};
    for (const [company, entry] of Object.entries(parsed as Record<string, unknown>)) {
      const candidate = entry as { fetchedAt?: unknown; people?: unknown } | null;
      if (typeof candidate?.fetchedAt === 'number' && typeof candidate.people === 'object' && candidate.people !== null) {
        result[company] = { fetchedAt: candidate.fetchedAt, people: candidate.people as CompanyPeople['people'] };
      }
    }
    return result;
  } catch {
    return {};
  }
}

/** `file` null: kept in memory only (a console without a profile's state directory, tests). */
export function openPeopleDirectory(
  file: string | null,
  client: Pick<ResourceClient, 'people'>,
  now: () => number,
  warn: (message: string) => void = () => undefined,
): PeopleDirectory {
  const companies = file === null ? {} : readAll(file);
  let changed = false;
  return {
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
      const known = companies[String(companyId)];
      if (known && now() - known.fetchedAt < PEOPLE_FRESH_MS) return;
      try {
        const people = await client.people(companyId);
        companies[String(companyId)] = { fetchedAt: now(), people: Object.fromEntries(Object.entries(people)) };
        changed = true;
      } catch (error) {
        // Names are a courtesy: readers (not editors) may not see the list; ids still work.
        warn(`could not read the people of company ${companyId}: ${(error as Error).message}`);
      }
    },
    save() {
      if (!changed || file === null) return;
      try {
        writePrivateFileAtomic(file, `${JSON.stringify(companies)}\n`);
        changed = false;
      } catch (error) {
        warn(`could not keep the people of the companies in ${file}: ${(error as Error).message}`);
      }
    },
  };
}
