// Every mark the console draws, with Unicode and ASCII forms of the same width. Pure.

/** [Unicode, ASCII] for each mark; each pair takes the same number of cells. */
const MARKS = {
  /** The selected row, a row that opens, the breadcrumb separator. */
  pointer: ['›', '>'],
  /** More text hides to the left. */
  pointerBack: ['‹', '<'],
  /** The current column of the board. */
  current: ['▸', '>'],
  /** Between the parts of a header, a hint line or a summary. */
  separator: ['·', '|'],
  /** Where typed text goes in a filter or palette line. */
  cursor: ['▏', '_'],
  /** More rows above / below. */
  up: ['↑', '^'],
  down: ['↓', 'v'],
  /** The chosen entry of a picker. */
  check: ['✓', '*'],
  /** An invalid field. */
  cross: ['✗', '!'],
  /** An entry of a list in prose. */
  bullet: ['•', '*'],
  /** A line break shown inside one line. */
  newline: ['⏎', '/'],
  /** A colour sample. */
  swatch: ['██', '##'],
  /** Chart axes. */
  axisVertical: ['│', '|'],
  axisTick: ['┤', '+'],
  axisCorner: ['└', '+'],
  axisHorizontal: ['─', '-'],
  axisDateTick: ['┬', '+'],
  /** The goal series of a chart, and its key in the legend. */
  goal: ['┄', '='],
  /** The key of the value series in a chart's legend. */
  valueKey: ['⠤⠒', '*-'],
  /** A percent-of-goal bar: the part reached and the part still to go. */
  barFull: ['█', '#'],
  barEmpty: ['░', '-'],
  /** Trend arrows: rising, falling, level (whether that is better depends on the indicator). */
  rising: ['↗', '/'],
  falling: ['↘', '\\'],
  level: ['→', '='],
} as const satisfies Record<string, readonly [string, string]>;

/** Frames of the busy indicator. */
const SPINNER = [
  ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'],
  ['|', '/', '-', '\\'],
] as const;

/** Sparkline levels, lowest first. */
const SPARK = [
  ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'],
  ['_', '.', ':', '-', '=', '+', '*', '#'],
] as const;

export type Glyphs = { readonly [Name in keyof typeof MARKS]: string } & {
  readonly unicode: boolean;
  /** `…`, or `...` in ASCII (three cells, measured by whoever cuts; `$` reads as a price or a prompt). */
  readonly ellipsis: string;
  /** Where some of a list is left out (the breadcrumb's first crumbs): `…`, or `...` in ASCII, where it is measured. */
  readonly omitted: string;
  readonly spinner: readonly string[];
  readonly spark: readonly string[];
};

function column(index: 0 | 1): Glyphs {
  const marks = Object.fromEntries(Object.entries(MARKS).map(([name, pair]) => [name, pair[index]])) as {
    [Name in keyof typeof MARKS]: string;
  };
  const ellipsis = index === 0 ? '…' : '...';
  return { ...marks, unicode: index === 0, ellipsis, omitted: ellipsis, spinner: SPINNER[index], spark: SPARK[index] };
}

export const UNICODE_GLYPHS: Glyphs = column(0);
export const ASCII_GLYPHS: Glyphs = column(1);

export function glyphsFor(unicode: boolean): Glyphs {
  return unicode ? UNICODE_GLYPHS : ASCII_GLYPHS;
}

/** `↓7` or `↓ 7 more below`; in ASCII `(7 below)` (a lone `v7` reads as "version 7"), `+7`/`^7` where tight. */
export function moreMark(
  glyphs: Pick<Glyphs, 'unicode' | 'up' | 'down'>,
  where: 'above' | 'below',
  count: number,
  form: 'short' | 'long' | 'tight' = 'short',
): string {
  const arrow = where === 'above' ? glyphs.up : glyphs.down;
  if (glyphs.unicode) return form === 'long' ? `${arrow} ${count} more ${where}` : `${arrow}${count}`;
  if (form === 'long') return `${count} more ${where}`;
  if (form === 'tight') return `${where === 'above' ? '^' : '+'}${count}`;
  return `(${count} ${where})`;
}

/** Braille is left out: a braille cell's ASCII form depends on its dots. */
export function asciiForMarks(): ReadonlyMap<string, string> {
  const pairs = new Map<string, string>();
  const add = (unicode: string, ascii: string): void => {
    if (Array.from(unicode).length !== ascii.length || /[\u2800-\u28FF]/.test(unicode)) return;
    Array.from(unicode).forEach((char, i) => pairs.set(char, ascii.charAt(i)));
  };
  for (const [unicode, ascii] of Object.values(MARKS)) add(unicode, ascii);
  SPARK[0].forEach((level, i) => add(level, SPARK[1][i] ?? ''));
  return pairs;
}
