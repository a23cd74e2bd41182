// One-line sparkline of the most recent values, with block characters. Pure.

export const SPARK_BLOCKS = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'] as const;

/**
 * Exactly `width` characters: the last `width` values, oldest left, right-aligned (blank
 * padding on the left when there are fewer). A flat series sits at mid height; a missing
 * value (null, NaN) is a space.
 */
export function sparkline(values: readonly (number | null)[], width: number): string {
  const columns = Math.max(0, Math.floor(width));
  if (columns === 0) return '';
  const recent = values.slice(-columns);
  const finite = recent.filter((v): v is number => v !== null && Number.isFinite(v));
  const min = Math.min(...finite);
  const max = Math.max(...finite);
  const top = SPARK_BLOCKS.length - 1;
  const blocks = recent.map((value) => {
    if (value === null || !Number.isFinite(value)) return ' ';
    if (max === min) return SPARK_BLOCKS[Math.floor(top / 2)];
    return SPARK_BLOCKS[Math.round(((value - min) / (max - min)) * top)];
  });
  return ' '.repeat(columns - blocks.length) + blocks.join('');
}
