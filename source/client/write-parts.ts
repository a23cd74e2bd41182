// Writes the service takes in parts: fields applied by an update after a create, or in an update of their own.
import { fieldSpec, kindSpec, type KindName } from '../catalogue/catalogue.js';
import { valueText, type JsonValue } from '../catalogue/values.js';
import type { Resource } from '../core/resource.js';

export type Values = Readonly<Record<string, JsonValue>>;

/** The values a create sends, and those applied by an update right after (catalogue `appliedOnCreate`). */
export function splitForCreate(kind: KindName, values: Values): { now: Values; after: Values } {
  const now: Record<string, JsonValue> = {};
  const after: Record<string, JsonValue> = {};
  for (const [name, value] of Object.entries(values)) {
    const field = fieldSpec(kind, name);
    // A task's default status needs no transition; a position of 0 is what a create leaves anyway.
    if (field && !field.appliedOnCreate && !isCreateDefault(kind, name, value)) after[name] = value;
    else if (!field || field.appliedOnCreate) now[name] = value;
  }
  return { now, after };
}

function isCreateDefault(kind: KindName, name: string, value: JsonValue): boolean {
  return (
    (kind === 'task' && name === 'status' && value === 'backlog') ||
    (kind === 'hoshin' && name === 'state' && value === 'active') ||
    (kind === 'task' && name === 'lane_pos' && value === 0)
  );
}

/** One update, or two where the service applies a field only on its own (catalogue `separateUpdate`). */
export function splitForUpdate(kind: KindName, values: Values): Values[] {
  const separate = kindSpec(kind).separateUpdate;
  if (!separate || !(separate.trigger in values)) return [values];
  const alone: Record<string, JsonValue> = {};
  const rest: Record<string, JsonValue> = {};
  for (const [name, value] of Object.entries(values)) (separate.fields.includes(name) ? alone : rest)[name] = value;
  return Object.keys(rest).length === 0 ? [alone] : [rest, alone];
}

export function describeValues(values: Readonly<Record<string, unknown>>): string {
  return Object.entries(values)
    .map(([name, value]) => `${name}=${value === null ? '(empty)' : valueText(value)}`)
    .join(' ');
}

export function pick(resource: Resource, like: Values): Record<string, unknown> {
  return Object.fromEntries(Object.keys(like).map((name) => [name, resource[name] ?? null]));
}
