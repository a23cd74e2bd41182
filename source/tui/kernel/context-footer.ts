// The footer of a context from the key table, and why a key does not apply now.
import type { KeyContext, KeyFacts, Refusal, RowFacts } from './feature.js';
import { fitHints, type FooterOptions } from './footer.js';
import { KEY_TABLE } from './registry.js';

export function footerHints(context: KeyContext, options: FooterOptions = {}): string {
  return fitHints(KEY_TABLE.bindingsOf(context), context, options);
}

/** The footer of the context that has the keys, with the keys the row offers. */
export function footerFor(
  context: KeyContext,
  row: RowFacts | undefined,
  options: { readonly readOnly: boolean; readonly width?: number; readonly separator?: string },
): string {
  return footerHints(context, { ...options, ...(row ? { row } : {}) });
}

/** Why an action of a context does not apply now; null when it does. */
export function disabledReason(action: string, facts: KeyFacts): Refusal | null {
  return KEY_TABLE.bindingOf(action, facts.context)?.disabled?.(facts) ?? null;
}
