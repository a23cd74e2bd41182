// The header while the tree is the ground: its breadcrumbs and the plan health of the row's hoshin.
import type { GroundHeader } from '../kernel/ground-header.js';
import { planHealth } from '../../domain/health.js';
import { textWidth } from '../../core/cell-text.js';
import type { HoshinCoverage } from '../../usecases/coverage.js';
import { keyOf } from '../kernel/keys.js';
import { coverageSuffixes, hasHealthCounters, healthText, healthTone, type HealthTone } from '../review/health-line.js';
import { REFRESH } from './keys.js';
import { hoshinOf } from './scopes.js';
import { rowChain } from './selection.js';
import { crumbOf } from './tree-shape.js';
import type { TreeSource } from './tree-source.js';

export /** What the header's health row says for the hoshin of the selected row (null: none above it). */
function headerHealth(
  hoshinId: number | null,
  hoshin: Readonly<Record<string, unknown>> | undefined,
  width: number,
  separator: string,
  today: string,
  coverage?: HoshinCoverage,
): { readonly text: string; readonly tone: HealthTone | 'muted' } {
  if (hoshinId === null) return { text: 'plan health: select a hoshin, or anything in one', tone: 'muted' };
  if (!hasHealthCounters(hoshin))
    return {
      text: `plan health of hoshin ${hoshinId}: not known yet (${keyOf(REFRESH)} on it refreshes)`,
      tone: 'muted',
    };
  const health = planHealth(hoshin as Readonly<Record<string, unknown>>);
  const suffixes = coverage ? coverageSuffixes(coverage, separator) : [];
  if (suffixes.length === 0) return { text: healthText(health, width, separator, today), tone: healthTone(health) };
  // The longest word on coverage that leaves room for the four figures; else the shortest.
  for (const suffix of suffixes) {
    const text = healthText(health, Math.max(0, width - textWidth(suffix)), separator, today);
    if (text.includes('tasks')) return { text: `${text}${suffix}`, tone: healthTone(health) };
  }
  const shortest = suffixes.at(-1) as string;
  return {
    text: `${healthText(health, Math.max(0, width - textWidth(shortest)), separator, today)}${shortest}`,
    tone: healthTone(health),
  };
}

/** The `/` filter as the header shows it, after the crumbs: its text and how many known resources it matches. */
function filterCrumb(filter: string, source: TreeSource): string | null {
  const text = filter.trim();
  if (text === '') return null;
  const matches = source.query?.(text);
  if (!matches) return `/${text}`;
  if (matches.error !== null) return `/${text} (names only: not a query)`;
  const count = matches.matched.length;
  return `/${text} (${count} known match${count === 1 ? '' : 'es'})`;
}

export const treeHeader: GroundHeader = {
  place: (state, session, source) => {
    const filter = filterCrumb(state.nav.frames.at(-1)?.filter ?? '', source);
    return {
      crumbs: [...state.nav.frames.map((frame) => crumbOf(frame.list, source)), ...(filter === null ? [] : [filter])],
      hoshinId: hoshinOf(rowChain(session, state)),
    };
  },
  health: headerHealth,
};
