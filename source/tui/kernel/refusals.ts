// The reasons a key may not apply that many features share: read-only mode, and the selected row. Pure.
import type { KindName } from '../../catalogue/catalogue.js';
import type { KeyContext, KeyFacts, Refusal, RowFacts } from './feature.js';
import { keyOf, type KeyDef } from './keys.js';

export const READ_ONLY_REASON = 'read-only: changes are disabled';

/** A key that changes data, refused in read-only mode. */
export const changesData = (facts: KeyFacts): Refusal | null => (facts.readOnly ? { text: READ_ONLY_REASON, tone: 'error' } : null);

/** A fact of the row rules the key out, in the one context that reads the row. A fact not given rules nothing out. */
export function rowRules(facts: KeyFacts, context: KeyContext, applies: (row: Partial<RowFacts>) => boolean | undefined): boolean {
  return facts.context === context && facts.row !== undefined && applies(facts.row) === false;
}

/** The row is of that kind (undefined when its kind was not given). */
export const isKind =
  (kind: KindName) =>
  (row: Partial<RowFacts>): boolean | undefined =>
    row.kind === undefined ? undefined : row.kind === kind;

/** A key that only needs another row: said as information. */
export const needsRow = (text: string): Refusal => ({ text, tone: 'info' });

/** A tree key for what is around the row (a hoshin, or a board): refused as "b draws …: select one, or something in one". */
export const inPlanOnly =
  (def: KeyDef, what: string, fact: 'hoshin' | 'board' = 'hoshin') =>
  (facts: KeyFacts): Refusal | null =>
    rowRules(facts, 'tree', (row) => row[fact]) ? needsRow(`${keyOf(def)} ${what}: select one, or something in one`) : null;
