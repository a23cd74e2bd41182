// What crosses the index's edge: the store's entries and complete lists checked as read, and
// index exports written and checked.
import { KIND_NAMES, isKindName, kindSpec, type KindName, type ParentKindName } from '../catalogue/catalogue.js';
import { HoshinError } from '../core/errors.js';
import type { Resource } from '../core/resource.js';
import { isId } from './entry-keys.js';
import { EXPORT_FORMAT, EXPORT_VERSION, type CompleteScope, type ExportedEntry, type IndexEntry, type IndexExport } from './index-entry.js';
import { KEPT_LINE_CHARACTERS, keptResource } from './kept-fields.js';

// ---- validation of stored entries (the database's rows) ----

/** An entry as the store keeps it, checked; throws an Error saying what is wrong. */
export function storedEntry(raw: unknown): IndexEntry {
  const problem = entryProblem(raw);
  if (problem) throw new Error(problem);
  const record = raw as Record<string, unknown>;
  const resource = record.resource;
  const seenAt = record.seenAt;
  if (resource !== null && (!isRecord(resource) || resource.id !== record.id)) throw new Error('bad resource');
  if (seenAt !== null && (typeof seenAt !== 'number' || !Number.isFinite(seenAt))) throw new Error('bad seenAt');
  const cutBefore = record.cut;
  if (cutBefore !== undefined && (!Array.isArray(cutBefore) || !cutBefore.every((name) => typeof name === 'string'))) {
    throw new Error('bad cut');
  }
  const entry = exportedEntry(record);
  // A file written before the index bounded what it keeps is cut down as it is read.
  const kept = resource === null ? null : keptResource(entry.kind, resource as Resource);
  const cut = kept ? [...new Set([...(cutBefore ?? []), ...kept.cut])].filter((name) => name in kept.resource) : [];
  return { ...entry, resource: kept ? kept.resource : null, ...(cut.length > 0 ? { cut } : {}), seenAt };
}

/** A complete list as the store keeps it, checked; throws when malformed. */
export function storedScope(raw: unknown): CompleteScope {
  if (
    !isRecord(raw) ||
    typeof raw.childKind !== 'string' ||
    !isKindName(raw.childKind) ||
    typeof raw.fetchedAt !== 'number' ||
    kindSpec(raw.childKind).list?.scope !== raw.parentKind ||
    !(raw.parentKind === null ? raw.parentId === null : isId(raw.parentId))
  ) {
    throw new Error('malformed complete list');
  }
  return {
    parentKind: raw.parentKind as ParentKindName | null,
    parentId: raw.parentId as number | null,
    childKind: raw.childKind,
    fetchedAt: raw.fetchedAt,
  };
}

// ---- validation of exported documents ----

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const EXPORTED_KEYS = ['kind', 'id', 'parentKind', 'parentId', 'name'];

/** What is wrong with an exported entry's kind, id, parent and name, or undefined. */
function entryProblem(raw: unknown): string | undefined {
  if (!isRecord(raw)) return 'is not an object';
  const { kind, id, parentKind, parentId, name } = raw;
  if (typeof kind !== 'string' || !isKindName(kind)) return `kind ${JSON.stringify(kind)} is not a kind of resource`;
  if (!isId(id)) return `${kind} id ${JSON.stringify(id)} is not a positive whole number`;
  const spec = kindSpec(kind);
  if (parentKind !== spec.parent) {
    return `${kind} ${id}: parentKind must be ${spec.parent === null ? 'null' : `"${spec.parent}"`}, got ${JSON.stringify(parentKind)}`;
  }
  if (spec.parent === null ? parentId !== null : parentId !== null && !isId(parentId)) {
    return `${kind} ${id}: parentId ${JSON.stringify(parentId)} is not ${spec.parent === null ? 'null' : 'a positive whole number or null'}`;
  }
  if (name !== null && typeof name !== 'string') return `${kind} ${id}: name must be text or null`;
  if (typeof name === 'string' && name.length > 65_535) return `${kind} ${id}: name is too long`;
  return undefined;
}

function exportedEntry(record: Record<string, unknown>): ExportedEntry {
  return {
    kind: record.kind as KindName,
    id: record.id as number,
    parentKind: record.parentKind as ParentKindName | null,
    parentId: record.parentId as number | null,
    // Names are kept to a bound, as from an answer (an import may carry longer ones).
    name: record.name === '' || record.name === null ? null : (record.name as string).slice(0, KEPT_LINE_CHARACTERS),
  };
}

/** Checks an export document strictly; throws HoshinError 'invalid' naming the first problem. */
export function validateExport(document: unknown): readonly ExportedEntry[] {
  const invalid = (message: string) => new HoshinError('invalid', message);
  if (!isRecord(document)) throw invalid('not an index export (expected a JSON object)');
  if (document.format !== EXPORT_FORMAT) throw invalid(`not an index export (format must be "${EXPORT_FORMAT}")`);
  if (document.version !== EXPORT_VERSION) {
    throw invalid(`unsupported index export version ${JSON.stringify(document.version)} (this hoshin reads version ${EXPORT_VERSION})`);
  }
  const extra = Object.keys(document).filter((key) => !['format', 'version', 'entries'].includes(key));
  if (extra.length > 0) throw invalid(`unexpected field "${extra[0]}" in the index export`);
  if (!Array.isArray(document.entries)) throw invalid('the index export has no "entries" list');
  const seen = new Map<string, number>();
  const entries: ExportedEntry[] = [];
  document.entries.forEach((raw: unknown, position: number) => {
    const where = `entry ${position + 1} of ${(document.entries as unknown[]).length}`;
    const problem = entryProblem(raw);
    if (problem) throw invalid(`${where}: ${problem}`);
    const record = raw as Record<string, unknown>;
    const unknownKey = Object.keys(record).find((key) => !EXPORTED_KEYS.includes(key));
    if (unknownKey) throw invalid(`${where}: unexpected field "${unknownKey}"`);
    const entry = exportedEntry(record);
    const key = `${entry.kind}:${entry.id}`;
    const first = seen.get(key);
    if (first !== undefined) throw invalid(`${where}: ${entry.kind} ${entry.id} is already entry ${first}`);
    seen.set(key, position + 1);
    entries.push(entry);
  });
  return entries;
}

/** What leaves the machine: every entry's kind, id, parent and name, kind by kind in id order. */
export function exportOf(all: (kind: KindName) => readonly IndexEntry[]): IndexExport {
  const entries: ExportedEntry[] = [];
  for (const kind of KIND_NAMES) {
    for (const entry of all(kind)) {
      entries.push({
        kind: entry.kind,
        id: entry.id,
        parentKind: entry.parentKind,
        parentId: entry.parentId,
        name: entry.name,
      });
    }
  }
  return { format: EXPORT_FORMAT, version: EXPORT_VERSION, entries };
}
