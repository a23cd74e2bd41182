// The footer: the keys of the context that has them, fitted to the width by priority, each whole
// with its word; keys that do not apply are left out. Pure.
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

/** A binding as the footer names it: its key (or the pair it stands for) and its word. */
function hintText(binding: Binding): string {
  return `${(binding.footerKeys ?? binding.keys.slice(0, 1)).join('/')} ${binding.short ?? binding.description.split(' (')[0] ?? ''}`;
}

/** Where a binding stands: the primary action first, then the always-shown keys (0), then 1 to 9. */
function rank(binding: Binding): number {
  if (binding.primary) return -2;
  return binding.hint === 'help' ? Infinity : binding.hint === 0 ? -1 : binding.hint;
}

/**
 * Footer text: the primary action, the rest by priority while each fits whole, the always-shown
 * keys last; the first that does not fit ends it, so a narrower footer is a prefix of a wider one.
 */
export function fitHints(bindings: readonly Binding[], context: KeyContext, options: FooterOptions = {}): string {
  const { readOnly = false, width, row } = options;
  const separator = ` ${options.separator ?? '·'} `;
  const facts = { readOnly, context, ...(row ? { row } : {}) };
  const candidates = bindings
    .map((binding, order) => ({ binding, order }))
    .filter(({ binding }) => binding.hint !== 'help' && !binding.disabled?.(facts) && (binding.hinted?.(facts) ?? true));
  const byPriority = [...candidates].sort((a, b) => rank(a.binding) - rank(b.binding) || a.order - b.order);
  const pinned = byPriority.filter(({ binding }) => rank(binding) === -1);
  const kept: typeof candidates = [];
  let used = 0;
  const room = (candidate: (typeof candidates)[number]): number =>
    Array.from(hintText(candidate.binding)).length + (kept.length > 0 ? separator.length : 0);
  // The always-shown keys take their room first, so that no other key can push them out.
  for (const candidate of pinned) {
    if (width !== undefined && used + room(candidate) > width) continue;
    used += room(candidate);
    kept.push(candidate);
  }
  for (const candidate of byPriority) {
    if (pinned.includes(candidate)) continue;
    if (width !== undefined && used + room(candidate) > width) break;
    used += room(candidate);
    kept.push(candidate);
  }
  const shown = [...kept.filter((candidate) => !pinned.includes(candidate)), ...kept.filter((candidate) => pinned.includes(candidate))];
  return shown.map(({ binding }) => hintText(binding)).join(separator);
}
