// Readable summaries of resources for a terminal; --json prints the service's JSON instead.
import { kindSpec, pluralWords, type KindName } from '../catalogue/catalogue.js';
import { displayValue } from '../catalogue/values.js';
import type { Resource } from '../core/resource.js';

/** `Label  value` lines for every field the resource has a value for, in catalogue order. */
export function formatResource(kind: KindName, resource: Resource): string {
  const spec = kindSpec(kind);
  const rows: [string, string][] = [];
  for (const field of spec.fields) {
    const value = resource[field.name];
    if (value === null || value === undefined || value === '') continue;
    rows.push([field.label, oneLine(displayValue(field.type, value))]);
  }
  const width = Math.max(...rows.map(([label]) => label.length));
  return `${spec.label} ${resource.id}\n${rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`).join('\n')}\n`;
}

/** A table of resources: id, title, then the kind's key figures. */
export function formatList(kind: KindName, resources: readonly Resource[]): string {
  const spec = kindSpec(kind);
  if (resources.length === 0) return `No ${pluralWords(spec)}.\n`;
  const columns = ['id', spec.titleField, ...spec.listColumns];
  const fieldsByName = new Map(spec.fields.map((f) => [f.name, f]));
  const header = columns.map((name) => (fieldsByName.get(name)?.label ?? name).toUpperCase());
  const body = resources.map((resource) =>
    columns.map((name) => {
      const field = fieldsByName.get(name);
      const value = resource[name];
      return field ? truncate(oneLine(displayValue(field.type, value)), 48) : String(value ?? '');
    }),
  );
  return formatTable([header, ...body]);
}

export function formatTable(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows.map((row) => row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0))).join('  ').trimEnd()).join('\n') + '\n';
}

export function formatJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

function oneLine(text: string): string {
  return text.replace(/\s*\r?\n\s*/g, ' ⏎ ');
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
