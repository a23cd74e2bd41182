// get, list, create, update, delete: the scriptable face of every kind in the catalogue.
import { childKinds, KINDS, pluralWords, resolveKind, type KindName, type KindSpec } from '../../catalogue/catalogue.js';
import { parseCommandArgs as parseCommand, parseId, stringOption, type ParsedArgs } from '../args.js';
import { parseAssignments } from '../assignments.js';
import { openConnection, type Connection } from '../connection.js';
import type { CliContext, Command } from '../context.js';
import { formatJson, formatList, formatResource } from '../output.js';
import { confirm } from '../prompt.js';
import { usageError } from '../usage-error.js';

function kindArgument(word: string | undefined): KindSpec {
  const known = KINDS.map((k) => k.name).join(', ');
  if (word === undefined) throw usageError(`missing kind (one of ${known})`);
  const spec = resolveKind(word);
  if (!spec) throw usageError(`unknown kind "${word}" (one of ${known})`);
  return spec;
}

/** Opens the profile's connection for one command and closes its client afterwards. */
async function withConnection<T>(parsed: ParsedArgs, context: CliContext, work: (connection: Connection) => Promise<T>): Promise<T> {
  const connection = await openConnection(parsed.globals, context);
  try {
    return await work(connection);
  } finally {
    await connection.client.close();
  }
}

function refuseReadOnly(readOnly: boolean, what: string): void {
  if (readOnly) throw usageError(`read-only mode: refusing to ${what}`);
}

export const get: Command = async (args, context) => {
  const parsed = parseCommand(args);
  const [kindWord, idWord, ...extra] = parsed.positionals;
  const spec = kindArgument(kindWord);
  const id = parseId(idWord, `${spec.name} id`);
  if (extra.length > 0) throw usageError(`unexpected "${extra.join(' ')}"`);
  return withConnection(parsed, context, async (connection) => {
    const resource = await connection.client.get(spec.name, id);
    context.stdout.write(parsed.globals.json ? formatJson(resource) : formatResource(spec.name, resource));
    return 0;
  });
};

const LISTABLE = KINDS.filter((k) => k.list !== null);

export const list: Command = async (args, context) => {
  const options = Object.fromEntries(
    LISTABLE.flatMap((k) => (k.list?.option ? [[k.list.option, { type: 'string' as const }]] : [])),
  );
  const parsed = parseCommand(args, options);
  const [word, ...extra] = parsed.positionals;
  const names = LISTABLE.map((k) => (k.list?.option ? `${k.plural} --${k.list.option} <id>` : k.plural)).join(' | ');
  if (word === undefined) throw usageError(`missing what to list: ${names}`);
  const spec = resolveKind(word);
  if (!spec || !spec.list) {
    throw usageError(`the service cannot list "${word}"; it lists only: ${names}`);
  }
  if (extra.length > 0) throw usageError(`unexpected "${extra.join(' ')}"`);
  const scopeId = spec.list.option ? parseId(stringOption(parsed, spec.list.option), `--${spec.list.option} <id>`) : null;
  return withConnection(parsed, context, async (connection) => {
    const resources = await connection.client.list(spec.name, scopeId);
    context.stdout.write(parsed.globals.json ? formatJson(resources) : formatList(spec.name, resources));
    return 0;
  });
};

export const create: Command = async (args, context) => {
  const parsed = parseCommand(args, { parent: { type: 'string' } });
  const [kindWord, ...words] = parsed.positionals;
  const spec = kindArgument(kindWord);
  const parentId = parentArgument(spec, parsed);
  const values = parseAssignments(spec.name, words, 'create');
  return withConnection(parsed, context, async (connection) => {
    refuseReadOnly(connection.readOnly, `create a ${spec.name}`);
    const resource = await connection.client.create(spec.name, parentId, values);
    context.stdout.write(parsed.globals.json ? formatJson(resource) : `created ${spec.name} ${resource.id}\n${formatResource(spec.name, resource)}`);
    return 0;
  });
};

function parentArgument(spec: KindSpec, parsed: ParsedArgs): number | null {
  const given = stringOption(parsed, 'parent');
  if (spec.parent === null) {
    if (given !== undefined) throw usageError(`a ${spec.name} has no parent: drop --parent`);
    return null;
  }
  if (given === undefined) throw usageError(`missing --parent <${spec.parent} id> (a ${spec.name} is created under a ${spec.parent})`);
  return parseId(given, `--parent <${spec.parent} id>`);
}

export const update: Command = async (args, context) => {
  const parsed = parseCommand(args);
  const [kindWord, idWord, ...words] = parsed.positionals;
  const spec = kindArgument(kindWord);
  const id = parseId(idWord, `${spec.name} id`);
  const values = parseAssignments(spec.name, words, 'update');
  return withConnection(parsed, context, async (connection) => {
    refuseReadOnly(connection.readOnly, `update ${spec.name} ${id}`);
    const resource = await connection.client.update(spec.name, id, values);
    context.stdout.write(parsed.globals.json ? formatJson(resource) : `updated ${spec.name} ${id}\n${formatResource(spec.name, resource)}`);
    return 0;
  });
};

export const remove: Command = async (args, context) => {
  const parsed = parseCommand(args, { yes: { type: 'boolean', short: 'y' } });
  const [kindWord, idWord, ...extra] = parsed.positionals;
  const spec = kindArgument(kindWord);
  const id = parseId(idWord, `${spec.name} id`);
  if (extra.length > 0) throw usageError(`unexpected "${extra.join(' ')}"`);
  if (spec.readOnly) throw usageError(`${spec.plural} are read-only: they can be read, not deleted`);
  const yes = parsed.values.yes === true;
  if (!yes && !context.stdin.isTTY) {
    throw usageError(`refusing to delete ${spec.name} ${id} without --yes (standard input is not a terminal)`);
  }
  return withConnection(parsed, context, async (connection) => {
    refuseReadOnly(connection.readOnly, `delete ${spec.name} ${id}`);
    if (!yes) {
      const resource = await connection.client.get(spec.name, id);
      const title = String(resource[spec.titleField] ?? '');
      const cascade = deletedWith(spec);
      const question = `Delete ${spec.label.toLowerCase()} ${id} "${title}"${cascade ? ` and all its ${cascade}` : ''}?`;
      if (!(await confirm(context, question))) {
        context.stderr.write('Nothing deleted.\n');
        return 0;
      }
    }
    await connection.client.remove(spec.name, id);
    if (parsed.globals.json) context.stdout.write(formatJson({ deleted: { kind: spec.name, id } }));
    else context.stdout.write(`deleted ${spec.name} ${id}\n`);
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

