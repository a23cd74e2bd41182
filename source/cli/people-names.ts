// `responsible="Aiko Tanaka"`: people by (the start of) a name, found before anything is sent; names beside ids.
import { kindSpec, type KindName } from '../catalogue/catalogue.js';
import { hoshinPaths } from '../config/paths.js';
import type { Resource } from '../core/resource.js';
import { choosePerson, companyOfResource, personLabel, type PersonChoice } from '../domain/people-choice.js';
import type { HoshinError } from '../core/errors.js';
import { refusal } from '../core/refusal.js';
import { openPeopleDirectory, peoplePlace, type PeopleDirectory } from '../index/people.js';
import type { Connection } from './connection.js';
import type { CliContext } from '../terminal/io-context.js';
import type { PersonName } from './output.js';
import { writeWarning } from './terminal/stderr-lines.js';

export interface CommandPeople {
  readonly directory: PeopleDirectory;
  /** Why the last load failed, if it did (said when a name cannot be looked up). */
  readonly failure: () => string | null;
}

/** The profile's people directory (kept a day), quiet on failure: names are a courtesy. */
export function commandPeople(connection: Connection, context: CliContext): CommandPeople {
  let failure: string | null = null;
  const directory = peopleDirectory(connection, context, (message) => {
    failure = message;
  });
  return { directory, failure: () => failure };
}

/** The profile's people directory (kept a day); its failures are warnings unless `warn` says otherwise. */
export function peopleDirectory(connection: Connection, context: CliContext, warn = (message: string) => writeWarning(context, message)) {
  return openPeopleDirectory(peoplePlace(hoshinPaths(context.env), connection.profileName), connection.client, context.now, warn);
}

/** Names for the person fields of a resource: its company's people, loaded if needed. */
export async function personNames(kind: KindName, resource: Resource, people: CommandPeople): Promise<PersonName> {
  const company = companyOfResource(kind, resource);
  if (company !== null) {
    await people.directory.load(company);
    people.directory.save();
  }
  return (userId) => people.directory.nameOf(company, userId);
}

/** Known to the index, else read once (the read keeps it in the index). */
export async function known(connection: Connection, kind: KindName, id: number): Promise<Resource> {
  return connection.index.get(kind, id)?.resource ?? (await connection.client.get(kind, id));
}

/** The company whose people a create under `parentId` or an update of `id` chooses from. */
export async function companyFor(
  connection: Connection,
  kind: KindName,
  target: { readonly parentId: number | null } | { readonly id: number },
): Promise<number | null> {
  if ('id' in target) return companyOfResource(kind, await known(connection, kind, target.id));
  const parentKind = kindSpec(kind).parent;
  if (target.parentId === null || parentKind === null || parentKind === 'subscription') return null;
  if (parentKind === 'company') return target.parentId;
  return companyOfResource(parentKind, await known(connection, parentKind, target.parentId));
}

/** A person field's name that is not one person, in the one form; `unknown`: why the people are not known, when not. */
function personRefusal(field: string, text: string, choice: Exclude<PersonChoice, { type: 'id' }>, unknown: string | null): HoshinError {
  if (choice.type === 'ambiguous') {
    const candidates = choice.candidates.map((p) => personLabel(p.id, p.name)).join(', ');
    return refusal(field, text, `matches ${choice.candidates.length} people`, [
      `They are ${candidates}. Give more of the name or the id; nothing was sent.`,
    ]);
  }
  if (unknown === null)
    return refusal(field, text, "names nobody among the company's people", ['Give a name or a user id; nothing was sent.']);
  const why = unknown === '' ? '' : ` (${unknown})`;
  return refusal(field, text, 'cannot be looked up', [
    `The company's people are not known here${why}. Give the user id; nothing was sent.`,
  ]);
}

/** Each name must be one person of the company; else a usage error naming the candidates. */
export async function resolvePersonNames(
  names: Readonly<Record<string, string>>,
  company: number | null,
  people: CommandPeople,
): Promise<Record<string, number>> {
  const entries = Object.entries(names);
  if (entries.length === 0) return {};
  if (company !== null) {
    await people.directory.load(company);
    people.directory.save();
  }
  const list = people.directory.peopleOf(company);
  const ids: Record<string, number> = {};
  for (const [field, text] of entries) {
    const choice = choosePerson(list ?? [], text);
    if (choice.type === 'id') {
      ids[field] = choice.id;
      continue;
    }
    throw personRefusal(field, text, choice, list === null ? (people.failure() ?? '') : null);
  }
  return ids;
}
