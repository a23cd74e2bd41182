// Value-axis scale: round bounds and ticks (1, 2, 2.5, 5 × 10^k steps) and compact number labels.
// Pure.

const NICE_FACTORS = [1, 2, 2.5, 5, 10] as const;

export interface NiceScale {
  readonly lo: number;
  readonly hi: number;
  readonly step: number;
  readonly ticks: readonly number[];
}

/** The smallest nice step (1, 2, 2.5 or 5 × 10^k) at least `raw`. */
export function niceStep(raw: number): number {
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const exponent = Math.floor(Math.log10(raw));
  const magnitude = 10 ** exponent;
  const fraction = raw / magnitude;
  const factor = NICE_FACTORS.find((f) => fraction <= f + 1e-9) ?? 10;
  return factor * magnitude;
}

function nextNiceStep(step: number): number {
  return niceStep(step * 1.000001 + Number.EPSILON);
}

const MAX_DECIMALS = 20;

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

/**
 * Round bounds enclosing [min, max], split into `intervals` equal nice steps. A flat range is
 * widened so a constant series sits in the middle instead of on an edge.
 */
export function niceScale(min: number, max: number, intervals: number): NiceScale {
  const count = Math.max(1, Math.floor(intervals));
  let low = min;
  let high = max;
  if (low === high) {
    const pad = low === 0 ? 1 : Math.abs(low) * 0.1;
    low -= pad;
    high += pad;
  }
  let step = niceStep((high - low) / count);
  let lo = Math.floor(low / step + 1e-9) * step;
  // Widen the step until `count` steps from the rounded floor reach the maximum.
  for (let guard = 0; guard < 50 && lo + step * count < high - 1e-9 * Math.abs(high); guard++) {
    step = nextNiceStep(step);
    lo = Math.floor(low / step + 1e-9) * step;
  }
  const decimals = decimalsOf(step);
  const round = (value: number): number => Number(value.toFixed(decimals));
  const rounded = round(lo);
  const ticks = Array.from({ length: count + 1 }, (_, i) => round(rounded + i * step));
  // Steps too fine for printed decimals would collapse the axis to one value: keep them unrounded.
  if (!((ticks[count] as number) > rounded)) {
    const exact = Array.from({ length: count + 1 }, (_, i) => lo + i * step);
    return { lo, hi: exact[count] as number, step, ticks: exact };
  }
  return { lo: rounded, hi: ticks[count] as number, step, ticks };
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
