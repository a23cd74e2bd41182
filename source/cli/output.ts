// Readable summaries of resources; columns in terminal cells (core/cell-text.ts) so CJK and emoji align.
import { heldValue } from '../catalogue/held-value.js';
import { isKindName, isPersonField, kindSpec, pluralWords, type FieldSpec, type KindName } from '../catalogue/catalogue.js';
import { asSent, sentJson } from '../catalogue/typed-resource.js';
import { displayValue, valueText } from '../catalogue/values.js';
import { personLabel } from '../domain/people-choice.js';
import { padToWidth, textWidth, truncateToWidth } from '../core/cell-text.js';
import type { Resource } from '../core/resource.js';
import { safeJson, visibleLine } from '../core/untrusted-text.js';
import { UNICODE_GLYPHS, type Glyphs } from '../terminal/glyphs.js';
import type { CliContext } from '../terminal/io-context.js';
import { fitTable, type FitColumn } from './terminal/fit-table.js';
import { labelledLines } from './terminal/footnote.js';

export type OutputMarks = Pick<Glyphs, 'ellipsis' | 'newline'>;

export type PersonName = (userId: number) => string | null;

export type ResourceName = (kind: KindName, id: number) => string | null;

/** A person or a resource referred to as `Aiko Tanaka (3)` when its name is known, else the id. */
export function shownValue(field: FieldSpec, value: unknown, nameOf?: PersonName, resourceName?: ResourceName): string {
  if (nameOf && isPersonField(field) && typeof value === 'number') return personLabel(value, nameOf(value));
  const type = field.type;
  if (resourceName && type.kind === 'reference' && typeof value === 'number' && isKindName(type.to))
    return personLabel(value, resourceName(type.to, value));
  return displayValue(field.type, value);
}

/** `Label  value` lines of the fields with a value; with `fields`, those in that order, empty ones too. */
export function formatResource(
  kind: KindName,
  resource: Resource,
  marks: OutputMarks = UNICODE_GLYPHS,
  fields?: readonly string[],
  nameOf?: PersonName,
  resourceName?: ResourceName,
  width?: number,
): string {
  const spec = kindSpec(kind);
  const rows: [string, string][] = [];
  const shown = fields ? fields.flatMap((name) => spec.fields.filter((field) => field.name === name)) : spec.fields;
  const sent = asSent(resource);
  for (const field of shown) {
    const value = heldValue(kind, field.name, sent);
    if (!fields && (value === null || value === undefined || value === '')) continue;
    rows.push([field.label, value === null || value === undefined ? '' : oneLine(shownValue(field, value, nameOf, resourceName), marks)]);
  }
  const labels = Math.max(...rows.map(([label]) => textWidth(label)));
  const line = ([label, value]: [string, string]) => {
    const first = `  ${padToWidth(label, labels)}  `;
    return width === undefined ? [`${first}${value}`.trimEnd()] : labelledLines(first, value, width);
  };
  return `${spec.label} ${resource.id}\n${rows.flatMap(line).join('\n')}\n`;
}

export function listColumns(kind: KindName): readonly string[] {
  const spec = kindSpec(kind);
  return ['id', spec.titleField, ...spec.listColumns];
}

export function formatList(
  kind: KindName,
  resources: readonly Resource[],
  marks: OutputMarks = UNICODE_GLYPHS,
  columns: readonly string[] = listColumns(kind),
  nameOf?: PersonName,
  width?: number,
): string {
  const spec = kindSpec(kind);
  if (resources.length === 0) return `No ${pluralWords(spec)}.\n`;
  const fieldsByName = new Map(spec.fields.map((f) => [f.name, f]));
  const header = columns.map((name) => (fieldsByName.get(name)?.label ?? name).toUpperCase());
  const body = resources.map((resource) =>
    columns.map((name) => {
      const field = fieldsByName.get(name);
      const value = field ? heldValue(kind, name, asSent(resource)) : asSent(resource)[name];
      return field
        ? truncateToWidth(oneLine(shownValue(field, value, nameOf), marks), 48, { ellipsis: marks.ellipsis })
        : visibleLine(valueText(value ?? ''));
    }),
  );
  // Free text gives way first, a person (named with an id) last; ids, figures and dates stay whole.
  const fit = columns.map((name): FitColumn => {
    const field = fieldsByName.get(name);
    if (field && isPersonField(field)) return { min: 8, yields: 2 };
    if (name === spec.titleField) return { min: 12, yields: 1 };
    if (field && (field.type.kind === 'string' || field.type.kind === 'text')) return { min: 8, yields: 0 };
    return { whole: true };
  });
  return fitTable(
    [header, ...body].map((row) => row.map(visibleLine)),
    fit,
    width,
    marks.ellipsis,
  );
}

/** Columns two spaces apart; controls shown visibly: cells may hold text from outside. */
export function formatTable(cells: readonly (readonly string[])[]): string {
  const rows = cells.map((row) => row.map(visibleLine));
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, textWidth(cell))));
  const line = (row: string[]) => row.map((cell, i) => (i === row.length - 1 ? cell : padToWidth(cell, widths[i] ?? 0)));
  return rows.map((row) => `${line(row).join('  ').trimEnd()}\n`).join('');
}

/** Exact JSON, terminal controls escaped; a typed resource as the service sent it ("7.0"). */
export function formatJson(value: unknown): string {
  return `${safeJson(value, 2, sentJson)}\n`;
}

/** A command's answer: its JSON under --json, else its text (made only then); exit code 0. */
export async function printAnswer(
  parsed: { readonly globals: { readonly json: boolean } },
  context: Pick<CliContext, 'stdout'>,
  value: unknown,
  text: () => string | Promise<string>,
): Promise<number> {
  context.stdout.write(parsed.globals.json ? formatJson(value) : await text());
  return 0;
}

/** Line breaks as the newline mark, every other control visible. */
function oneLine(text: string, marks: OutputMarks): string {
  return visibleLine(text.replace(/\s*\r?\n\s*/g, ` ${marks.newline} `));
}
