// The review pack as data; every text here came from the service and is escaped by the renderers, never here.
import type { CascadeSection } from './cascade-sections.js';
import type { BowlingCell } from '../../domain/bowling.js';
import type { DueItem } from '../../domain/due.js';
import type { PlanHealth } from '../../domain/health.js';
import type { Direction, Trend } from '../../domain/indicator.js';
import type { Progress } from '../../domain/progress.js';
import type { PackGaps } from '../../domain/pack-gaps.js';

export type PackScopeKind = 'hoshin' | 'area' | 'objective';
export type PackFormat = 'html' | 'md';

export interface PackRow {
  readonly id: number;
  readonly name: string;
  readonly direction: Direction;
  readonly cells: readonly BowlingCell[];
}

export interface PackGroup {
  readonly objectiveId: number | null;
  readonly name: string;
  readonly rows: readonly PackRow[];
}

export interface PackTask {
  readonly id: number;
  readonly name: string;
  readonly status: string;
  readonly deadline: string | null;
  readonly owner: string | null;
  /** Open and past its deadline. */
  readonly late: boolean;
}

export interface PackRed {
  readonly id: number;
  readonly name: string;
  readonly objective: string;
  readonly owner: string | null;
  readonly direction: Direction;
  readonly value: number;
  readonly goal: number;
  /** The indicator's worst value: where progress is 0 %. */
  readonly worst: number;
  /** The month's progress figure, as the chart's cell shows it. */
  readonly progress: Progress;
  /** The month before with a value, to read the trend from; null when none is known. */
  readonly previous: number | null;
  readonly trend: Trend | null;
  readonly countermeasures: readonly PackTask[];
  /** One of them is active (the service's rule for an objective looked after). */
  readonly answered: boolean;
}

export interface PackDue extends DueItem {
  /** Past its date (an indicator overdue or multioverdue, a task past its deadline); else due today. */
  readonly late: boolean;
}

export interface PackOwner {
  readonly owner: string;
  readonly items: readonly PackDue[];
}

export interface PackHealth {
  readonly figures: PlanHealth;
  readonly objectives: number;
  readonly indicators: number;
  readonly tasks: number;
}

export interface ReviewPack {
  readonly scope: { readonly kind: PackScopeKind; readonly id: number; readonly name: string };
  readonly hoshin: { readonly id: number; readonly name: string } | null;
  /** The month under review (YYYY-MM) and the chart's months, ending with it. */
  readonly month: string;
  readonly months: readonly string[];
  /** When the figures were read from the service (ISO instant), and the day they are judged on. */
  readonly fetchedAt: string;
  readonly today: string;
  readonly coverage: PackGaps;
  /** The hoshin's health from its counters; null when the hoshin was not read. */
  readonly health: PackHealth | null;
  readonly groups: readonly PackGroup[];
  readonly reds: readonly PackRed[];
  readonly due: readonly PackOwner[];
  /** The hoshin's place in the cascade (plans above and below, flags), in words; absent when it has neither. */
  readonly cascade?: readonly CascadeSection[];
  /** The review meeting's decisions for the month, when one was held here (hoshin review). */
  readonly minutes?: PackMinutes;
}

export type PackDecisionKind = 'countermeasure started' | 'countermeasure changed' | 'comment written' | 'value recorded' | 'escalated';

export interface PackDecision {
  readonly kind: PackDecisionKind;
  readonly subject: string;
  /** What was decided, in words (the task's name, the fields changed, the comment, the value). */
  readonly text: string;
  readonly owner: string | null;
  /** YYYY-MM-DD: the service's own date when it holds one (created_at, updated_at), else the meeting's. */
  readonly date: string;
}

export interface PackMinutes {
  readonly decisions: readonly PackDecision[];
  readonly reviewed: number;
  readonly escalated: number;
  readonly items: number;
}
