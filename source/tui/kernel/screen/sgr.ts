// Character styles as SGR (CSI ... m) sets them: reading the parameters a frame carries, and the
// shortest sequence that turns one style into another. Pure.

export interface Style {
  /** Foreground as its SGR parameters ('36', '38;5;208', '38;2;1;2;3'); '' for the default. */
  readonly fg: string;
  readonly bg: string;
  /** Attributes, a bit each (ATTRIBUTES). */
  readonly flags: number;
}

export const PLAIN: Style = { fg: '', bg: '', flags: 0 };

// Bit, parameter that sets it, parameter that clears it. Bold and dim share their clearing 22.
const ATTRIBUTES: readonly (readonly [number, number, number])[] = [
  [1, 1, 22],
  [2, 2, 22],
  [4, 3, 23],
  [8, 4, 24],
  [16, 5, 25],
  [32, 7, 27],
  [64, 8, 28],
  [128, 9, 29],
  [256, 53, 55],
];
const BIT_OF_SET = new Map(ATTRIBUTES.map(([bit, set]) => [set, bit]));
const BITS_OF_CLEAR = new Map<number, number>();
for (const [bit, , clear] of ATTRIBUTES) BITS_OF_CLEAR.set(clear, (BITS_OF_CLEAR.get(clear) ?? 0) | bit);
BIT_OF_SET.set(6, 16); // rapid blink: blink
BIT_OF_SET.set(21, 8); // double underline: underline

export function sameStyle(a: Style, b: Style): boolean {
  return a === b || (a.fg === b.fg && a.bg === b.bg && a.flags === b.flags);
}

/** The style after an SGR sequence with these parameters ('1;36', '', '38;5;208'). */
export function applySgr(style: Style, parameters: string): Style {
  const list = parameters === '' ? ['0'] : parameters.split(';');
  let { fg, bg, flags } = style;
  for (let i = 0; i < list.length; i += 1) {
    const part = list[i] as string;
    // Sub-parameters (4:3 curly underline): the attribute, whatever its variant.
    const code = Number(part.split(':')[0] || '0');
    if (code === 0) {
      fg = '';
      bg = '';
      flags = 0;
    } else if (BIT_OF_SET.has(code)) {
      flags = part === '4:0' ? flags & ~8 : flags | (BIT_OF_SET.get(code) as number);
    } else if (BITS_OF_CLEAR.has(code)) {
      flags &= ~(BITS_OF_CLEAR.get(code) as number);
    } else if ((code >= 30 && code <= 37) || (code >= 90 && code <= 97)) {
      fg = String(code);
    } else if ((code >= 40 && code <= 47) || (code >= 100 && code <= 107)) {
      bg = String(code);
    } else if (code === 39) {
      fg = '';
    } else if (code === 49) {
      bg = '';
    } else if (code === 38 || code === 48) {
      const kind = list[i + 1];
      const take = kind === '5' ? 2 : kind === '2' ? 4 : 0;
      const colour = list.slice(i, i + 1 + take).join(';');
      i += take;
      if (code === 38) fg = colour;
      else bg = colour;
    }
  }
  return fg === style.fg && bg === style.bg && flags === style.flags ? style : { fg, bg, flags };
}

function parametersFromPlain(to: Style): string[] {
  const parameters: string[] = [];
  for (const [bit, set] of ATTRIBUTES) if (to.flags & bit) parameters.push(String(set));
  if (to.fg) parameters.push(to.fg);
  if (to.bg) parameters.push(to.bg);
  return parameters;
}

/** The shortest SGR sequence that turns `from` into `to` ('' when they are the same). */
export function sgrTransition(from: Style, to: Style): string {
  if (sameStyle(from, to)) return '';
  if (to.fg === '' && to.bg === '' && to.flags === 0) return '\u001B[m';
  const changes: string[] = [];
  let flags = from.flags;
  const cleared = from.flags & ~to.flags;
  for (const [bit, , clear] of ATTRIBUTES) {
    if (!(cleared & bit) || !(flags & bit)) continue;
    changes.push(String(clear));
    flags &= ~(BITS_OF_CLEAR.get(clear) as number);
  }
  for (const [bit, set] of ATTRIBUTES) if (to.flags & bit && !(flags & bit)) changes.push(String(set));
  if (to.fg !== from.fg) changes.push(to.fg || '39');
  if (to.bg !== from.bg) changes.push(to.bg || '49');
  const reset = ['0', ...parametersFromPlain(to)];
  const shorter = reset.join(';').length < changes.join(';').length ? reset : changes;
  return `\u001B[${shorter.join(';')}m`;
}
