// What find and --where share: saved views and "me", the query checked before anything is sent, the test.
import type { KindName } from '../catalogue/catalogue.js';
import { hoshinPaths } from '../config/paths.js';
import type { Resource } from '../core/resource.js';
import { unknownMonths, unrecordedMonths, type BowlingChart } from '../domain/bowling.js';
import { matchesQuery } from '../domain/query-match.js';
import type { Query } from '../domain/query.js';
import type { IndexEntry } from '../index/index-entry.js';
import type { LocalIndex } from '../index/model.js';
import { openDatabase } from '../store/database.js';
import { openViewRows, type ViewRows } from '../store/view-rows.js';
import type { CliContext } from '../terminal/io-context.js';
import { readQuery, subjectOf, type FindOptions } from '../usecases/find-known.js';
import { viewLookup } from '../usecases/saved-views.js';
import type { Connection } from './connection.js';
import type { GlobalFlags } from './parsed-args.js';
import { commandPeople } from './people-names.js';
import { profileSettings } from '../usecases/profile-choice.js';

/** The profile's saved views and "me", in the user's database. */
export function profileViews(globals: GlobalFlags, context: CliContext): { readonly profile: string; readonly rows: ViewRows } {
  const profile = profileSettings(globals, context.env).profileName;
  return { profile, rows: openViewRows(openDatabase(hoshinPaths(context.env)), profile) };
}

/** A query of the command line and who "me" is. */
export interface CommandWhere {
  readonly query: Query;
  readonly me: number | null;
}

/** The query of a command line (views expanded, owner:me known), refused before anything is sent. */
export function commandQuery(text: string, globals: GlobalFlags, context: CliContext): CommandWhere {
  const { rows } = profileViews(globals, context);
  const me = rows.me()?.userId ?? null;
  return { query: readQuery(text, { me, viewText: viewLookup(rows) }), me };
}

/** A command's --where, read before it connects; undefined without one. */
export function whereOf(text: string | undefined, globals: GlobalFlags, context: CliContext): CommandWhere | undefined {
  return text === undefined ? undefined : commandQuery(text, globals, context);
}

export type WhereTest = (kind: KindName, resource: Resource) => boolean;

/** Whether a resource matches, read through the index (its area, its history values for its status) as find reads it. */
export function whereTest(index: LocalIndex, where: CommandWhere | undefined, options: Omit<FindOptions, 'me' | 'viewText'>): WhereTest {
  if (!where) return () => true;
  return (kind, resource) => {
    const entry: IndexEntry = index.get(kind, resource.id) ?? {
      kind,
      id: resource.id,
      parentKind: null,
      parentId: null,
      name: typeof resource.name === 'string' ? resource.name : null,
      resource,
      seenAt: null,
    };
    return matchesQuery(where.query, subjectOf(index, entry, { ...options, me: where.me }), { today: options.today, me: where.me });
  };
}

/** True when a term names an owner by name: the people of the companies are then needed. */
function namesOwners(query: Query): boolean {
  return query.terms.some((term) => term.test.key === 'owner' && term.test.owners.some((owner) => 'name' in owner));
}

/** Loads the people of the resources' companies (a day's copy is kept) when the query names an owner. */
export async function loadOwnersFor(
  where: { readonly query: Query } | undefined,
  people: { load(companyId: number): Promise<void>; save(): void },
  resources: readonly Resource[],
): Promise<void> {
  if (!where || !namesOwners(where.query)) return;
  const companies = new Set(resources.flatMap((resource) => (typeof resource.company_id === 'number' ? [resource.company_id] : [])));
  for (const company of companies) await people.load(company);
  people.save();
}

/** The chart's rows the query matches (each an indicator read through the index), its counts of them. */
export async function narrowedChart(
  connection: Connection,
  context: CliContext,
  where: CommandWhere | undefined,
  chart: BowlingChart,
  today: string,
  month?: string,
): Promise<BowlingChart> {
  if (!where) return chart;
  const resources = chart.indicators.flatMap((row) => connection.index.get('indicator', row.id)?.resource ?? []);
  const people = commandPeople(connection, context).directory;
  await loadOwnersFor(where, people, resources);
  const test = whereTest(connection.index, where, { today, ...(month === undefined ? {} : { month }), nameOf: people.nameOf });
  const kept = new Set(resources.filter((resource) => test('indicator', resource)).map((resource) => resource.id));
  const indicators = chart.indicators.filter((row) => kept.has(row.id));
  return {
    ...chart,
    indicators,
    incomplete: indicators.filter((row) => unknownMonths(row.cells).length > 0).length,
    unrecorded: indicators.filter((row) => unrecordedMonths(row.cells).length > 0).length,
  };
}
