// One indicator's year as a small inline SVG of percent of goal (so up is better), no script, no reference. Pure.

export const SPARK_WIDTH = 96;
export const SPARK_HEIGHT = 24;
const PAD = 3;

function coordinate(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** `points`: percent of goal per month, null where none is known. `label`: the accessible text, already escaped. */
export function sparklineSvg(points: readonly (number | null)[], label: string): string {
  const known = points.filter((p): p is number => p !== null && Number.isFinite(p));
  const open = `<svg class="spark" width="${SPARK_WIDTH}" height="${SPARK_HEIGHT}" viewBox="0 0 ${SPARK_WIDTH} ${SPARK_HEIGHT}" role="img" aria-label="${label}">`;
  if (known.length === 0)
    return `${open}<line x1="${PAD}" y1="${SPARK_HEIGHT / 2}" x2="${SPARK_WIDTH - PAD}" y2="${SPARK_HEIGHT / 2}" class="spark-none"/></svg>`;
  // The goal is always in view; a flat series gets a little room.
  let low = Math.min(100, ...known);
  let high = Math.max(100, ...known);
  if (high - low < 1) {
    low -= 1;
    high += 1;
  }
  const step = points.length > 1 ? (SPARK_WIDTH - 2 * PAD) / (points.length - 1) : 0;
  const x = (index: number) => PAD + index * step;
  const y = (value: number) => SPARK_HEIGHT - PAD - ((value - low) / (high - low)) * (SPARK_HEIGHT - 2 * PAD);
  const parts: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length > 1) parts.push(`<polyline points="${run.join(' ')}" class="spark-line"/>`);
    run = [];
  };
  points.forEach((point, index) => {
    if (point === null || !Number.isFinite(point)) flush();
    else run.push(`${coordinate(x(index))},${coordinate(y(point))}`);
  });
  flush();
  // Lone values between gaps still show, as dots.
  points.forEach((point, index) => {
    const before = points[index - 1];
    const after = points[index + 1];
    if (point !== null && Number.isFinite(point) && (before === null || before === undefined) && (after === null || after === undefined)) {
      parts.push(`<circle cx="${coordinate(x(index))}" cy="${coordinate(y(point))}" r="1.5" class="spark-dot"/>`);
    }
  });
  const lastIndex = points.findLastIndex((p) => p !== null && Number.isFinite(p));
  const last = points[lastIndex] as number;
  const goal = `<line x1="${PAD}" y1="${coordinate(y(100))}" x2="${SPARK_WIDTH - PAD}" y2="${coordinate(y(100))}" class="spark-goal"/>`;
  const end = `<circle cx="${coordinate(x(lastIndex))}" cy="${coordinate(y(last))}" r="2.2" class="${last >= 100 ? 'spark-end-met' : 'spark-end-missed'}"/>`;
  return `${open}${goal}${parts.join('')}${end}</svg>`;
}
