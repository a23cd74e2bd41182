// Keys for the overlays that step their own state: the board (columns, moves, edits), the delete
// dialog (its name field and buttons), the questions (edit that value? quit? discard?) and the
// pickers (child kind, task status). Forms take their keys themselves once they listen.
import { useMemo } from 'react';
import type { KindName } from '../../catalogue/catalogue.js';
import { isTaskStatus } from '../../domain/task.js';
import { boardStep } from '../board/board-state.js';
import { confirmStep } from '../dialogs/confirm-state.js';
import { deleteKey } from '../dialogs/delete-state.js';
import { pickerStep } from '../dialogs/picker-state.js';
import { editKeysFor } from './input/keys.js';
import type { TypedAhead } from './input/typed-ahead.js';
import type { ActionName } from './keymap.js';
import type { KeyFlags } from './input/key-name.js';
import type { DelegateTarget } from './intents.js';
import { topOverlay } from './console-store.js';
import { useConsoleActions, useConsoleState } from './console-context.js';
import { openCreateForm, openEditForm, type FormHost } from '../forms/form-overlay.js';
import type { ResourceCommands } from '../forms/resource-commands.js';
import type { TaskActions } from '../board/task-actions.js';
import type { UndoCommands } from '../changes/undo-commands.js';

/** The overlay the router handed the key to, the action it read, and the key as it came. */
export type OverlayKeyHandler = (to: DelegateTarget, action: ActionName | undefined, input: string, key: KeyFlags) => void;

export function useOverlayKeys(controllers: {
  formHost: FormHost;
  typedAhead: TypedAhead;
  tasks: TaskActions;
  resources: ResourceCommands;
  undo: UndoCommands;
  /** Told when a task's status changed, so the due queue moves on. */
  onTaskMoved: (taskId: number) => void;
}): OverlayKeyHandler {
  const { formHost, typedAhead, tasks, resources, undo, onTaskMoved } = controllers;
  const { dispatch, current } = useConsoleState();
  const { quit } = useConsoleActions();
  return useMemo(() => {
    const pop = () => dispatch({ type: 'pop-overlay' });
    return (to: DelegateTarget, action: ActionName | undefined, input: string, key: KeyFlags): void => {
      const overlay = topOverlay(current());
      if (!overlay) return;
      if (to === 'board' && overlay.type === 'board') {
        const step = boardStep(overlay.board, action);
        if (step.state !== overlay.board) dispatch({ type: 'board-set', board: step.state });
        if (step.intent) tasks.boardIntent(step.intent);
        return;
      }
      if (to === 'dialog' && overlay.type === 'dialog') {
        if (overlay.dialog === 'delete') {
          // The typed name may come with control keys in one read (a paste, ctrl+w then text).
          let dialog = overlay.state;
          for (const editKey of editKeysFor(input, key)) {
            const step = deleteKey(dialog, editKey);
            if (step.outcome) {
              pop();
              if (step.outcome === 'confirm') void resources.deleteConfirmed(overlay.kind, overlay.id);
              return;
            }
            dialog = step.state;
          }
          if (dialog !== overlay.state) dispatch({ type: 'replace-overlay', overlay: { ...overlay, state: dialog } });
          return;
        }
        const step = confirmStep(overlay.state, action);
        if (step.outcome === 'confirm') {
          if (overlay.dialog === 'quit-dirty') {
            quit();
            return;
          }
          if (overlay.dialog === 'undo') {
            pop();
            undo.undoConfirmed();
            return;
          }
          if (overlay.dialog === 'countermeasure-exists') {
            pop();
            openCreateForm(formHost, 'task', overlay.objectiveId, overlay.values);
            return;
          }
          // The question and the form under it both go: discarded, or given way to the value that day has.
          pop();
          pop();
          if (overlay.dialog === 'edit-existing') openEditForm(formHost, overlay.kind, overlay.id, undefined, undefined, overlay.typed);
        } else if (step.outcome === 'cancel') pop();
        else if (step.state !== overlay.state) dispatch({ type: 'replace-overlay', overlay: { ...overlay, state: step.state } });
        return;
      }
      if (to === 'picker' && overlay.type === 'picker') {
        const step = pickerStep(overlay.picker, action);
        if (step.outcome?.type === 'cancelled') pop();
        else if (step.outcome?.type === 'chosen') {
          pop();
          const chosen = step.outcome.value;
          if (overlay.purpose === 'task-status') {
            if (isTaskStatus(chosen)) {
              void tasks.moveTask(overlay.taskId, chosen).then((moved) => {
                if (moved) onTaskMoved(overlay.taskId);
              });
            }
            return;
          }
          const [kind, parent] = chosen.split(':') as [KindName, string];
          openCreateForm(formHost, kind, parent === '' ? null : Number(parent));
        } else if (step.state !== overlay.picker) dispatch({ type: 'replace-overlay', overlay: { ...overlay, picker: step.state } });
        return;
      }
      // The form on top hears its keys from here only; until it listens, they wait.
      typedAhead.pass(input, key);
    };
  }, [dispatch, current, formHost, typedAhead, tasks, resources, undo, onTaskMoved, quit]);
}
