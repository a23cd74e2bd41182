// The theme's style for a tone a pure module chose (good, warn, bad, muted, plain): colour where the
// terminal has it, and a word or mark beside it always, so the tone never rests on colour alone.
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
