// A key as the help and the footer name it: its action, the keys that press it, its description
// and its place in the footer. Each feature declares its keys as data in its own keys.ts, so a
// sentence anywhere can name one ("v records a value") without reaching the feature's handlers.
// Pure.

export interface KeyDef {
  readonly action: string;
  /** Key names as input/key-name.ts produces them: 'j', 'G', 'down', 'enter', 'esc', 'ctrl+s', 'pgdn'. */
  readonly keys: readonly string[];
  readonly description: string;
  /**
   * Shown in the footer by priority: the footer keeps the lowest numbers when the terminal is
   * narrow. 0 is always shown (at the end: `:` and `?`). Absent: `?` help only.
   */
  readonly hint?: number;
  /** A word or two for the footer, where the description is too long for 80 columns. */
  readonly short?: string;
  /** For a key that steps one way or the other: the direction of each of its keys. */
  readonly steps?: Readonly<Record<string, -1 | 1>>;
}

/** The key a sentence names ("v records a value"): the first of its keys. */
export function keyOf(def: KeyDef): string {
  return def.keys[0] ?? '';
}

/** The action a key name presses among some keys (a widget's own: a picker's, a form's). */
export function actionOf(defs: readonly KeyDef[], name: string): string | undefined {
  return defs.find((def) => def.keys.includes(name))?.action;
}

/** Which way a key of a stepping action steps; forward when it says nothing. */
export function stepOf(def: KeyDef, name: string | undefined): -1 | 1 {
  return (name === undefined ? undefined : def.steps?.[name]) ?? 1;
}
