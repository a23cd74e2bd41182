// A #RRGGBB for the colour depth; at 16 colours by hue before lightness, so pale area colours do not all turn white. Pure.
import type { ColourDepth } from './terminal-caps.js';

interface Hsl {
  /** Degrees; null for a grey. */
  readonly hue: number | null;
  readonly lightness: number;
}

type Rgb = readonly [number, number, number];

// xterm's default palette, by the names Ink (chalk) knows.
const ANSI_16 = [
  ['black', [0, 0, 0]],
  ['red', [205, 0, 0]],
  ['green', [0, 205, 0]],
  ['yellow', [205, 205, 0]],
  ['blue', [0, 0, 238]],
  ['magenta', [205, 0, 205]],
  ['cyan', [0, 205, 205]],
  ['white', [229, 229, 229]],
  ['gray', [127, 127, 127]],
  ['redBright', [255, 0, 0]],
  ['greenBright', [0, 255, 0]],
  ['yellowBright', [255, 255, 0]],
  ['blueBright', [92, 92, 255]],
  ['magentaBright', [255, 0, 255]],
  ['cyanBright', [0, 255, 255]],
  ['whiteBright', [255, 255, 255]],
] as const satisfies readonly (readonly [string, Rgb])[];

export type Ansi16 = (typeof ANSI_16)[number][0];

const HEX = /^#([0-9a-fA-F]{2})([0-9a-fA-F]{2})([0-9a-fA-F]{2})$/;

export function parseHex(hex: string): Rgb | undefined {
  const match = HEX.exec(hex);
  return match ? [parseInt(match[1] ?? '', 16), parseInt(match[2] ?? '', 16), parseInt(match[3] ?? '', 16)] : undefined;
}

/** Hue and lightness; a colour with little chroma or saturation is a grey. */
function hslOf([r, g, b]: Rgb): Hsl {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const chroma = max - min;
  const lightness = (max + min) / 510;
  const saturation = chroma === 0 ? 0 : chroma / 255 / (1 - Math.abs(2 * lightness - 1));
  if (chroma < 12 || saturation < 0.15) return { hue: null, lightness };
  const hue = max === r ? ((g - b) / chroma + 6) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
  return { hue: hue * 60, lightness };
}

const PALETTE_HSL = ANSI_16.map(([name, rgb]) => ({ name, ...hslOf(rgb) }));

function cost(colour: Hsl, candidate: Hsl): number {
  const lightness = Math.abs(colour.lightness - candidate.lightness);
  if (colour.hue === null || candidate.hue === null) return (colour.hue === null) === (candidate.hue === null) ? lightness : 3 + lightness;
  const apart = Math.abs(colour.hue - candidate.hue);
  return Math.min(apart, 360 - apart) / 60 + lightness;
}

/** The 16 colours, nearest to `hex` first. */
export function ansi16Ranking(hex: string): Ansi16[] {
  const rgb = parseHex(hex);
  if (!rgb) return [];
  const colour = hslOf(rgb);
  return PALETTE_HSL.map((candidate) => ({ name: candidate.name, cost: cost(colour, candidate) }))
    .sort((a, b) => a.cost - b.cost)
    .map((entry) => entry.name);
}

/** The nearest of the 16 colours not already taken (the nearest of all when every one is). */
export function nearestAnsi16(hex: string, taken: ReadonlySet<string> = new Set()): Ansi16 | undefined {
  const ranking = ansi16Ranking(hex);
  return ranking.find((name) => !taken.has(name)) ?? ranking[0];
}

const CUBE_LEVELS: readonly number[] = [0, 95, 135, 175, 215, 255];

function nearestLevel(value: number): number {
  let best = 0;
  CUBE_LEVELS.forEach((level, index) => {
    if (Math.abs(level - value) < Math.abs((CUBE_LEVELS[best] ?? 0) - value)) best = index;
  });
  return best;
}

const distance = (a: Rgb, b: Rgb): number => (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 + (a[2] - b[2]) ** 2;

/** The nearest entry of the 256-colour palette: the 6×6×6 cube (16-231) or the grey ramp (232-255). */
export function ansi256Index(hex: string): number | undefined {
  const rgb = parseHex(hex);
  if (!rgb) return undefined;
  const [r, g, b] = rgb.map(nearestLevel) as [number, number, number];
  const cube: Rgb = [CUBE_LEVELS[r] ?? 0, CUBE_LEVELS[g] ?? 0, CUBE_LEVELS[b] ?? 0];
  const step = Math.max(0, Math.min(23, Math.round(((rgb[0] + rgb[1] + rgb[2]) / 3 - 8) / 10)));
  const grey = 8 + step * 10;
  return distance(rgb, [grey, grey, grey]) < distance(rgb, cube) ? 232 + step : 16 + 36 * r + 6 * g + b;
}

/** At 16 colours each new hex keeps the nearest colour not yet taken, so different areas stay different. */
export class SwatchColours {
  private readonly assigned = new Map<string, Ansi16>();

  constructor(readonly depth: ColourDepth) {}

  colour(hex: string): string | undefined {
    if (this.depth === 'none' || !parseHex(hex)) return undefined;
    const key = hex.toUpperCase();
    if (this.depth === 'truecolor') return key;
    if (this.depth === 256) return `ansi256(${ansi256Index(key)})`;
    const known = this.assigned.get(key);
    if (known) return known;
    const chosen = nearestAnsi16(key, new Set(this.assigned.values()));
    if (!chosen) return undefined;
    this.assigned.set(key, chosen);
    return chosen;
  }
}
