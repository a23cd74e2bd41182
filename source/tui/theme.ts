// Semantic colour tokens. Everything on screen that is coloured takes its style from a Theme, so
// NO_COLOR (which chalk ignores) and non-colour terminals get a variant that uses no colour at all:
// only bold, dim, underline and inverse, which NO_COLOR permits.
import { createContext, createElement, useContext, type ReactElement } from 'react';
import { Text } from 'ink';

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

export const COLOUR_THEME: Theme = {
  colour: true,
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
};

export const NO_COLOUR_THEME: Theme = {
  colour: false,
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
};

/** The output stream, as far as colour support goes (process.stdout fits). */
export interface ColourOutput {
  readonly isTTY?: boolean;
  hasColors?(): boolean;
}

/**
 * The theme for an environment: no colour when NO_COLOR is set to anything non-empty
 * (no-color.org), when TERM is dumb, or when the output is not a colour terminal. FORCE_COLOR
 * (other than 0/false) overrides the terminal check, as chalk does, but never NO_COLOR.
 */
export function themeFor(env: Readonly<Record<string, string | undefined>>, output?: ColourOutput): Theme {
  if (env['NO_COLOR'] !== undefined && env['NO_COLOR'] !== '') return NO_COLOUR_THEME;
  const force = env['FORCE_COLOR'];
  if (force !== undefined) return force === '0' || force === 'false' ? NO_COLOUR_THEME : COLOUR_THEME;
  if (env['TERM'] === 'dumb') return NO_COLOUR_THEME;
  if (output) {
    if (!output.isTTY) return NO_COLOUR_THEME;
    if (output.hasColors && !output.hasColors()) return NO_COLOUR_THEME;
  }
  return COLOUR_THEME;
}

/** The shell provides the theme once at the root; components read it with useTheme(). */
export const ThemeContext = createContext<Theme>(NO_COLOUR_THEME);

export function useTheme(): Theme {
  return useContext(ThemeContext);
}

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** One styled piece of text. */
export interface Segment extends TextStyle {
  readonly text: string;
}

/**
 * A colour sample for `#RRGGBB`: a coloured block followed by the hex text, or the hex text only
 * under no colour (or when the value is not a valid colour yet, e.g. while typing).
 */
export function swatchSegments(theme: Theme, hex: string): Segment[] {
  if (!theme.colour || !HEX_COLOUR.test(hex)) return [{ text: hex }];
  return [{ text: '██', color: hex.toUpperCase() }, { text: ` ${hex.toUpperCase()}` }];
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
