// `hoshin update`: changes fields of one resource, people given by name or id.
import { kindWords } from '../../../catalogue/catalogue.js';
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
    const values = {
      ...typed,
      ...parent,
      ...(await resolvePersonNames(names, await namedCompany(connection, spec.name, names, { id }), people)),
    };
    const resource = await updateResource(connection.client, connection.index, spec.name, id, values);
    context.stdout.write(
      parsed.globals.json
        ? formatJson(resource)
        : `updated ${kindWords(spec)} ${id}\n${formatResource(spec.name, resource, undefined, undefined, await personNames(spec.name, resource, people), knownNames(connection.index))}`,
    );
    return 0;
  });
};
