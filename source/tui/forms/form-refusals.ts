// Why `v` may not apply: a change (refused read-only), and in the tree an indicator's only.
import type { KeyFacts, Refusal } from '../kernel/feature.js';
import { keyOf } from '../kernel/keys.js';
import { changesData, isKind, needsRow, rowRules } from '../kernel/refusals.js';
import { RECORD_VALUE } from '../dialogs/form-keys.js';

export function recordsOnIndicators(facts: KeyFacts): Refusal | null {
  return (
    changesData(facts) ??
    (rowRules(facts, 'tree', isKind('indicator')) ? needsRow(`${keyOf(RECORD_VALUE)} records a value of an indicator: select one`) : null)
  );
}
