// The theme's style for a tone; a word or mark always goes beside it, so it never rests on colour alone.
import type { TextStyle, Theme } from './theme.js';

/** A tone a pure module gives a line or a figure. */
export type DetailTone = 'good' | 'warn' | 'bad' | 'plain' | 'muted';

export function toneStyle(theme: Theme, tone: DetailTone | undefined): TextStyle {
  if (tone === 'good') return theme.success;
  if (tone === 'warn') return theme.warning;
  if (tone === 'bad') return theme.error;
  if (tone === 'muted') return theme.muted;
  return {};
}
