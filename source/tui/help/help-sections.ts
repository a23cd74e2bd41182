// The `?` overlay's sections, from the key table: one per context, in the registry's order, each
// with its bindings' keys and descriptions. Pure.
import type { KeyTable } from '../kernel/feature.js';

export interface HelpSection {
  readonly title: string;
  readonly rows: readonly { readonly keys: string; readonly description: string }[];
}

export function helpSections(keys: KeyTable): HelpSection[] {
  return keys.contexts.map((context) => ({
    title: context.title,
    rows: keys.bindingsOf(context.name).map((b) => ({ keys: b.keys.join(', '), description: b.description })),
  }));
}
