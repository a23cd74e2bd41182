// get, list, create, update, delete: the scriptable face of every kind in the catalogue.
import {
  childKinds,
  isPersonField,
  KINDS,
  kindSpec,
  kindWords,
  pluralWords,
  resolveKind,
  type KindName,
  type KindSpec,
} from '../../catalogue/catalogue.js';
import { withArticle } from '../../core/article.js';
import type { Resource } from '../../core/resource.js';
import { countedChildren } from '../../index/counters.js';
import { entryResource } from '../../index/entry-resource.js';
import { createResource, deleteResource, updateResource } from '../../usecases/change-resource.js';
import { learnAround } from '../../usecases/open-resource.js';
import { redactSignatures } from '../../signing/signing.js';
import type { IndexEntry } from '../../index/index-entry.js';
import { ageText } from '../../domain/relative-dates.js';
import { looksLikeAddress, parseResourceAddress } from '../../index/references.js';
import { parseId, stringOption, type ParsedArgs } from '../args.js';
import { parseAssignments } from '../assignments.js';
import { openConnection, type Connection } from '../connection.js';
import type { CliContext } from '../../terminal/io-context.js';
import type { CommandRun } from '../specs/types.js';
import { formatCsv } from '../csv-output.js';
import { pickFields, selectedFields } from '../field-selection.js';
import { commandPeople, companyFor, personNames, resolvePersonNames, type CommandPeople } from '../people-names.js';
import { LIST_PLANS, LIST_SCOPE_OPTIONS, listUsage } from '../list-plans.js';
import { formatJson, formatList, formatResource, listColumns, type PersonName } from '../output.js';
import { confirm } from '../prompt.js';
import { usageError } from '../usage-error.js';
import { valueText } from '../../catalogue/values.js';

/** Ancestors and lists seen this recently are not fetched again by `get` (one command after another). */
const ANCESTORS_FRESH_MS = 10 * 60_000;

function kindArgument(word: string | undefined): KindSpec {
  const known = KINDS.map((k) => k.name).join(', ');
  if (word === undefined) throw usageError(`missing kind (one of ${known})`);
  const spec = resolveKind(word);
  if (!spec) throw usageError(`unknown kind "${word}" (one of ${known})`);
  return spec;
}

/** Opens the profile's connection (client and local index) for one command and closes it afterwards. */
async function withConnection<T>(parsed: ParsedArgs, context: CliContext, work: (connection: Connection) => Promise<T>): Promise<T> {
  const connection = await openConnection(parsed.globals, context);
  try {
    return await work(connection);
  } finally {
    await connection.close();
  }
}

function refuseReadOnly(readOnly: boolean, what: string): void {
  if (readOnly) throw usageError(`read-only mode: refusing to ${what}`);
}

/** `get <kind> <id>`, or `get <web address>` (the address names the kind and the id). */
function getTarget(positionals: readonly string[]): { spec: KindSpec; id: number } {
  const [first, second, ...extra] = positionals;
  if (first !== undefined && second === undefined && looksLikeAddress(first)) {
    const reference = parseResourceAddress(first);
    if (!reference.ok) throw usageError(reference.message);
    return { spec: kindSpec(reference.kind), id: reference.id };
  }
  const spec = kindArgument(first);
  const id = parseId(second, `${spec.name} id`);
  if (extra.length > 0) throw usageError(`unexpected "${extra.join(' ')}"`);
  return { spec, id };
}

export const get: CommandRun = async (parsed, context) => {
  const { spec, id } = getTarget(parsed.positionals);
  const fields = selectedFields(spec.name, stringOption(parsed, 'fields'));
  return withConnection(parsed, context, async (connection) => {
    // Opening anything learns the plan around it: ancestors up to the company, the objective's lists.
    const { resource, unlearned } = await learnAround(connection.client, connection.index, spec.name, id, {
      freshForMs: ANCESTORS_FRESH_MS,
      now: context.now,
    });
    if (unlearned !== undefined) {
      const why = redactSignatures(unlearned instanceof Error ? unlearned.message : valueText(unlearned));
      context.stderr.write(`hoshin: warning: the plan around ${spec.name} ${id} could not all be learned (${why})\n`);
    }
    if (parsed.globals.json) context.stdout.write(formatJson(fields ? pickFields(resource, fields) : resource));
    else
      context.stdout.write(
        formatResource(spec.name, resource, undefined, fields, await personNames(spec.name, resource, commandPeople(connection, context))),
      );
    return 0;
  });
};

/** How a list prints: a table, CSV or JSON, in the columns --fields names or the kind's usual ones. */
interface ListShape {
  readonly format: 'table' | 'csv' | 'json';
  readonly fields: readonly string[] | undefined;
}

function listShape(kind: KindName, parsed: ParsedArgs): ListShape {
  const csv = parsed.values.csv === true;
  if (csv && parsed.globals.json) throw usageError('choose --json or --csv, not both');
  return {
    format: csv ? 'csv' : parsed.globals.json ? 'json' : 'table',
    fields: selectedFields(kind, stringOption(parsed, 'fields')),
  };
}

async function formatResources(
  kind: KindName,
  resources: readonly Resource[],
  shape: ListShape,
  people: () => CommandPeople,
): Promise<string> {
  const columns = shape.fields ?? listColumns(kind);
  if (shape.format === 'json') return formatJson(shape.fields ? resources.map((resource) => pickFields(resource, columns)) : resources);
  if (shape.format === 'csv') return formatCsv([columns, ...resources.map((resource) => columns.map((name) => resource[name]))]);
  return formatList(kind, resources, undefined, columns, await tableNames(kind, resources, columns, people));
}

/** Names for a table's person columns (a list's rows share one company); none when it has no such column. */
async function tableNames(
  kind: KindName,
  resources: readonly Resource[],
  columns: readonly string[],
  people: () => CommandPeople,
): Promise<PersonName | undefined> {
  const spec = kindSpec(kind);
  const first = resources[0];
  const personColumn = columns.some((name) => spec.fields.some((field) => field.name === name && isPersonField(field)));
  if (!personColumn || first === undefined) return undefined;
  return personNames(kind, first, people());
}

export const list: CommandRun = async (parsed, context) => {
  const [word, ...extra] = parsed.positionals;
  const names = LIST_PLANS.map(listUsage).join(' | ');
  if (word === undefined) throw usageError(`missing what to list: ${names}`);
  const spec = resolveKind(word);
  const plan = spec && LIST_PLANS.find((candidate) => candidate.spec === spec);
  if (!plan) throw usageError(`hoshin cannot list "${word}"; it lists: ${names}`);
  if (extra.length > 0) throw usageError(`unexpected "${extra.join(' ')}"`);
  const stray = LIST_SCOPE_OPTIONS.find((name) => name !== plan.option && parsed.values[name] !== undefined);
  if (stray) throw usageError(`--${stray} does not apply here: hoshin list ${listUsage(plan)}`);
  if (plan.fromIndex && stringOption(parsed, plan.option as string) === undefined) {
    throw usageError(
      `missing --${plan.option} <id> (the service cannot list ${pluralWords(plan.spec)}: hoshin shows the ones it knows of one ${plan.option})`,
    );
  }
  const scopeId = plan.option ? parseId(stringOption(parsed, plan.option), `--${plan.option} <id>`) : null;
  const shape = listShape(plan.spec.name, parsed);
  return withConnection(parsed, context, async (connection) => {
    if (plan.fromIndex) return listKnownChildren(plan.spec, scopeId as number, connection, shape, context);
    const resources = await connection.client.list(plan.spec.name, scopeId);
    context.stdout.write(await formatResources(plan.spec.name, resources, shape, () => commandPeople(connection, context)));
    return 0;
  });
};

/**
 * Children the service cannot list (no route lists a hoshin's or an area's children): the ones the index
 * knows, after one GET of the parent for its counters; stderr says how many the parent counts and how to open
 * the others.
 */
async function listKnownChildren(
  spec: KindSpec,
  parentId: number,
  connection: Connection,
  shape: ListShape,
  context: CliContext,
): Promise<number> {
  const parentKind = spec.parent as KindName;
  const parent = await connection.client.get(parentKind, parentId);
  const known = connection.index.children(parentKind, parentId, spec.name).map(entryResource);
  const none = known.length === 0 && shape.format === 'table';
  context.stdout.write(
    none
      ? `No ${pluralWords(spec)} known here.\n`
      : await formatResources(spec.name, known, shape, () => commandPeople(connection, context)),
  );
  context.stderr.write(
    `hoshin: ${knownChildrenNote(spec, parentKind, parentId, known.length, countedChildren(parentKind, parent, spec.name))}\n`,
  );
  const age = cachedAge(connection.index.children(parentKind, parentId, spec.name), context.now());
  if (age) context.stderr.write(`hoshin: ${age}\n`);
  return 0;
}

/** The rows above come from the index: their counters and flags are as of when each was last fetched. */
function cachedAge(entries: readonly IndexEntry[], now: number): string | null {
  const seen = entries.flatMap((entry) => (entry.seenAt === null ? [] : [entry.seenAt]));
  if (seen.length === 0) return null;
  const oldest = Math.min(...seen);
  const newest = Math.max(...seen);
  const when =
    oldest === newest || ageText(oldest, now) === ageText(newest, now)
      ? `as of ${ageText(oldest, now)}`
      : `as of ${ageText(newest, now)} to ${ageText(oldest, now)}`;
  const example = entries[0] as IndexEntry;
  return `these rows are the local index's copies, their counters and flags ${when}; hoshin get ${example.kind} <id> fetches one afresh`;
}

function knownChildrenNote(spec: KindSpec, parentKind: KindName, parentId: number, known: number, counted: number | null): string {
  const noun = pluralWords(spec);
  const shown = known === 0 ? `none is known here` : `showing the ${known} known here`;
  const count = counted === null ? '' : ` (${kindSpec(parentKind).label.toLowerCase()} ${parentId} says it has ${counted})`;
  return `the service cannot list ${noun}; ${shown}${count}. Open others by id or web address: hoshin get ${spec.name} <id>`;
}

export const create: CommandRun = async (parsed, context) => {
  const [kindWord, ...words] = parsed.positionals;
  const spec = kindArgument(kindWord);
  const parentId = parentArgument(spec, parsed);
  const names: Record<string, string> = {};
  const typed = parseAssignments(spec.name, words, 'create', names);
  return withConnection(parsed, context, async (connection) => {
    refuseReadOnly(connection.readOnly, `create a ${spec.name}`);
    const people = commandPeople(connection, context);
    const values = {
      ...typed,
      ...(await resolvePersonNames(names, await namedCompany(connection, spec.name, names, { parentId }), people)),
    };
    const resource = await createResource(connection.client, connection.index, spec.name, parentId, values);
    context.stdout.write(
      parsed.globals.json
        ? formatJson(resource)
        : `created ${kindWords(spec)} ${resource.id}\n${formatResource(spec.name, resource, undefined, undefined, await personNames(spec.name, resource, people))}`,
    );
    return 0;
  });
};

/** The company to look names up in, found only when a person was given by name. */
async function namedCompany(
  connection: Connection,
  kind: KindName,
  names: Readonly<Record<string, string>>,
  target: { readonly parentId: number | null } | { readonly id: number },
): Promise<number | null> {
  return Object.keys(names).length === 0 ? null : companyFor(connection, kind, target);
}

function parentArgument(spec: KindSpec, parsed: ParsedArgs): number | null {
  const given = stringOption(parsed, 'parent');
  if (spec.parent === null) {
    if (given !== undefined) throw usageError(`${withArticle(kindWords(spec))} has no parent: drop --parent`);
    return null;
  }
  if (given === undefined)
    throw usageError(
      `missing --parent <${spec.parent} id> (${withArticle(kindWords(spec))} is created under ${withArticle(kindWords(spec.parent))})`,
    );
  return parseId(given, `--parent <${spec.parent} id>`);
}

export const update: CommandRun = async (parsed, context) => {
  const [kindWord, idWord, ...words] = parsed.positionals;
  const spec = kindArgument(kindWord);
  const id = parseId(idWord, `${spec.name} id`);
  const names: Record<string, string> = {};
  const typed = parseAssignments(spec.name, words, 'update', names);
  return withConnection(parsed, context, async (connection) => {
    refuseReadOnly(connection.readOnly, `update ${spec.name} ${id}`);
    const people = commandPeople(connection, context);
    const values = {
      ...typed,
      ...(await resolvePersonNames(names, await namedCompany(connection, spec.name, names, { id }), people)),
    };
    const resource = await updateResource(connection.client, connection.index, spec.name, id, values);
    context.stdout.write(
      parsed.globals.json
        ? formatJson(resource)
        : `updated ${kindWords(spec)} ${id}\n${formatResource(spec.name, resource, undefined, undefined, await personNames(spec.name, resource, people))}`,
    );
    return 0;
  });
};

export const remove: CommandRun = async (parsed, context) => {
  const [kindWord, idWord, ...extra] = parsed.positionals;
  const spec = kindArgument(kindWord);
  const id = parseId(idWord, `${spec.name} id`);
  if (extra.length > 0) throw usageError(`unexpected "${extra.join(' ')}"`);
  if (spec.readOnly) throw usageError(`${spec.plural} are read-only: they can be read, not deleted`);
  const yes = parsed.values.yes === true;
  if (!yes && !context.stdin.isTTY) {
    throw usageError(`refusing to delete ${kindWords(spec)} ${id} without --yes (standard input is not a terminal)`);
  }
  return withConnection(parsed, context, async (connection) => {
    refuseReadOnly(connection.readOnly, `delete ${spec.name} ${id}`);
    if (!yes) {
      const resource = await connection.client.get(spec.name, id);
      const title = valueText(resource[spec.titleField] ?? '');
      const cascade = deletedWith(spec);
      const question = `Delete ${spec.label.toLowerCase()} ${id} "${title}"${cascade ? ` and all its ${cascade}` : ''}?`;
      if (!(await confirm(context, question))) {
        context.stderr.write('Nothing deleted.\n');
        return 0;
      }
    }
    await deleteResource(connection.client, connection.index, spec.name, id);
    if (parsed.globals.json) context.stdout.write(formatJson({ deleted: { kind: spec.name, id } }));
    else context.stdout.write(`deleted ${kindWords(spec)} ${id}\n`);
    return 0;
  });
};

/** "areas, goals, objectives, …": what a delete of this kind takes with it. */
function deletedWith(spec: KindSpec): string {
  const names: string[] = [];
  const visit = (parent: KindName) => {
    for (const child of childKinds(parent)) {
      names.push(pluralWords(child));
      visit(child.name);
    }
  };
  visit(spec.name);
  return names.join(', ');
}
