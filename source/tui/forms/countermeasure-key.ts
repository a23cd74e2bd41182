// `c` in a context that says which indicator and month it has selected.
import type { Binding, KeyContext, KeyFacts, Refusal, Shell } from '../kernel/feature.js';
import { changesData, isKind, needsRow, rowRules } from '../kernel/refusals.js';
import { COUNTERMEASURE, SELECT_AN_INDICATOR } from './countermeasure-keys.js';
import type { Countered } from './start-countermeasure.js';
import { lazyModule } from '../kernel/lazy-module.js';

// What `c` runs: loaded after the first frame (kernel/lazy-module.ts).
const starting = lazyModule(() => import('../later.js').then((later) => later.startCountermeasure));

/** A change: refused read-only; in the tree, off an indicator. */
function countersIndicators(facts: KeyFacts): Refusal | null {
  return changesData(facts) ?? (rowRules(facts, 'tree', isKind('indicator')) ? needsRow(SELECT_AN_INDICATOR) : null);
}

export function countermeasureBinding(
  context: KeyContext,
  target: (shell: Shell) => Countered,
  place?: { readonly after: string },
): Binding {
  return {
    ...COUNTERMEASURE,
    context,
    ...place,
    disabled: countersIndicators,
    run: (shell) => starting().startCountermeasure(shell, target(shell)),
  };
}
