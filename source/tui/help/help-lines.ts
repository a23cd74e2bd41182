// Every line of the `?` help: each keymap section, then the palette's commands. Pure.
import { keyOf, keysOf } from '../kernel/key-lookup.js';
import { helpSections } from './help-sections.js';
import { PALETTE_WORDS } from '../palette/palette.js';

export interface HelpLine {
  readonly heading: boolean;
  readonly keys: string;
  readonly description: string;
}

export function helpLines(readOnly: boolean): HelpLine[] {
  const lines: HelpLine[] = [];
  if (readOnly) lines.push({ heading: false, keys: 'READ-ONLY', description: 'keys that change data are refused' });
  for (const section of helpSections()) {
    if (section.rows.length === 0) continue;
    lines.push({ heading: true, keys: section.title, description: '' });
    for (const row of section.rows) lines.push({ heading: false, keys: row.keys, description: row.description });
  }
  lines.push({ heading: true, keys: `Palette commands (${keyOf('palette', 'tree')})`, description: '' });
  lines.push({ heading: false, keys: '<kind> <id>', description: 'open a resource by id, e.g. objective 42' });
  lines.push({ heading: false, keys: '<web address>', description: 'open what a pasted address of the service names' });
  for (const { word, description } of PALETTE_WORDS)
    lines.push({ heading: false, keys: word === 'profile' ? 'profile NAME' : word, description });
  return lines;
}

/** The help's title line: where it is, and the keys that scroll and close it. */
export function helpTitle(first: number, last: number, total: number): string {
  const scroll = `${keysOf('move-down', 'help').find((key) => key.length === 1) ?? ''}/${keysOf('move-up', 'help').find((key) => key.length === 1) ?? ''}`;
  return `Help  (${first}-${last} of ${total}; ${scroll} scroll, ${keyOf('help-close', 'help')} closes)`;
}
