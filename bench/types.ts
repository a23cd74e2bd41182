// What every benchmark module returns; bench/run.ts turns these into docs/PERFORMANCE.md.

export interface BenchResult {
  readonly name: string;
  /** The measured figure (a median over rounds where the module runs several). */
  readonly figure: number;
  readonly unit: string;
  /** A figure measured in the same run that this one is judged against, if any. */
  readonly baseline?: { readonly figure: number; readonly unit: string; readonly label: string };
  /** Figure over baseline, when there is one (a module may take the median of per-round ratios). */
  readonly ratio?: number;
  /** A remark printed under the table (how it was measured, a second figure). */
  readonly note?: string;
  /** The target in words, e.g. ">= 200,000 signatures/s". */
  readonly target: string;
  readonly pass: boolean;
}

export interface BenchModule {
  run(): Promise<BenchResult[]>;
}

/** Median of a non-empty list. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Collects garbage between rounds when node runs with --expose-gc, so one round's garbage does not bill the next. */
export function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}
