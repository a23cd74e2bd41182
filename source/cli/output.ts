// Readable summaries of resources for a terminal; --json prints the service's JSON instead.
// Columns are measured in terminal cells (core/cell-text.ts), so CJK and emoji names align.
import { heldValue } from '../catalogue/held-value.js';
import { isKindName, isPersonField, kindSpec, pluralWords, type FieldSpec, type KindName } from '../catalogue/catalogue.js';
import { asSent, sentJson } from '../catalogue/typed-resource.js';
import { displayValue, valueText } from '../catalogue/values.js';
import { personLabel } from '../domain/people-choice.js';
import { padToWidth, textWidth, truncateToWidth } from '../core/cell-text.js';
import type { Resource } from '../core/resource.js';
import { safeJson, visibleLine } from '../core/untrusted-text.js';
import { UNICODE_GLYPHS, type Glyphs } from '../terminal/glyphs.js';
import { fitTable, type FitColumn } from './terminal/fit-table.js';
import { labelledLines } from './terminal/footnote.js';

/** The marks readable output draws: from the glyph table, ASCII_GLYPHS for an ASCII terminal. */
export type OutputMarks = Pick<Glyphs, 'ellipsis' | 'newline'>;

/** A person's name from the company's people, or null when not known. */
export type PersonName = (userId: number) => string | null;

/** The name of a plan's resource known here (an objective, an area, a hoshin, a company), or null. */
export type ResourceName = (kind: KindName, id: number) => string | null;

/**
 * A field's value as readable output shows it: a person as `Aiko Tanaka (3)`, another resource it
 * refers to as `Zero harm (77)`, when the name is known; the id alone otherwise (and always in --json).
 */
export function shownValue(field: FieldSpec, value: unknown, nameOf?: PersonName, resourceName?: ResourceName): string {
  if (nameOf && isPersonField(field) && typeof value === 'number') return personLabel(value, nameOf(value));
  const type = field.type;
  if (resourceName && type.kind === 'reference' && typeof value === 'number' && isKindName(type.to)) {
    return personLabel(value, resourceName(type.to, value));
  }
  return displayValue(field.type, value);
}

/**
 * `Label  value` lines for every field the resource has a value for, in catalogue order; with
 * `fields`, those fields in that order, empty ones too. With `width`, values wrap within it.
 */
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
  // The service's text, as readable output has always shown it.
  const sent = asSent(resource);
  for (const field of shown) {
    const value = heldValue(kind, field.name, sent);
    if (!fields && (value === null || value === undefined || value === '')) continue;
    rows.push([field.label, value === null || value === undefined ? '' : oneLine(shownValue(field, value, nameOf, resourceName), marks)]);
  }
  const labels = Math.max(...rows.map(([label]) => textWidth(label)));
  // A long value (a description) wraps under itself within `width`; without one, each stays on its line.
  const line = ([label, value]: [string, string]) => {
    const first = `  ${padToWidth(label, labels)}  `;
    return width === undefined ? [`${first}${value}`.trimEnd()] : labelledLines(first, value, width);
  };
  return `${spec.label} ${resource.id}\n${rows.flatMap(line).join('\n')}\n`;
}

/** The columns a list shows unless told: id, title, then the kind's key figures. */
export function listColumns(kind: KindName): readonly string[] {
  const spec = kindSpec(kind);
  return ['id', spec.titleField, ...spec.listColumns];
}

/** A table of resources, in the given columns or the kind's usual ones, fitted to `width` when given. */
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
  // Free text gives way to `width`: descriptions and comments first, then the title, a person (named
  // with an id) last; ids, figures and dates stay whole.
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

/**
 * Rows in columns two spaces apart, each column as wide as its widest cell in terminal cells.
 * Cells are one line each, controls shown visibly: they may hold text from outside.
 */
export function formatTable(cells: readonly (readonly string[])[]): string {
  const rows = cells.map((row) => row.map(visibleLine));
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, textWidth(cell))));
  return (
    rows
      .map((row) =>
        row
          .map((cell, i) => (i === row.length - 1 ? cell : padToWidth(cell, widths[i] ?? 0)))
          .join('  ')
          .trimEnd(),
      )
      .join('\n') + '\n'
  );
}

/**
 * Exact JSON, with the characters a terminal would obey escaped (core/untrusted-text.ts); a typed
 * resource written as the service sent it (decimals as its text, "7.0").
 */
export function formatJson(value: unknown): string {
  return `${safeJson(value, 2, sentJson)}\n`;
}

/** Line breaks as the newline mark, every other control visible. */
function oneLine(text: string, marks: OutputMarks): string {
  return visibleLine(text.replace(/\s*\r?\n\s*/g, ` ${marks.newline} `));
}
