// Semantic colour tokens and the marks to draw with. Under NO_COLOR (which chalk ignores) and on
// terminals without colour the theme uses only bold, dim, underline and inverse.
import { createContext, createElement, useContext, type ReactElement } from 'react';
import { Text } from 'ink';
import { SwatchColours } from '../../terminal/ansi-colours.js';
import { glyphsFor, type Glyphs } from '../../terminal/glyphs.js';
import {
  detectTerminal,
  type ColourDepth,
  type ColourOutput,
  type TerminalCaps,
  type TerminalFlags,
} from '../../terminal/terminal-caps.js';

export type { ColourOutput } from '../../terminal/terminal-caps.js';

/** Props for Ink's <Text>: spread them, `<Text {...theme.error}>`. */
export interface TextStyle {
  readonly color?: string;
  readonly backgroundColor?: string;
  readonly bold?: boolean;
  readonly dimColor?: boolean;
  readonly inverse?: boolean;
  readonly underline?: boolean;
}

export interface Theme {
  /** False for the no-colour variant. */
  readonly colour: boolean;
  readonly colours: ColourDepth;
  /** False: ASCII only reaches the terminal. */
  readonly unicode: boolean;
  /** Every mark the console draws, in the terminal's character set. */
  readonly glyphs: Glyphs;
  /** Ink's borderStyle for boxes: rounded, or +-| on an ASCII terminal. */
  readonly borderStyle: 'round' | 'classic';
  /** The colour for an area's `#RRGGBB` at the terminal's depth (undefined: draw none). */
  readonly swatchColour: (hex: string) => string | undefined;
  /** Titles, the focused field's label, links. */
  readonly accent: TextStyle;
  /** Hints, secondary text, disabled buttons. */
  readonly muted: TextStyle;
  readonly error: TextStyle;
  readonly warning: TextStyle;
  readonly success: TextStyle;
  /** The selected row or the focused button. */
  readonly selection: TextStyle;
  /** Small labels such as kinds and statuses. */
  readonly badge: TextStyle;
  /** The marker of a required field. */
  readonly required: TextStyle;
  /** Box borders: pass as borderColor (undefined draws the terminal's default). */
  readonly border: string | undefined;
  /** Border of the focused or destructive box. */
  readonly borderFocus: string | undefined;
  readonly borderDanger: string | undefined;
}

const COLOUR_STYLES = {
  accent: { color: 'cyan', bold: true },
  muted: { color: 'gray' },
  error: { color: 'red', bold: true },
  warning: { color: 'yellow' },
  success: { color: 'green' },
  selection: { color: 'black', backgroundColor: 'cyan' },
  badge: { color: 'magenta' },
  required: { color: 'yellow' },
  border: 'gray',
  borderFocus: 'cyan',
  borderDanger: 'red',
} as const;

const NO_COLOUR_STYLES = {
  accent: { bold: true },
  muted: { dimColor: true },
  error: { bold: true },
  warning: { bold: true },
  success: {},
  selection: { inverse: true },
  badge: { underline: true },
  required: { bold: true },
  border: undefined,
  borderFocus: undefined,
  borderDanger: undefined,
} as const;

/** The theme for what a terminal can show: status colours are named ANSI colours at every depth (they follow the user's palette). */
export function themeForCaps(caps: TerminalCaps): Theme {
  const swatches = new SwatchColours(caps.colours);
  return {
    colour: caps.colours !== 'none',
    colours: caps.colours,
    unicode: caps.unicode,
    glyphs: glyphsFor(caps.unicode),
    borderStyle: caps.unicode ? 'round' : 'classic',
    swatchColour: (hex) => swatches.colour(hex),
    ...(caps.colours === 'none' ? NO_COLOUR_STYLES : COLOUR_STYLES),
  };
}

export const COLOUR_THEME: Theme = themeForCaps({ unicode: true, colours: 16 });
export const NO_COLOUR_THEME: Theme = themeForCaps({ unicode: true, colours: 'none' });

/**
 * The theme for an environment (terminal-caps.ts): no colour under a non-empty NO_COLOR, TERM=dumb
 * or no colour terminal; FORCE_COLOR overrides the terminal check, as chalk does, never NO_COLOR.
 */
export function themeFor(env: Readonly<Record<string, string | undefined>>, output?: ColourOutput, flags: TerminalFlags = {}): Theme {
  return themeForCaps(detectTerminal(env, output, flags));
}

/** The shell provides the theme once at the root; components read it with useTheme(). */
export const ThemeContext = createContext<Theme>(NO_COLOUR_THEME);

export const useTheme = (): Theme => useContext(ThemeContext);

/** One styled piece of text. */
export interface Segment extends TextStyle {
  readonly text: string;
}

/** A colour sample for `#RRGGBB`: a block and the hex text, or the text alone (no colour, or not a colour yet). */
export function swatchSegments(theme: Theme, hex: string): Segment[] {
  const colour = theme.swatchColour(hex);
  if (colour === undefined) return [{ text: hex }];
  return [{ text: theme.glyphs.swatch, color: colour }, { text: ` ${hex.toUpperCase()}` }];
}

/** <Swatch hex="#DAF3F8" />: the swatch segments as Ink text. */
export function Swatch({ hex }: { readonly hex: string }): ReactElement {
  const theme = useTheme();
  return createElement(
    Text,
    null,
    ...swatchSegments(theme, hex).map(({ text, ...style }, index) => createElement(Text, { key: index, ...style }, text)),
  );
}
