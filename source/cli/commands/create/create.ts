// `hoshin create`: a new resource of a kind under its parent, people given by name or id.
import { refusal } from '../../../core/refusal.js';
import { kindWords, pluralWords, type KindSpec } from '../../../catalogue/catalogue.js';
import { withArticle } from '../../../catalogue/article.js';
import { createOnce } from '../../../usecases/create-once.js';
import { parseId, type ParsedArgs } from '../../args.js';
import { parseAssignments } from '../../assignments.js';
import { printAnswer } from '../../output.js';
import { capitalised, resolveParentName } from '../../parent-objective-name.js';
import { commandPeople, resolvePersonNames } from '../../people-names.js';
import type { CommandRun } from '../../specs/types.js';
import { missingArgument } from '../../usage-error.js';
import { kindArgument, namedCompany, refuseReadOnly, resourceText } from '../../resource-command-kit.js';
import { withConnection } from '../../connection.js';
import type { CREATE_OPTIONS } from './options.js';

export const run: CommandRun<typeof CREATE_OPTIONS> = async (parsed, context) => {
  const [kindWord, ...words] = parsed.positionals;
  const spec = kindArgument(kindWord);
  const parentId = parentArgument(spec, parsed);
  const names: Record<string, string> = {};
  const typed = parseAssignments(spec.name, words, 'create', names);
  return withConnection(parsed.globals, context, async (connection) => {
    refuseReadOnly(connection.readOnly, `create a ${spec.name}`);
    const people = commandPeople(connection, context);
    // The parent objective first: what is left of the names are people.
    const parent = await resolveParentName(connection, names, { parentId });
    const values = {
      ...typed,
      ...parent,
      ...(await resolvePersonNames(names, await namedCompany(connection, spec.name, names, { parentId }), people)),
    };
    const done = await createOnce(connection.client, connection.index, spec.name, parentId, values, {
      again: parsed.values.again === true,
    });
    const { resource } = done;
    const said =
      done.outcome === 'created'
        ? `created ${kindWords(spec)} ${resource.id}`
        : `already there: ${kindWords(spec)} ${resource.id} holds these values; nothing was sent`;
    await printAnswer(
      parsed,
      context,
      resource,
      async () => `${said}\n${await resourceText(connection, context, spec.name, resource, people)}`,
    );
    if (done.outcome === 'created' && done.unseen)
      context.stderr.write(
        `note: ${spec.parent ?? ''} ${parentId ?? ''} counts ${done.unseen.counted} ${pluralWords(spec)}, ${done.unseen.known} of them known here, and the service cannot list them: one of the same name among the others would not have been seen\n`,
      );
    return 0;
  });
};

function parentArgument(spec: KindSpec, parsed: ParsedArgs<typeof CREATE_OPTIONS>): number | null {
  const given = parsed.values.parent;
  if (spec.parent === null) {
    if (given !== undefined)
      throw refusal('--parent', given, `is not taken: ${withArticle(kindWords(spec))} has no parent`, ['Drop --parent.']);
    return null;
  }
  if (given === undefined)
    throw missingArgument(`--parent <${spec.parent} id>`, [
      `${capitalised(withArticle(kindWords(spec)))} is created under ${withArticle(kindWords(spec.parent))}.`,
    ]);
  return parseId(given, `--parent <${spec.parent} id>`);
}
