// The line hoshin log shows above a group's changes.
import { flattenControls } from '../../../core/cell-text.js';
import { groupCount, journalGroup } from '../../../journal/groups.js';
import type { Journal } from '../../../journal/journal.js';
import { asShown, labelledLines } from '../../terminal/footnote.js';

export function groupHeader(journal: Journal, id: string, stdout: unknown, width: number): string {
  const group = journalGroup(journal, id);
  const count = groupCount(journal, id);
  const time = group ? group.at.slice(0, 19).replace('T', ' ') : '(time not kept)';
  const label = group ? flattenControls(group.label) : 'its label is not kept';
  const text = asShown(stdout, `group of ${count} change${count === 1 ? '' : 's'}: ${label}`);
  return labelledLines(`${id}  ${time}  `, text, width).join('\n');
}
