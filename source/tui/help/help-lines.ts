// Every line of the `?` help: each context's section, the palette's commands, then how the figures read. Pure.
import { PALETTE } from '../kernel/shared-keys.js';
import type { KeyContext, KeyTable } from '../kernel/feature.js';
import { keyOf } from '../kernel/keys.js';
import { MOVE_DOWN, MOVE_UP } from '../kernel/list-keys.js';
import { helpSections } from './help-sections.js';
import { HELP_CLOSE } from './keys.js';
import { PALETTE_WORDS } from '../kernel/shared-keys.js';
import { BOWLING_MARKS, EMPTY_MARKS, EMPTY_WORDS } from '../../domain/bowling.js';
import { NO_PROGRESS, PROGRESS_FORMULA, PROGRESS_NAME } from '../../domain/progress.js';

export interface HelpLine {
  readonly heading: boolean;
  readonly keys: string;
  readonly description: string;
}

/** How the figures read: the progress figure's formula and rounding, and the bowling chart's marks. */
function figureLines(): HelpLine[] {
  return [
    { heading: true, keys: 'Figures', description: '' },
    { heading: false, keys: PROGRESS_NAME, description: `${PROGRESS_FORMULA}; ${NO_PROGRESS} where the goal equals the worst value` },
    {
      heading: false,
      keys: 'rounding',
      description: 'whole percent; below the goal never 100 (99.9), past the worst value never 0 (-0.1)',
    },
    {
      heading: false,
      keys: 'marks',
      description: `${BOWLING_MARKS.green} met, ${BOWLING_MARKS.red} below; ${EMPTY_MARKS.unknown} ${EMPTY_WORDS.unknown}, ${EMPTY_MARKS.unrecorded} ${EMPTY_WORDS.unrecorded}, blank: ${EMPTY_WORDS['not-due']} or ${EMPTY_WORDS['no-update']}`,
    },
  ];
}

/** The help opened from a context (`from`): its keys first. */
export function helpLines(keys: KeyTable, readOnly: boolean, from?: KeyContext): HelpLine[] {
  const lines: HelpLine[] = [];
  if (readOnly) lines.push({ heading: false, keys: 'READ-ONLY', description: 'keys that change data are refused' });
  for (const section of helpSections(keys, from)) {
    if (section.rows.length === 0) continue;
    lines.push({ heading: true, keys: section.title, description: '' });
    for (const row of section.rows) lines.push({ heading: false, keys: row.keys, description: row.description });
  }
  lines.push({ heading: true, keys: `Palette commands (${keyOf(PALETTE)})`, description: '' });
  lines.push({ heading: false, keys: '<kind> <id>', description: 'open a resource by id, e.g. objective 42' });
  lines.push({ heading: false, keys: '<web address>', description: 'open what a pasted address of the service names' });
  for (const { word, description } of PALETTE_WORDS)
    lines.push({ heading: false, keys: word === 'profile' ? 'profile NAME' : word, description });
  // Last, after the keys a newcomer looks for first (G or / progress finds it).
  lines.push(...figureLines());
  return lines;
}

/** The help's title line: where it is, and the keys that scroll and close it. */
export function helpTitle(first: number, last: number, total: number): string {
  const letter = (keys: readonly string[]) => keys.find((key) => key.length === 1) ?? '';
  return `Help  (${first}-${last} of ${total}; ${letter(MOVE_DOWN.keys)}/${letter(MOVE_UP.keys)} scroll, ${keyOf(HELP_CLOSE)} closes)`;
}
