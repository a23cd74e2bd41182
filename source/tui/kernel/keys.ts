// A key as the help and the footer name it. Each feature declares its keys as data in its keys.ts,
// so a sentence anywhere can name one without reaching its handlers. Pure.

/** A key's priority in the footer: 0 always shown, 1 first to be shown … 9 last, `help` never. */
export type FooterPriority = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 'help';

export interface KeyDef {
  readonly action: string;
  /** Key names as input/key-name.ts produces them: 'j', 'G', 'down', 'enter', 'esc', 'ctrl+s', 'pgdn'. */
  readonly keys: readonly string[];
  readonly description: string;
  /** Its footer priority: the primary action, then 1 up while they fit, 0 always, last; `help`: only in `?`. */
  readonly hint: FooterPriority;
  /** A word or two for the footer, where the description is too long for 80 columns. */
  readonly short?: string;
  /** For a key that steps one way or the other: the direction of each of its keys. */
  readonly steps?: Readonly<Record<string, -1 | 1>>;
  /** The keys the footer names, where one hint stands for a pair (`j/k scroll`); else the first key. */
  readonly footerKeys?: readonly string[];
  /** A key most views have (help, palette, back): the `?` help lists it once. */
  readonly shared?: true;
}

/** A key definition as one row of its feature's table, in the order of KeyDef's fields. */
export function keyDef<const Action extends string>(
  action: Action,
  keys: readonly string[],
  description: string,
  hint: FooterPriority,
  short?: string,
): KeyDef & { readonly action: Action } {
  return { action, keys, description, hint, ...(short === undefined ? {} : { short }) };
}

/** The key a sentence names ("v records a value"): the first of its keys. */
export const keyOf = (def: KeyDef): string => def.keys[0] ?? '';

/** The action a key name presses among some keys (a widget's own: a picker's, a form's). */
export const actionOf = (defs: readonly KeyDef[], name: string): string | undefined => defs.find((def) => def.keys.includes(name))?.action;

/** Which way a key of a stepping action steps; forward when it says nothing. */
export const stepOf = (def: KeyDef, name: string | undefined): -1 | 1 => (name === undefined ? undefined : def.steps?.[name]) ?? 1;
