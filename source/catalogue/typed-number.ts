// A decimal as a person types it: the point is the decimal point and a comma only a thousands separator where it
// cannot mean anything else; `1,234` and `1,5` are refused naming the reading. Nothing depends on the locale. Pure.

/** Plain decimal text: an optional minus, digits with at most one point. */
const PLAIN = /^-?(\d+(\.\d*)?|\.\d+)$/;
/** Thousands groups: 1 to 3 digits (no leading zero), then groups of exactly 3, then maybe a fraction. */
const GROUPED = /^(-?)([1-9]\d{0,2}(?:,\d{3})+)(\.\d*)?$/;

export type TypedNumber =
  /** `text`: the number as plain decimal text (commas gone), ready for the decimal checks. */
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly reason: 'form' }
  /** A comma that could be either: `readings` are the two numbers, as plain text. */
  | { readonly ok: false; readonly reason: 'ambiguous'; readonly readings: readonly [string, string] }
  /** A comma hoshin never reads (a decimal comma, a group of the wrong size): `suggestion` is the number with a point when there is one. */
  | { readonly ok: false; readonly reason: 'comma'; readonly suggestion: string | null };

/** Reads trimmed text typed for a decimal field by the one rule above. */
export function readTypedNumber(text: string): TypedNumber {
  if (!text.includes(',')) return PLAIN.test(text) ? { ok: true, text } : { ok: false, reason: 'form' };
  const grouped = GROUPED.exec(text);
  if (grouped) {
    const [, sign = '', groups = '', fraction = ''] = grouped;
    const plain = `${sign}${groups.replace(/,/g, '')}${fraction}`;
    const single = groups.split(',').length === 2;
    // One group of three and no point: as much a decimal comma as a thousands separator.
    if (single && fraction === '') return { ok: false, reason: 'ambiguous', readings: [plain, `${sign}${groups.replace(',', '.')}`] };
    return { ok: true, text: plain };
  }
  // One comma between digits and no point can only be a decimal comma: say the number with a point.
  const decimal = /^(-?)(\d*),(\d+)$/.exec(text);
  const suggestion = decimal ? `${decimal[1] ?? ''}${decimal[2] || '0'}.${decimal[3] ?? ''}` : null;
  return { ok: false, reason: 'comma', suggestion };
}

/** Why a typed number with a comma is refused, in the words every front end shows. */
export function commaProblem(text: string, reading: Extract<TypedNumber, { ok: false }>): string {
  if (reading.reason === 'ambiguous') {
    const [thousands, decimal] = reading.readings;
    return `"${text}" could be ${thousands} (a comma between thousands) or ${decimal} (a decimal comma); write ${thousands} or ${decimal}`;
  }
  const rule = 'a comma is read only between thousands, as in 1,234.5; the decimal point is a point';
  return reading.reason === 'comma' && reading.suggestion !== null
    ? `"${text}": ${rule}; write ${reading.suggestion}`
    : `"${text}" is not a number: ${rule}`;
}
