// `z`: undo the session's last change, or in `L` the selected one. The resource is read first (journal/undo.ts); a change that
// cannot be undone is said on the status line with the reason, one that can asks first, showing
// what it will send. Confirmed, the writes go through the journalled client like any other.
import { flattenControls } from '../../core/cell-text.js';
import type { Change } from '../../journal/change.js';
import { changeSummary } from '../../journal/describe.js';
import { describeStep, type UndoPlan } from '../../usecases/undo-change.js';
import { createConfirm } from '../dialogs/confirm-state.js';
import { question } from '../dialogs/dialog-overlays.js';
import type { Shell } from '../kernel/feature.js';
import { say } from '../kernel/status-line.js';
import { personNamer } from './changes-overlay.js';

function status(shell: Shell, text: string, tone: 'info' | 'error' | 'success'): void {
  say(shell, flattenControls(text), tone);
}

/** What a view that shows a snapshot of the plan does once an undo is done (gather it again). */
export type AfterUndo = (shell: Shell) => void;

/** The question's Undo: sends what it showed. */
function undoConfirmed(shell: Shell, plan: Extract<UndoPlan, { ok: true }>, after?: AfterUndo): void {
  const changes = shell.session.changes;
  if (!changes) return;
  void shell
    .request('undoing', () => changes.undo(plan).then(() => true))
    .then((done) => {
      // Gathered again whether or not it went through: a failed undo may still have been applied.
      after?.(shell);
      if (done) status(shell, `undid ${changeSummary(plan.change, personNamer(shell.session))}`, 'success');
    });
}

type Planned = UndoPlan | null | undefined;

/** Says why the plan cannot be sent, or asks first, showing what it will send. */
function askOrSay(shell: Shell, plan: Planned, title: string, after?: AfterUndo): void {
  const changes = shell.session.changes;
  if (plan === undefined || !changes) return;
  if (plan === null) {
    status(
      shell,
      changes.ofSession().length === 0 ? 'nothing to undo: this session sent no change' : 'nothing left to undo in this session',
      'info',
    );
    return;
  }
  if (!plan.ok) {
    status(shell, `cannot undo: ${plan.reason}`, 'error');
    return;
  }
  const message = [
    changeSummary(plan.change, personNamer(shell.session)),
    'This sends:',
    ...plan.steps.map((step) => `  ${describeStep(step)}`),
  ]
    .map(flattenControls)
    .join('\n');
  const state = createConfirm({ title, message, cancelLabel: 'Keep it', confirmLabel: 'Undo' });
  shell.dispatch({
    type: 'push-overlay',
    overlay: question('undo', state, (confirmed) => {
      confirmed.dispatch({ type: 'pop-overlay' });
      undoConfirmed(confirmed, plan, after);
    }),
  });
}

export function undoLast(shell: Shell): void {
  undoLastThen(shell);
}

/** `z` in a view that shows a snapshot of the plan: undo the last change, then `after`. */
export function undoLastThen(shell: Shell, after?: AfterUndo): void {
  const changes = shell.session.changes;
  if (!changes) {
    status(shell, 'this console keeps no journal of changes', 'error');
    return;
  }
  void shell
    .request('reading what the last change left', () => changes.planUndoLast())
    .then((plan) => askOrSay(shell, plan, 'Undo the last change?', after));
}

/** `z` in `L`: undo the change the list has selected, whenever it was made. */
export function undoSelected(shell: Shell, change: Change | undefined): void {
  const changes = shell.session.changes;
  if (!changes) {
    status(shell, 'this console keeps no journal of changes', 'error');
    return;
  }
  if (!change) {
    status(shell, 'nothing to undo: this session sent no change', 'info');
    return;
  }
  void shell
    .request('reading what the change left', () => changes.planUndoOf(change))
    .then((plan) => askOrSay(shell, plan, 'Undo the selected change?'));
}
