// `z` when the last change is part of a bulk change: the whole group goes back, as `hoshin undo`
// of the group does (usecases/undo-group.ts), after one question.
import { flattenControls } from '../../core/cell-text.js';
import type { Change } from '../../journal/change.js';
import { describeStep } from '../../usecases/undo-change.js';
import { groupItemText, type GroupUndo } from '../../usecases/undo-group.js';
import { createConfirm } from '../dialogs/confirm-state.js';
import { question } from '../dialogs/dialog-overlays.js';
import type { Shell } from '../kernel/feature.js';
import { fitText, modalWidthOf } from '../kernel/layout.js';
import { say } from '../kernel/status-line.js';
import { messageOf } from '../kernel/use-requests.js';

function lines(shell: Shell, plan: GroupUndo): string {
  const room = Math.max(3, shell.layout.bodyHeight - 8);
  const width = Math.max(20, modalWidthOf(shell.layout.width) - 4);
  // What each undo sends (`update task 221: status=backlog`), or why the item is left as it is.
  const all = plan.items.map((item) =>
    fitText(
      flattenControls(item.state === 'to-undo' ? item.plan.steps.map(describeStep).join('; ') : groupItemText(item).replace(/^\S+ /, '')),
      width,
    ),
  );
  return (all.length > room ? [...all.slice(0, room - 1), `and ${all.length - room + 1} more`] : all).join('\n');
}

async function send(shell: Shell, plan: GroupUndo, after?: (shell: Shell) => void): Promise<void> {
  const changes = shell.session.changes;
  if (!changes) return;
  const result = await changes.undoGroup(plan).catch((error: unknown) => {
    say(shell, `undo of group ${plan.group.id} failed: ${messageOf(error)}`, 'error');
    return null;
  });
  after?.(shell);
  if (!result) return;
  const back = result.items.filter((item) => item.state === 'undone').length;
  const left = result.items.filter((item) => item.state === 'left' || item.state === 'unknown' || item.state === 'not-tried');
  const head = `undid ${back} of ${result.items.length} in group ${result.group.id}`;
  if (left.length === 0) say(shell, head, 'success');
  else say(shell, flattenControls(`${head}; ${left.map(groupItemText).join('; ')}`), 'error');
}

/** Asks to put the whole group of `change` back; false when the group is not kept (the change goes back alone). */
export async function askUndoGroup(shell: Shell, change: Change, after?: (shell: Shell) => void): Promise<boolean> {
  const changes = shell.session.changes;
  if (!changes || change.group === undefined) return false;
  const plan = await shell.request('reading what the group left', () => changes.planUndoGroupOf(change));
  if (plan === undefined) return true;
  if (plan === null) return false;
  const toSend = plan.items.filter((item) => item.state === 'to-undo').length;
  if (toSend === 0) {
    say(shell, flattenControls(`nothing to undo in group ${plan.group.id}: ${plan.items.map(groupItemText).join('; ')}`), 'info');
    return true;
  }
  const state = createConfirm({
    title: `Undo the last change: group of ${plan.items.length} (${flattenControls(plan.group.label)})?`,
    message: lines(shell, plan),
    cancelLabel: 'Keep it',
    confirmLabel: `Undo ${toSend}`,
  });
  shell.dispatch({
    type: 'push-overlay',
    overlay: question('undo-group', state, (confirmed) => {
      confirmed.dispatch({ type: 'pop-overlay' });
      void shell.request(`undoing ${toSend}`, () => send(confirmed, plan, after));
    }),
  });
  return true;
}
