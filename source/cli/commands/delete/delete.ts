// `hoshin delete`: one resource and what it takes with it, asked first unless --yes.
import { childKinds, kindWords, pluralWords, type KindName, type KindSpec } from '../../../catalogue/catalogue.js';
import { valueText } from '../../../catalogue/values.js';
import { deletedEarlier, deleteResource } from '../../../usecases/change-resource.js';
import { isMissingRecord } from '../../../core/errors.js';
import type { Connection } from '../../../usecases/connection.js';
import { parseId } from '../../args.js';
import { printAnswer } from '../../output.js';
import { confirm } from '../../prompt.js';
import type { CommandRun } from '../../specs/types.js';
import { usageError, unexpectedArguments } from '../../usage-error.js';
import { kindArgument, refuseReadOnly } from '../../resource-command-kit.js';
import { withConnection } from '../../connection.js';
import type { DELETE_OPTIONS } from './options.js';

export const run: CommandRun<typeof DELETE_OPTIONS> = async (parsed, context) => {
  const [kindWord, idWord, ...extra] = parsed.positionals;
  const spec = kindArgument(kindWord);
  const id = parseId(idWord, `${spec.name} id`);
  if (extra.length > 0) throw unexpectedArguments(extra);
  if (spec.readOnly) throw usageError(`${spec.plural} are read-only: they can be read, not deleted`);
  const yes = parsed.values.yes === true;
  if (!yes && !context.stdin.isTTY)
    throw usageError(`refusing to delete ${kindWords(spec)} ${id} without --yes (standard input is not a terminal)`);
  return withConnection(parsed.globals, context, async (connection) => {
    refuseReadOnly(connection.readOnly, `delete ${spec.name} ${id}`);
    // Run again after this journal's own delete: a read that finds it gone ends it, nothing sent.
    const earlier = deletedEarlier(connection.journal, spec.name, id);
    if (earlier && (await isGone(connection, spec.name, id))) {
      const json = { deleted: { kind: spec.name, id }, already: true, change: earlier.change };
      return printAnswer(
        parsed,
        context,
        json,
        () => `${kindWords(spec)} ${id}: already deleted (change ${earlier.change}); nothing sent\n`,
      );
    }
    return deleteAsked(connection);
  });

  async function deleteAsked(connection: Connection): Promise<number> {
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
    return printAnswer(parsed, context, { deleted: { kind: spec.name, id } }, () => `deleted ${kindWords(spec)} ${id}\n`);
  }
};

/** Whether a read of the resource finds it gone (any other failure is the command's). */
async function isGone(connection: Connection, kind: KindName, id: number): Promise<boolean> {
  try {
    await connection.client.get(kind, id);
    return false;
  } catch (error) {
    if (isMissingRecord(error)) return true;
    throw error;
  }
}

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
