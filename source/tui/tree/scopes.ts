// Where the console's views reach from the selected row (the board's and the overview's scope). Pure.
import type { KindName } from '../../catalogue/catalogue.js';
import type { BoardScope } from '../../usecases/board-tasks.js';

interface ChainLink {
  readonly kind: KindName;
  readonly id: number;
}

/** The nearest objective of the chain, else the nearest hoshin. */
export function boardScopeOf(chain: readonly ChainLink[]): BoardScope | null {
  for (const kind of ['objective', 'hoshin'] as const) {
    const link = [...chain].reverse().find((l) => l.kind === kind);
    if (link) return { kind, id: link.id };
  }
  return null;
}

/** The hoshin the row is in (or is). */
export const hoshinOf = (chain: readonly ChainLink[]): number | null => [...chain].reverse().find((l) => l.kind === 'hoshin')?.id ?? null;

/** What a bowling chart of the row covers: the nearest objective, area or hoshin at or above it. */
export function reviewScopeOf(chain: readonly ChainLink[]): { kind: 'objective' | 'area' | 'hoshin'; id: number } | null {
  for (const link of [...chain].reverse()) {
    if (link.kind === 'objective' || link.kind === 'area' || link.kind === 'hoshin') return { kind: link.kind, id: link.id };
  }
  return null;
}

/** What a chart is drawn for. */
export interface BowlingScope {
  readonly kind: 'hoshin' | 'area' | 'objective';
  readonly id: number;
}
