// What get, list, create, update and delete share: the kind argument, one connection per command, the read-only refusal.
import { refusal } from '../core/refusal.js';
import { KINDS, resolveKind, type KindName, type KindSpec } from '../catalogue/catalogue.js';
import type { CliContext } from '../terminal/io-context.js';
import type { Connection } from './connection.js';
import type { Resource } from '../core/resource.js';
import { formatResource } from './output.js';
import { companyFor, personNames, type CommandPeople } from './people-names.js';
import { knownNames } from './resource-names.js';
import { outputMarks, proseWidth } from './terminal/footnote.js';
import { usageError, missingArgument } from './usage-error.js';

export function kindArgument(word: string | undefined): KindSpec {
  const known = KINDS.map((k) => k.name).join(', ');
  if (word === undefined) throw missingArgument('kind', [`Kinds: ${known}.`]);
  const spec = resolveKind(word);
  if (!spec) throw refusal('kind', word, 'is not a kind', [`Kinds: ${known}.`]);
  return spec;
}

export function refuseReadOnly(readOnly: boolean, what: string): void {
  if (readOnly) throw usageError(`read-only mode: refusing to ${what}`);
}

/** The company to look names up in, found only when a person was given by name. */
export async function namedCompany(
  connection: Connection,
  kind: KindName,
  names: Readonly<Record<string, string>>,
  target: { readonly parentId: number | null } | { readonly id: number },
): Promise<number | null> {
  return Object.keys(names).length === 0 ? null : companyFor(connection, kind, target);
}

/** A resource as get, create and update show it on a terminal: its fields, people by name, the width of the prose. */
export async function resourceText(
  connection: Connection,
  context: CliContext,
  kind: KindName,
  resource: Resource,
  people: CommandPeople,
  fields?: readonly string[],
): Promise<string> {
  const names = await personNames(kind, resource, people);
  return formatResource(
    kind,
    resource,
    outputMarks(context.stdout),
    fields,
    names,
    knownNames(connection.index),
    proseWidth(context.stdout),
  );
}
