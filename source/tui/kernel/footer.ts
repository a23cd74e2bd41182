// The footer: the keys of the context that has them, fitted to the width by priority (each key's
// `hint` number). Keys that do not apply are left out: changes in read-only mode, and what the
// selected row does not offer (v off an indicator, t with no board above, b and a outside a
// hoshin, q below the top level). Pure: the caller gives the context's bindings.
import type { Binding, KeyContext, RowFacts } from './feature.js';

export interface FooterOptions {
  readonly readOnly?: boolean;
  /** Cells the footer may take; without it every hint is shown. */
  readonly width?: number;
  /** The selected row (in the due queue: the item on screen); without it no row rules a key out. */
  readonly row?: RowFacts;
  /** Between two hints (the theme's glyph: `·`, or `|` on an ASCII terminal). */
  readonly separator?: string;
}

function hintText(binding: Binding): string {
  return `${binding.keys[0] ?? ''} ${binding.short ?? binding.description.split(' (')[0] ?? ''}`;
}

/**
 * Footer text for a context's bindings: the primary action first, then the rest by priority, then
 * the keys always shown (`:` and `?`). When the width is short, the highest numbers drop first.
 */
export function fitHints(bindings: readonly Binding[], context: KeyContext, options: FooterOptions = {}): string {
  const { readOnly = false, width, row } = options;
  const separator = ` ${options.separator ?? '·'} `;
  const facts = { readOnly, context, ...(row ? { row } : {}) };
  const candidates = bindings
    .map((binding, order) => ({ binding, order }))
    .filter(({ binding }) => binding.hint !== undefined && !binding.disabled?.(facts) && (binding.hinted?.(facts) ?? true));
  const rank = ({ binding }: (typeof candidates)[number]): number => (binding.primary ? -1 : (binding.hint ?? 0));
  const byPriority = [...candidates].sort((a, b) => rank(a) - rank(b) || a.order - b.order);
  const kept: typeof candidates = [];
  let used = 0;
  for (const candidate of byPriority) {
    const cells = Array.from(hintText(candidate.binding)).length + (kept.length > 0 ? separator.length : 0);
    if (width !== undefined && used + cells > width) break;
    kept.push(candidate);
    used += cells;
  }
  // Shown: primary, then by priority, and the always-shown keys last where people look for them.
  const pinned = kept.filter(({ binding }) => binding.hint === 0 && !binding.primary);
  const rest = kept.filter((candidate) => !pinned.includes(candidate));
  return [...rest, ...pinned].map(({ binding }) => hintText(binding)).join(separator);
}
