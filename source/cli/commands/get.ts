// `hoshin get`: one resource by kind and id or web address, with the plan around it learned.
import { kindSpec, type KindSpec } from '../../catalogue/catalogue.js';
import { valueText } from '../../catalogue/values.js';
import { looksLikeAddress, parseResourceAddress } from '../../index/references.js';
import { redactSignatures } from '../../signing/signing.js';
import { learnAround } from '../../usecases/open-resource.js';
import { parseId, stringOption } from '../args.js';
import { pickFields, selectedFields } from '../field-selection.js';
import { formatJson, formatResource } from '../output.js';
import { commandPeople, personNames } from '../people-names.js';
import type { CommandRun } from '../specs/types.js';
import { usageError } from '../usage-error.js';
import { kindArgument, withConnection } from './resource-command-kit.js';

/** Ancestors and lists seen this recently are not fetched again by `get` (one command after another). */
const ANCESTORS_FRESH_MS = 10 * 60_000;

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
