// `hoshin update`: changes fields of one resource, people given by name or id.
import { kindWords, type KindName } from '../../../catalogue/catalogue.js';
import type { JsonValue } from '../../../catalogue/values.js';
import type { ResourceClient } from '../../../core/resource.js';
import { statusOf } from '../../../domain/task.js';
import { updateResource } from '../../../usecases/change-resource.js';
import { parseId } from '../../args.js';
import { parseAssignments } from '../../assignments.js';
import { formatJson, formatResource } from '../../output.js';
import { knownNames } from '../../resource-names.js';
import { resolveParentName } from '../../parent-objective-name.js';
import { commandPeople, personNames, resolvePersonNames } from '../../people-names.js';
import type { CommandRun } from '../../specs/types.js';
import { kindArgument, namedCompany, refuseReadOnly, withConnection } from '../../resource-command-kit.js';

export const run: CommandRun = async (parsed, context) => {
  const [kindWord, idWord, ...words] = parsed.positionals;
  const spec = kindArgument(kindWord);
  const id = parseId(idWord, `${spec.name} id`);
  const names: Record<string, string> = {};
  const typed = parseAssignments(spec.name, words, 'update', names);
  return withConnection(parsed, context, async (connection) => {
    refuseReadOnly(connection.readOnly, `update ${spec.name} ${id}`);
    const people = commandPeople(connection, context);
    // The parent objective first: what is left of the names are people.
    const parent = await resolveParentName(connection, names, { id });
    const asked = {
      ...typed,
      ...parent,
      ...(await resolvePersonNames(names, await namedCompany(connection, spec.name, names, { id }), people)),
    };
    const values = await withoutStatusItHas(connection.client, spec.name, id, asked);
    if (Object.keys(values).length === 0) {
      // The task is in that status already: nothing is sent (the service refuses a move to where it is).
      const resource = await connection.client.get(spec.name, id);
      context.stdout.write(
        parsed.globals.json ? formatJson(resource) : `${spec.name} ${id}: already ${String(asked.status)}; nothing to do\n`,
      );
      return 0;
    }
    const resource = await updateResource(connection.client, connection.index, spec.name, id, values);
    context.stdout.write(
      parsed.globals.json
        ? formatJson(resource)
        : `updated ${kindWords(spec)} ${id}\n${formatResource(spec.name, resource, undefined, undefined, await personNames(spec.name, resource, people), knownNames(connection.index))}`,
    );
    return 0;
  });
};

/**
 * A task's status is a move through its lifecycle, refused by the service when the task is there
 * already: left out when the task holds it, so `update task 7 status=completed` run twice changes
 * the service once and succeeds both times, as `hoshin move` does.
 */
async function withoutStatusItHas(
  client: ResourceClient,
  kind: KindName,
  id: number,
  values: Readonly<Record<string, JsonValue>>,
): Promise<Readonly<Record<string, JsonValue>>> {
  if (kind !== 'task' || typeof values.status !== 'string') return values;
  const task = await client.get('task', id);
  if (statusOf(task) !== values.status) return values;
  const { status: _held, ...rest } = values;
  return rest;
}
