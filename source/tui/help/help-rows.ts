// The help's rows at a width, each whole; with a `/` filter the lines that hold it, under their headings. Pure.
import { textWidth } from '../../core/cell-text.js';
import type { KeyContext, KeyTable } from '../kernel/feature.js';
import { helpLines, type HelpLine } from './help-lines.js';
import { wrapAll } from '../../terminal/text-wrap.js';

export interface HelpRow {
  readonly heading: boolean;
  /** The keys, on a line's first row only. */
  readonly keys: string;
  readonly text: string;
}

/** The width of the keys column of a help box whose inside is this wide. */
export const helpKeyWidth = (inner: number): number => Math.min(24, Math.floor(inner * 0.4));

/** The lines that hold the filter, under their heading, and all of a section whose heading does. */
function filteredHelpLines(lines: readonly HelpLine[], filter: string): HelpLine[] {
  const wanted = filter.trim().toLowerCase();
  if (wanted === '') return [...lines];
  const shown: HelpLine[] = [];
  let heading: HelpLine | undefined;
  let wholeSection = false;
  for (const line of lines) {
    if (line.heading) {
      heading = line;
      wholeSection = line.keys.toLowerCase().includes(wanted);
      continue;
    }
    if (!wholeSection && !`${line.keys} ${line.description}`.toLowerCase().includes(wanted)) continue;
    if (heading) shown.push(heading);
    heading = undefined;
    shown.push(line);
  }
  return shown;
}

export function helpRows(keys: KeyTable, readOnly: boolean, filter: string, inner: number, from?: KeyContext): HelpRow[] {
  const keyWidth = helpKeyWidth(inner);
  return filteredHelpLines(helpLines(keys, readOnly, from), filter).flatMap((line): HelpRow[] => {
    if (line.heading) return wrapAll(line.keys, inner).map((text) => ({ heading: true, keys: '', text }));
    const keys = `  ${line.keys}`;
    const text = wrapAll(line.description, Math.max(1, inner - keyWidth - 1));
    // Keys wider than their column take a row of their own; the description goes below them.
    if (textWidth(keys) > keyWidth)
      return [{ heading: false, keys, text: '' }, ...text.map((piece) => ({ heading: false, keys: '', text: piece }))];
    return text.map((piece, index) => ({ heading: false, keys: index === 0 ? keys : '', text: piece }));
  });
}
