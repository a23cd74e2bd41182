// What the terminal can show: Unicode or ASCII, and how many colours. Pure.

export type ColourDepth = 'none' | 16 | 256 | 'truecolor';

export interface TerminalCaps {
  /** False: only ASCII reaches the terminal (borders, charts, marks and text). */
  readonly unicode: boolean;
  readonly colours: ColourDepth;
}

export interface TerminalFlags {
  /** `--ascii`: ASCII whatever the locale says. */
  readonly ascii?: boolean;
}

/** The output stream, as far as colour goes (process.stdout fits). */
export interface ColourOutput {
  readonly isTTY?: boolean;
  hasColors?(): boolean;
}

type Env = Readonly<Record<string, string | undefined>>;

/** Terminals that draw no Unicode: the Linux console's font, the DEC terminals, dumb ones. */
const ASCII_TERMS = /^(dumb|linux|vt\d+)(-|$)/i;
const MONOCHROME_TERMS = /^(dumb|vt\d+)(-|$)/i;

const set = (value: string | undefined): value is string => value !== undefined && value !== '';

/** The character set as the C library picks it: LC_ALL, else LC_CTYPE, else LANG. */
export function localeOf(env: Env): string | undefined {
  return [env['LC_ALL'], env['LC_CTYPE'], env['LANG']].find(set);
}

/** No locale variable counts as UTF-8: minimal containers and Windows set none, and their terminals are UTF-8. */
export function detectUnicode(env: Env, flags: TerminalFlags = {}): boolean {
  if (flags.ascii) return false;
  if (set(env['TERM']) && ASCII_TERMS.test(env['TERM'])) return false;
  const locale = localeOf(env);
  return locale === undefined || /utf-?8/i.test(locale);
}

const DEPTHS: readonly ColourDepth[] = ['none', 16, 256, 'truecolor'];
const FORCED_DEPTHS: Readonly<Record<string, ColourDepth>> = {
  '0': 'none',
  false: 'none',
  '1': 16,
  '2': 256,
  '3': 'truecolor',
};

/** NO_COLOR (no-color.org) wins; FORCE_COLOR overrides the terminal as chalk reads it; else by COLORTERM and TERM. */
export function detectColours(env: Env, output?: ColourOutput): ColourDepth {
  if (set(env['NO_COLOR'])) return 'none';
  const force = env['FORCE_COLOR'];
  const forced = force === undefined ? undefined : FORCED_DEPTHS[force.toLowerCase()];
  if (forced === 'none') return 'none';
  const term = env['TERM'] ?? '';
  if (force === undefined) {
    if (MONOCHROME_TERMS.test(term)) return 'none';
    if (output && (!output.isTTY || (output.hasColors && !output.hasColors()))) return 'none';
  }
  const colorterm = (env['COLORTERM'] ?? '').toLowerCase();
  const detected: ColourDepth = colorterm === 'truecolor' || colorterm === '24bit' ? 'truecolor' : /-256(colou?r)?$/i.test(term) ? 256 : 16;
  return DEPTHS.indexOf(forced ?? 16) > DEPTHS.indexOf(detected) ? (forced as ColourDepth) : detected;
}

export function detectTerminal(env: Env, output?: ColourOutput, flags: TerminalFlags = {}): TerminalCaps {
  return { unicode: detectUnicode(env, flags), colours: detectColours(env, output) };
}
