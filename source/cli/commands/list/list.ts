// `hoshin list`: what the service lists, or the children the local index knows, as a table, CSV or JSON.
import { writeNote } from '../../terminal/stderr-lines.js';
import { refusal, refusalWithHints } from '../../../core/refusal.js';
import { isPersonField, kindSpec, pluralWords, resolveKind, type KindName, type KindSpec } from '../../../catalogue/catalogue.js';
import { asSent } from '../../../catalogue/typed-resource.js';
import type { Resource } from '../../../core/resource.js';
import { ageText } from '../../../domain/relative-dates.js';
import { countedChildren } from '../../../index/counters.js';
import { entryResource } from '../../../index/entry-resource.js';
import type { IndexEntry } from '../../../index/index-entry.js';
import type { CliContext } from '../../../terminal/io-context.js';
import { outputMarks, proseWidth } from '../../terminal/footnote.js';
import { parseId, type ParsedArgs } from '../../args.js';
import type { Connection } from '../../connection.js';
import { PARTIAL_EXIT_CODE } from '../../coverage-text.js';
import { formatCsv } from '../../csv-output.js';
import { pickFields, selectedFields } from '../../field-selection.js';
import { LIST_PLANS, listUsage } from '../../list-plans.js';
import { formatJson, formatList, listColumns, type PersonName } from '../../output.js';
import { commandPeople, personNames, type CommandPeople } from '../../people-names.js';
import type { CommandRun } from '../../specs/types.js';
import { usageError, missingArgument, unexpectedArguments, usageHint } from '../../usage-error.js';
import { withConnection } from '../../connection.js';
import { LIST_SCOPES, type LIST_OPTIONS } from './options.js';
import { localDay } from '../../../domain/dates.js';
import type { WhereTest } from '../../where.js';

/** How a list prints: a table, CSV or JSON, in the columns --fields names or the kind's usual ones. */
interface ListShape {
  readonly format: 'table' | 'csv' | 'json';
  readonly fields: readonly string[] | undefined;
}

function listShape(kind: KindName, parsed: ParsedArgs<typeof LIST_OPTIONS>): ListShape {
  const csv = parsed.values.csv === true;
  if (csv && parsed.globals.json) throw usageError('choose --json or --csv, not both');
  return { format: csv ? 'csv' : parsed.globals.json ? 'json' : 'table', fields: selectedFields(kind, parsed.values.fields) };
}

async function formatResources(
  kind: KindName,
  resources: readonly Resource[],
  shape: ListShape,
  people: () => CommandPeople,
  stdout: CliContext['stdout'],
): Promise<string> {
  const columns = shape.fields ?? listColumns(kind);
  if (shape.format === 'json') return formatJson(shape.fields ? resources.map((resource) => pickFields(resource, columns)) : resources);
  if (shape.format === 'csv') return formatCsv([columns, ...resources.map((resource) => columns.map((name) => asSent(resource)[name]))]);
  return formatList(kind, resources, outputMarks(stdout), columns, await tableNames(kind, resources, columns, people), proseWidth(stdout));
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

export const run: CommandRun<typeof LIST_OPTIONS> = async (parsed, context) => {
  const [word, ...extra] = parsed.positionals;
  const names = LIST_PLANS.map(listUsage).join(' | ');
  if (word === undefined) throw missingArgument('what to list', [`It lists: ${names}.`]);
  const spec = resolveKind(word);
  const plan = spec && LIST_PLANS.find((candidate) => candidate.spec === spec);
  if (!plan) throw refusal('list', word, 'is not something hoshin lists', [`It lists: ${names}.`]);
  if (extra.length > 0) throw unexpectedArguments(extra);
  const stray = LIST_SCOPES.find((name) => name !== plan.option && parsed.values[name] !== undefined);
  if (stray) throw refusalWithHints(`--${stray} does not apply here`, [usageHint(`list ${listUsage(plan)}`)]);
  const scope = LIST_SCOPES.find((name) => name === plan.option);
  const scopeText = scope === undefined ? undefined : parsed.values[scope];
  if (plan.fromIndex && scopeText === undefined) {
    throw missingArgument(`--${plan.option} <id>`, [
      `The service cannot list ${pluralWords(plan.spec)}: hoshin shows the ones it knows of one ${plan.option}.`,
    ]);
  }
  const scopeId = plan.option ? parseId(scopeText, `--${plan.option} <id>`) : null;
  const shape = listShape(plan.spec.name, parsed);
  // Read before anything is sent: a query it cannot read is refused here.
  // The query's code is loaded only for a --where: a plain list starts as fast as it did.
  const queries = parsed.values.where === undefined ? undefined : await import('../../where.js');
  const where = queries?.whereOf(parsed.values.where, parsed.globals, context);
  return withConnection(parsed.globals, context, async (connection) => {
    const matching = async (resources: readonly Resource[]): Promise<WhereTest> => {
      if (!queries || !where) return () => true;
      const directory = commandPeople(connection, context).directory;
      await queries.loadOwnersFor(where, directory, resources);
      return queries.whereTest(connection.index, where, { today: localDay(context.now()), nameOf: directory.nameOf });
    };
    if (plan.fromIndex) return listKnownChildren(plan.spec, scopeId as number, connection, shape, context, matching);
    const listed = await connection.client.list(plan.spec.name, scopeId);
    const test = await matching(listed);
    const resources = listed.filter((resource) => test(plan.spec.name, resource));
    context.stdout.write(await formatResources(plan.spec.name, resources, shape, () => commandPeople(connection, context), context.stdout));
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
  matching: (resources: readonly Resource[]) => Promise<WhereTest>,
): Promise<number> {
  const parentKind = spec.parent as KindName;
  const parent = await connection.client.get(parentKind, parentId);
  const all = connection.index.children(parentKind, parentId, spec.name).map(entryResource);
  const test = await matching(all);
  const known = all.filter((resource) => test(spec.name, resource));
  const counted = countedChildren(parentKind, parent, spec.name);
  const none = known.length === 0 && shape.format === 'table';
  context.stdout.write(
    none
      ? `No ${pluralWords(spec)} known here.\n`
      : await formatResources(spec.name, known, shape, () => commandPeople(connection, context), context.stdout),
  );
  writeNote(context, knownChildrenNote(spec, parentKind, parentId, all.length, counted));
  const age = cachedAge(connection.index.children(parentKind, parentId, spec.name), context.now());
  if (age) writeNote(context, age);
  // Whole only when the parent's own counter says so; as the review commands, a partial list is exit 7.
  return counted !== null && all.length >= counted ? 0 : PARTIAL_EXIT_CODE;
}

/** The rows above come from the index: their counters and flags are as of when each was last fetched. */
function cachedAge(entries: readonly IndexEntry[], now: number): string | null {
  const seen = entries.flatMap((entry) => (entry.seenAt === null ? [] : [entry.seenAt]));
  if (seen.length === 0) return null;
  // A fold, not Math.min(...seen): a spread of a parent's children overflows the stack past about 150,000.
  const oldest = seen.reduce((a, b) => Math.min(a, b));
  const newest = seen.reduce((a, b) => Math.max(a, b));
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
