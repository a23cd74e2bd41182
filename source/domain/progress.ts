// The one figure every view shows for a value against its goal (the service's tpc): one name, one formula, one rounding. Pure.

export const PROGRESS_NAME = 'progress';
export const PROGRESS_FORMULA = 'progress = (value − worst) / (goal − worst): 0% at the worst value, 100% at the goal';
/** What a cell too narrow for the reason shows where there is no figure. */
export const NO_PROGRESS = 'n/a';

/** How far along the goal a value is: thresholds are ours (the service has none). */
export type IndicatorState = 'on-track' | 'at-risk' | 'behind';
export const STATE_THRESHOLDS = { onTrack: 100, atRisk: 80 } as const;

export type Progress =
  /** `met` is decided on the values, not the ratio. */
  | { readonly kind: 'figure'; readonly percent: number; readonly met: boolean }
  /** The goal equals the worst value: no figure. */
  | { readonly kind: 'none'; readonly met: boolean; readonly goal: number };

export function isMet(value: number, goal: number, worst: number): boolean {
  return worst > goal ? value <= goal : value >= goal;
}

export function progressOf(value: number, goal: number, worst: number): Progress {
  const met = isMet(value, goal, worst);
  if (goal === worst) return { kind: 'none', met, goal };
  const ratio = (100 * (value - worst)) / (goal - worst);
  // A span too small for a double to divide by (5e-324) is no span either.
  if (!Number.isFinite(ratio)) return { kind: 'none', met, goal };
  // The ratio of a value at the goal may come out a hair under 100 in floating point: the mark decides.
  return { kind: 'figure', percent: met ? Math.max(100, ratio) : ratio, met };
}

/** Whole percent, except that one decimal keeps a figure from contradicting its mark (99.9, not 100) or its sign (-0.1, not 0). */
export function progressFigure(progress: Extract<Progress, { kind: 'figure' }>): number {
  const { percent, met } = progress;
  const whole = Math.round(percent);
  const tenth = Math.round(percent * 10) / 10;
  if (!met && whole >= 100) return Math.min(99.9, tenth);
  if (percent < 0 && whole >= 0) return Math.min(-0.1, tenth);
  return whole === 0 ? 0 : whole;
}

export function progressNumber(progress: Progress | null): number | null {
  return progress?.kind === 'figure' ? progressFigure(progress) : null;
}

/** The exact ratio in percent, unrounded, for JSON and CSV. */
export function exactProgress(progress: Progress | null): number | null {
  return progress?.kind === 'figure' ? progress.percent : null;
}

/** "82%", "99.9%"; "n/a" where the goal equals the worst value; "–" without a value. */
export function progressText(progress: Progress | null): string {
  if (progress === null) return '–';
  return progress.kind === 'figure' ? `${progressFigure(progress)}%` : NO_PROGRESS;
}

export function noProgressWhy(progress: Extract<Progress, { kind: 'none' }>, format: (value: number) => string = String): string {
  return `no progress: the goal ${format(progress.goal)} equals the worst value, so no value lies between them`;
}

export function progressPhrase(progress: Progress | null, format: (value: number) => string = String): string {
  if (progress === null) return 'no value';
  return progress.kind === 'figure' ? `${PROGRESS_NAME} ${progressText(progress)}` : noProgressWhy(progress, format);
}

/** "progress 82% (0% at the worst value 8, 100% at the goal 2)", so the figure can be checked by hand. */
export function progressBetween(
  progress: Progress | null,
  goal: number,
  worst: number,
  format: (value: number) => string = String,
): string {
  if (progress === null) return 'no value';
  if (progress.kind === 'none') return noProgressWhy(progress, format);
  return `${progressPhrase(progress, format)} (0% at the worst value ${format(worst)}, 100% at the goal ${format(goal)})`;
}

/** On track when the goal is met, at risk from 80 % progress, behind below that. */
export function progressState(progress: Progress | null): IndicatorState | null {
  if (progress === null) return null;
  if (progress.met) return 'on-track';
  if (progress.kind === 'none') return 'behind';
  // Judged on the figure shown, so "80%" never reads "behind".
  return progressFigure(progress) >= STATE_THRESHOLDS.atRisk ? 'at-risk' : 'behind';
}
