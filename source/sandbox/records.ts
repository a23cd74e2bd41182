// Building resources in the service's rendered form, field by field from the catalogue.
import { kindSpec, type FieldSpec, type KindName } from '../catalogue/catalogue.js';
import { formatServiceDecimal, type JsonValue } from '../catalogue/values.js';
import type { Resource } from './sandbox-records-store.js';

/** Every column of the kind, null (the service renders unset columns as null; a virtual field is none). */
export function blankResource(kind: KindName): Resource {
  return Object.fromEntries(
    kindSpec(kind)
      .fields.filter((f) => f.shownAs === undefined)
      .map((f) => [f.name, null]),
  );
}

/** A checked value in the form the service renders it: decimals as strings like "50.0". */
export function renderValue(field: FieldSpec, value: JsonValue): JsonValue {
  if (value === null) return null;
  if (field.type.kind === 'decimal') return formatServiceDecimal(typeof value === 'number' ? value : Number(value));
  return value;
}

/** As sent (when plain), so an unsaved object shows the attempt as the model held it. */
export function attemptedValues(
  kind: KindName,
  sent: Readonly<Record<string, unknown>>,
  failed: Readonly<Record<string, unknown>>,
): Resource {
  const attempted: Resource = {};
  for (const name of Object.keys(failed)) {
    const field = kindSpec(kind).fields.find((f) => f.name === name);
    const value = sent[name];
    if (field?.access !== 'writable') continue;
    if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') attempted[name] = value;
  }
  return attempted;
}

/** The model's class name, as the service's error messages name it (indicator_history -> IndicatorHistory). */
export function modelName(kind: KindName | 'subscription'): string {
  return kind
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

/** A pastel #RRGGBB derived from a name, as the service fills a blank colour. */
export function colourFromName(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  const hue = hash % 360;
  // HSL(hue, 60%, 85%) to RGB.
  const s = 0.6;
  const l = 0.85;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    hue < 60 ? [c, x, 0] : hue < 120 ? [x, c, 0] : hue < 180 ? [0, c, x] : hue < 240 ? [0, x, c] : hue < 300 ? [x, 0, c] : [c, 0, x];
  const hex = (v: number) =>
    Math.round((v + m) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(r)}${hex(g)}${hex(b)}`.toUpperCase();
}
