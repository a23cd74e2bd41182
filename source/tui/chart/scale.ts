// Value-axis scale: round bounds and ticks (1, 2, 5 × 10^k) on equally spaced rows, compact labels. Pure.

const NICE_FACTORS = [1, 2, 5, 10] as const;

interface NiceScale {
  readonly lo: number;
  readonly hi: number;
  readonly step: number;
  readonly ticks: readonly number[];
}

/** The smallest nice step (1, 2 or 5 × 10^k) at least `raw`. */
function niceStep(raw: number): number {
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const exponent = Math.floor(Math.log10(raw));
  const magnitude = 10 ** exponent;
  const fraction = raw / magnitude;
  const factor = NICE_FACTORS.find((f) => fraction <= f + 1e-9) ?? 10;
  return factor * magnitude;
}

const nextNiceStep = (step: number): number => niceStep(step * 1.000001 + Number.EPSILON);

const MAX_DECIMALS = 20;
/** The finest range an axis spans: well above the doubles whose steps are too coarse to divide. */
const MIN_SPAN = 1e-290;

/** Decimal places a step needs to print exactly (0.25 -> 2, 2.5 -> 1, 50 -> 0, 1e-7 -> 7). */
export function decimalsOf(step: number): number {
  for (let decimals = 0; decimals <= MAX_DECIMALS; decimals++) {
    const scaled = Math.abs(step) * 10 ** decimals;
    const whole = Math.round(scaled);
    // A step that rounds to nothing needs more decimals, however close to 0 it is.
    if (whole !== 0 && Math.abs(scaled - whole) < 1e-6 * Math.max(1, scaled)) return decimals;
  }
  return MAX_DECIMALS;
}

/** Round bounds around [min, max] in `intervals` nice steps; a flat range is widened to sit centred. */
export function niceScale(min: number, max: number, intervals: number): NiceScale {
  const count = Math.max(1, Math.floor(intervals));
  let low = min;
  let high = max;
  if (low === high) {
    const pad = low === 0 ? 1 : Math.abs(low) * 0.1;
    low -= pad;
    high += pad;
  }
  // A range too fine for a double's steps (or a subnormal one) is widened to one that has them.
  const finest = Math.max(MIN_SPAN, Math.max(Math.abs(low), Math.abs(high)) * 1e-9);
  if (high - low < finest) {
    // Widened about its middle, but never across zero when it did not cross it.
    const middle = low / 2 + high / 2;
    low = low >= 0 ? Math.max(0, middle - finest / 2) : middle - finest / 2;
    high = high <= 0 ? Math.min(0, low + finest) : low + finest;
    if (high <= 0) low = high - finest;
  }
  let step = niceStep((high - low) / count);
  // Ticks are whole multiples of the step, written to 15 digits so 0.1 x 3 reads 0.3, not 0.30000000000000004.
  const tick = (multiple: number): number => Number((multiple * step).toPrecision(15)) + 0;
  let first = Math.floor(low / step + 1e-9);
  if (tick(first) > low) first -= 1;
  // Widen the step until `count` steps from the rounded floor reach the maximum.
  for (let guard = 0; guard < 50 && tick(first + count) < high; guard++) {
    step = nextNiceStep(step);
    first = Math.floor(low / step + 1e-9);
    if (tick(first) > low) first -= 1;
  }
  const ticks = Array.from({ length: count + 1 }, (_, i) => tick(first + i));
  return { lo: ticks[0] as number, hi: ticks[count] as number, step, ticks };
}

const SUFFIXES = [
  { limit: 1e9, divisor: 1e9, suffix: 'G' },
  { limit: 1e6, divisor: 1e6, suffix: 'M' },
  { limit: 1e4, divisor: 1e3, suffix: 'k' },
] as const;

/** Axis label for a tick: as many decimals as the step needs, large values as 12k, 1.5M, 2G. */
export function formatTick(value: number, step: number, largest: number): string {
  if (value === 0) return '0';
  const unit = SUFFIXES.find((s) => Math.abs(largest) >= s.limit);
  const divisor = unit?.divisor ?? 1;
  const text = (value / divisor).toFixed(decimalsOf(step / divisor));
  const clean = /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
  return unit ? `${clean}${unit.suffix}` : clean;
}

/** A value for a legend or table: up to `maxDecimals` decimals, no trailing zeros. */
export function formatValue(value: number, maxDecimals = 2): string {
  const text = String(Number(value.toFixed(maxDecimals)));
  return text === '-0' ? '0' : text;
}

/** A value axis laid on rows: ticks a nice step apart, each on its own row, an equal number of rows apart. */
interface ValueAxis {
  /** From the lowest to the highest, `step` apart. */
  readonly ticks: readonly number[];
  readonly step: number;
  /** Each tick's label, in the order of `ticks`, no two alike. */
  readonly labels: readonly string[];
  /** Each tick's row (0 the top), in the order of `ticks`: `spacing` rows apart. */
  readonly rows: readonly number[];
  readonly spacing: number;
  /** The dot a value is drawn on (0 the top dot of the top row), on the labels' scale. */
  readonly dotOf: (value: number) => number;
}

/** Where in its row a tick's value is drawn: the second dot, so a row reads as its label. */
const TICK_DOT = 1;
const MOST_INTERVALS = 5;
/** On plots this tall and taller, labels stay at least two rows apart. */
const ROOMY_ROWS = 9;

/**
 * The axis for values on `rows` rows: of the round scales with up to five intervals, the one that
 * gives them the most rows. Null when two ticks do not fit, the range is not finite, or on two rows
 * it crosses zero.
 */
export function valueAxis(min: number, max: number, rows: number, dotsPerRow = 4): ValueAxis | null {
  if (!Number.isFinite(min) || !Number.isFinite(max) || !Number.isFinite(max - min) || rows < 2) return null;
  const leastSpacing = rows >= ROOMY_ROWS ? 2 : 1;
  let best: { scale: NiceScale; spacing: number; resolution: number } | null = null;
  for (let intervals = 1; intervals <= Math.min(MOST_INTERVALS, rows - 1); intervals++) {
    const spacing = Math.floor((rows - 1) / intervals);
    if (spacing < leastSpacing && intervals > 1) break;
    const scale = niceScale(min, max, intervals);
    // One interval cannot always reach both ends on round bounds (-1 to 1): such a scale is skipped.
    if (!Number.isFinite(scale.hi - scale.lo) || !(scale.hi > scale.lo) || scale.lo > min || scale.hi < max) continue;
    // More rows per unit is finer; on a tie the tighter range, then more labels.
    const resolution = (spacing * intervals) / (scale.hi - scale.lo);
    const range = scale.hi - scale.lo;
    const finer = best === null || resolution >= best.resolution * (1 + 1e-9);
    const tie = best !== null && resolution >= best.resolution * (1 - 1e-9);
    const bestRange = best === null ? range : best.scale.hi - best.scale.lo;
    const tighter = tie && range < bestRange * (1 - 1e-9);
    const moreLabels = tie && range <= bestRange * (1 + 1e-9) && intervals > (best?.scale.ticks.length ?? 0) - 1;
    if (finer || tighter || moreLabels) best = { scale, spacing, resolution };
  }
  if (best === null) return null;
  const { scale, spacing } = best;
  const intervals = scale.ticks.length - 1;
  const dots = spacing * intervals * dotsPerRow;
  // Rows the ticks leave over are shared above and below them.
  const top = Math.floor((rows - 1 - spacing * intervals) / 2);
  return {
    ticks: scale.ticks,
    step: scale.step,
    labels: tickLabels(scale.ticks, scale.step),
    rows: scale.ticks.map((_, index) => top + (intervals - index) * spacing),
    spacing,
    dotOf: (value) => top * dotsPerRow + TICK_DOT + Math.round(((scale.hi - value) / (scale.hi - scale.lo)) * dots),
  };
}

/** The most cells a plain label takes before the axis writes its ticks as 1.5e13. */
const LONGEST_PLAIN_LABEL = 10;

/** Labels for ticks `step` apart: compact decimals where they tell every tick apart, else exponents, each naming its tick. */
function tickLabels(ticks: readonly number[], step: number): string[] {
  const largest = Math.max(...ticks.map(Math.abs));
  const plain = ticks.map((tick) => formatTick(tick, step, largest));
  if (distinct(plain) && plain.every((label) => label.length <= LONGEST_PLAIN_LABEL)) return plain;
  for (let digits = 0; digits <= 16; digits++) {
    const exponents = ticks.map((tick) => (tick === 0 ? '0' : tick.toExponential(digits).replace('e+', 'e')));
    const exact = exponents.every((label, i) => Math.abs(Number(label) - (ticks[i] as number)) <= step * 1e-6);
    if (exact && distinct(exponents)) return exponents;
  }
  return ticks.map(String);
}

const distinct = (labels: readonly string[]): boolean => new Set(labels).size === labels.length;
