// `z`: undo the session's last change, or in `L` the selected one, as `hoshin undo` does
// (usecases/undo-change.ts): it asks first, showing what it will send, and says the outcome as the CLI does.
import { flattenControls } from '../../core/cell-text.js';
import { isHoshinError } from '../../core/errors.js';
import type { Change } from '../../journal/change.js';
import { changeSummary } from '../../journal/describe.js';
import { describeStep, type UndoPlan } from '../../usecases/undo-change.js';
import { createConfirm } from '../dialogs/confirm-state.js';
import { question } from '../dialogs/dialog-overlays.js';
import type { Shell } from '../kernel/feature.js';
import { topOverlay } from '../kernel/console-store.js';
import { say } from '../kernel/status-line.js';
import { messageOf } from '../kernel/use-requests.js';
import { personNamer } from '../detail/change-lines.js';
import { askUndoGroup } from './undo-group-commands.js';

function status(shell: Shell, text: string, tone: 'info' | 'error' | 'success'): void {
  say(shell, flattenControls(text), tone);
}

/** The undo's outcome, worded as `hoshin undo` words it (exit 0, 2 or 6 there). */
function undoFailureText(summary: string, error: unknown): string {
  const message = messageOf(error);
  if (isHoshinError(error) && error.kind === 'uncertain')
    return `undo of ${summary}: outcome UNKNOWN (${message}); a read of it that shows what was sent settles it, L shows it`;
  return `undo of ${summary} refused: ${message}`;
}

/** What a view that shows a snapshot of the plan does once an undo is done (gather it again). */
type AfterUndo = (shell: Shell) => void;

/** The question's Undo: sends what it showed. */
function undoConfirmed(shell: Shell, plan: Extract<UndoPlan, { ok: true }>, after?: AfterUndo): void {
  const changes = shell.session.changes;
  if (!changes) return;
  const summary = changeSummary(plan.change, personNamer(shell.session));
  const before = changes.count().all;
  // In L the undo's writes come on top: the selection stays on the change it undid.
  const keepSelection = () => {
    const added = changes.count().all - before;
    const overlay = topOverlay(shell.current());
    if (added > 0 && overlay?.type === 'changes')
      shell.dispatch({ type: 'changes-scroll', delta: added, max: Math.max(0, changes.count().all - 1) });
  };
  void shell
    .request(
      'undoing',
      () => changes.undo(plan).then(() => true),
      (error) => {
        keepSelection();
        status(shell, undoFailureText(summary, error), 'error');
      },
    )
    .then((done) => {
      // Gathered again whether or not it went through: a failed undo may still have been applied.
      after?.(shell);
      if (!done) return;
      keepSelection();
      status(shell, `undid ${summary}`, 'success');
    });
}

/** Says why the plan cannot be sent, or asks first, showing what it will send. */
function askOrSay(shell: Shell, plan: UndoPlan | undefined, title: string, note: string | null = null, after?: AfterUndo): void {
  if (plan === undefined || !shell.session.changes) return;
  if (!plan.ok) {
    status(shell, `cannot undo: ${plan.reason}`, 'error');
    return;
  }
  const message = [
    ...(note === null ? [] : [note]),
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
    .then(async (last) => {
      if (last === undefined) return;
      // The last change is part of a bulk change: the whole group goes back, as hoshin undo does.
      if (last !== null && (await askUndoGroup(shell, last.plan.change, after))) return;
      if (last === null) {
        status(
          shell,
          changes.sentHere() === 0
            ? 'nothing to undo: this session sent no change (L lists the journal, z there undoes the selected)'
            : 'nothing left to undo in this session (L lists the journal, z there undoes the selected)',
          'info',
        );
        return;
      }
      // A delete cannot be undone: z passes over it to the change before, and says so.
      const note = last.afterDelete ? `(The later ${changeSummary(last.afterDelete, personNamer(shell.session))} cannot be undone.)` : null;
      askOrSay(shell, last.plan, note === null ? 'Undo the last change?' : 'Undo the last change that can be undone?', note, after);
    });
}

/** `z` in `L`: undo the change the list has selected, whenever and wherever it was made. */
export function undoSelected(shell: Shell, change: Change | undefined): void {
  const changes = shell.session.changes;
  if (!changes) {
    status(shell, 'this console keeps no journal of changes', 'error');
    return;
  }
  if (!change) {
    status(shell, 'nothing to undo: the journal holds no change', 'info');
    return;
  }
  void shell
    .request('reading what the change left', () => changes.planUndoOf(change))
    .then((plan) => askOrSay(shell, plan, 'Undo the selected change?'));
}
