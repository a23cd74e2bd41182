// `hoshin update`: changes fields of one resource, people given by name or id.
import { kindWords, type KindName } from '../../../catalogue/catalogue.js';
import type { JsonValue } from '../../../catalogue/values.js';
import type { Resource, ResourceClient } from '../../../core/resource.js';
import { readsBackAs } from '../../../client/answer-checks.js';
import { describeValues } from '../../../client/write-parts.js';
import { statusOf } from '../../../domain/task.js';
import { updateResource } from '../../../usecases/change-resource.js';
import { parseId } from '../../args.js';
import { parseAssignments } from '../../assignments.js';
import { printAnswer } from '../../output.js';
import { resolveParentName } from '../../parent-objective-name.js';
import { commandPeople, resolvePersonNames } from '../../people-names.js';
import type { CommandRun } from '../../specs/types.js';
import { kindArgument, namedCompany, refuseReadOnly, resourceText } from '../../resource-command-kit.js';
import { withConnection } from '../../connection.js';
import { usageError } from '../../usage-error.js';
import { updateWhere } from './update-where.js';
import type { UPDATE_OPTIONS } from './options.js';

export const run: CommandRun<typeof UPDATE_OPTIONS> = async (parsed, context) => {
  if (parsed.values.where !== undefined) return updateWhere(parsed.values.where, parsed, context);
  if (parsed.values.yes === true || parsed.values['dry-run'] === true) throw usageError('--yes and --dry-run go with --where');
  const [kindWord, idWord, ...words] = parsed.positionals;
  const spec = kindArgument(kindWord);
  const id = parseId(idWord, `${spec.name} id`);
  const names: Record<string, string> = {};
  const typed = parseAssignments(spec.name, words, 'update', names);
  return withConnection(parsed.globals, context, async (connection) => {
    refuseReadOnly(connection.readOnly, `update ${spec.name} ${id}`);
    const people = commandPeople(connection, context);
    // The parent objective first: what is left of the names are people.
    const parent = await resolveParentName(connection, names, { id });
    const named = await resolvePersonNames(names, await namedCompany(connection, spec.name, names, { id }), people);
    const asked = { ...typed, ...parent, ...named };
    const { values, current } = await withoutValuesItHolds(connection.client, spec.name, id, asked);
    if (Object.keys(values).length === 0 && current) {
      // Every value is there already (a run again): nothing is sent, and the service changes once.
      const held = Object.keys(asked).length === 1 && typeof asked.status === 'string' ? asked.status : describeValues(asked);
      return printAnswer(parsed, context, current, () => `${spec.name} ${id}: already ${held}; nothing to do\n`);
    }
    const resource = await updateResource(connection.client, connection.index, spec.name, id, values);
    return printAnswer(
      parsed,
      context,
      resource,
      async () => `updated ${kindWords(spec)} ${id}\n${await resourceText(connection, context, spec.name, resource, people)}`,
    );
  });
};

/** What the resource does not hold yet (a status too, which the service would refuse): run twice, sent once. */
async function withoutValuesItHolds(
  client: ResourceClient,
  kind: KindName,
  id: number,
  values: Readonly<Record<string, JsonValue>>,
): Promise<{ values: Readonly<Record<string, JsonValue>>; current: Resource | null }> {
  let current: Resource;
  try {
    current = await client.get(kind, id);
  } catch {
    // Not read: everything goes out, and the write's own answer (or refusal) says what happened.
    return { values, current: null };
  }
  const blank = (value: unknown): boolean => value === null || value === undefined || value === '';
  const holds = (name: string, value: JsonValue): boolean => {
    if (kind === 'task' && name === 'status') return statusOf(current) === value;
    // A field cleared is held only when it is empty (a blank colour is sent: the service fills it anew).
    if (blank(value)) return blank(current[name]);
    return readsBackAs(kind, name, value, current[name]);
  };
  return { values: Object.fromEntries(Object.entries(values).filter(([name, value]) => !holds(name, value))), current };
}
