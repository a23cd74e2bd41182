// One-line sparkline of the most recent values, with block characters (or an ASCII ramp). Pure.
import { UNICODE_GLYPHS } from '../../terminal/glyphs.js';

const SPARK_BLOCKS = UNICODE_GLYPHS.spark;

/** Exactly `width` characters, the last values right-aligned; a flat series mid height, a missing value a space. */
export function sparkline(values: readonly (number | null)[], width: number, levels: readonly string[] = SPARK_BLOCKS): string {
  const columns = Math.max(0, Math.floor(width));
  if (columns === 0) return '';
  const recent = values.slice(-columns);
  const finite = recent.filter((v): v is number => v !== null && Number.isFinite(v));
  const min = Math.min(...finite);
  const max = Math.max(...finite);
  const top = levels.length - 1;
  const blocks = recent.map((value) => {
    if (value === null || !Number.isFinite(value)) return ' ';
    if (max === min) return levels[Math.floor(top / 2)];
    return levels[Math.round(((value - min) / (max - min)) * top)];
  });
  return ' '.repeat(columns - blocks.length) + blocks.join('');
}
