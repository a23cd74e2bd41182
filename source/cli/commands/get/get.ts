// `hoshin get`: one resource by kind and id or web address, with the plan around it learned.
import { writeWarning } from '../../terminal/stderr-lines.js';
import { kindSpec, type KindSpec } from '../../../catalogue/catalogue.js';
import { valueText } from '../../../catalogue/values.js';
import { loadConfig } from '../../../config/config.js';
import { hoshinPaths } from '../../../config/paths.js';
import { addressHost, isOnHost, looksLikeAddress, otherHost, parseResourceAddress } from '../../../index/references.js';
import { profileSettings } from '../../../usecases/profile-choice.js';
import { redactSignatures } from '../../../signing/signing.js';
import { learnAround } from '../../../usecases/open-resource.js';
import { parseId } from '../../args.js';
import { pickFields, selectedFields } from '../../field-selection.js';
import { printAnswer } from '../../output.js';
import { commandPeople } from '../../people-names.js';
import type { CommandRun } from '../../specs/types.js';
import { usageError, unexpectedArguments } from '../../usage-error.js';
import { kindArgument, resourceText } from '../../resource-command-kit.js';
import { withConnection } from '../../connection.js';
import { localDay } from '../../../domain/dates.js';
import { targetLines } from '../targets/target-lines.js';
import { proseWidth } from '../../terminal/footnote.js';
import type { GET_OPTIONS } from './options.js';

/** Ancestors and lists seen this recently are not fetched again by `get` (one command after another). */
const ANCESTORS_FRESH_MS = 10 * 60_000;

/** Where to read an address of another service: the profiles whose service is on its host, or --base-url. */
function elsewhereHint(address: string, env: NodeJS.ProcessEnv): string {
  const profiles = Object.entries(loadConfig(hoshinPaths(env)).profiles)
    .filter(([, profile]) => profile.baseUrl !== undefined && isOnHost(profile.baseUrl, address))
    .map(([name]) => name);
  const host = addressHost(address) ?? address;
  if (profiles.length > 0)
    return `profile ${profiles.map((name) => `"${name}"`).join(', ')} ${profiles.length === 1 ? 'has' : 'have'} that service: add --profile ${profiles[0] ?? ''}`;
  return `to read it there, add --base-url https://${host} with that service's credentials`;
}

/** `get <kind> <id>`, or `get <web address>` (the address names the kind and the id, on the profile's service only). */
function getTarget(positionals: readonly string[], baseUrl: string | undefined, env: NodeJS.ProcessEnv): { spec: KindSpec; id: number } {
  const [first, second, ...extra] = positionals;
  if (first !== undefined && second === undefined && looksLikeAddress(first)) {
    const reference = parseResourceAddress(first, baseUrl);
    if (!reference.ok) {
      const elsewhere = baseUrl === undefined ? null : otherHost(first, baseUrl);
      throw usageError(elsewhere === null ? reference.message : `${reference.message}; ${elsewhereHint(first, env)}`);
    }
    return { spec: kindSpec(reference.kind), id: reference.id };
  }
  const spec = kindArgument(first);
  const id = parseId(second, `${spec.name} id`);
  if (extra.length > 0) throw unexpectedArguments(extra);
  return { spec, id };
}

export const run: CommandRun<typeof GET_OPTIONS> = async (parsed, context) => {
  // Before any request, and before credentials are looked for: the address must be on this service.
  const { spec, id } = getTarget(parsed.positionals, profileSettings(parsed.globals, context.env).baseUrl, context.env);
  const fields = selectedFields(spec.name, parsed.values.fields);
  return withConnection(parsed.globals, context, async (connection) => {
    // Opening anything learns the plan around it: ancestors up to the company, the objective's lists.
    const { resource, unlearned } = await learnAround(connection.client, connection.index, spec.name, id, {
      freshForMs: ANCESTORS_FRESH_MS,
      now: context.now,
    });
    if (unlearned !== undefined) {
      const why = redactSignatures(unlearned instanceof Error ? unlearned.message : valueText(unlearned));
      writeWarning(context, `the plan around ${spec.name} ${id} could not all be learned (${why})`);
    }
    return printAnswer(
      parsed,
      context,
      fields ? pickFields(resource, fields) : resource,
      async () =>
        (await resourceText(connection, context, spec.name, resource, commandPeople(connection, context), fields)) +
        (spec.name === 'indicator' && !fields
          ? targetLines(connection.index, resource, localDay(context.now()), proseWidth(context.stdout))
          : ''),
    );
  });
};
