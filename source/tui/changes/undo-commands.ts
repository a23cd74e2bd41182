// `z`: undo the session's last change. The resource is read first (journal/undo.ts); a change that
// cannot be undone is said on the status line with the reason, one that can asks first, showing
// what it will send. Confirmed, the writes go through the journalled client like any other.
import { useMemo } from 'react';
import { flattenControls } from '../../core/cell-text.js';
import { changeSummary } from '../../journal/describe.js';
import { describeStep, type UndoPlan } from '../../usecases/undo-change.js';
import { createConfirm } from '../dialogs/confirm-state.js';
import { useConsoleActions, useConsoleState } from '../kernel/console-context.js';

export interface UndoCommands {
  undo(): void;
  /** The question's Undo: sends what it showed. */
  undoConfirmed(): void;
}

export function useUndoCommands(): UndoCommands {
  const { session, request } = useConsoleActions();
  const { dispatch } = useConsoleState();
  return useMemo(() => {
    let pending: Extract<UndoPlan, { ok: true }> | null = null;
    const status = (text: string, tone: 'info' | 'error' | 'success') =>
      dispatch({ type: 'status', status: { text: flattenControls(text), tone } });
    return {
      undo() {
        const changes = session.changes;
        if (!changes) {
          status('this console keeps no journal of changes', 'error');
          return;
        }
        void request('reading what the last change left', () => changes.planUndoLast()).then((plan) => {
          if (plan === undefined) return;
          if (plan === null) {
            status(
              changes.ofSession().length === 0 ? 'nothing to undo: this session sent no change' : 'nothing left to undo in this session',
              'info',
            );
            return;
          }
          if (!plan.ok) {
            status(`cannot undo: ${plan.reason}`, 'error');
            return;
          }
          pending = plan;
          const message = [changeSummary(plan.change), 'This sends:', ...plan.steps.map((step) => `  ${describeStep(step)}`)]
            .map(flattenControls)
            .join('\n');
          dispatch({
            type: 'push-overlay',
            overlay: {
              type: 'dialog',
              dialog: 'undo',
              state: createConfirm({
                title: 'Undo the last change?',
                message,
                cancelLabel: 'Keep it',
                confirmLabel: 'Undo',
              }),
            },
          });
        });
      },
      undoConfirmed() {
        const plan = pending;
        pending = null;
        if (!plan || !session.changes) return;
        const changes = session.changes;
        void request('undoing', () => changes.undo(plan).then(() => true)).then((done) => {
          if (done) status(`undid ${changeSummary(plan.change)}`, 'success');
        });
      },
    };
  }, [session, dispatch, request]);
}
