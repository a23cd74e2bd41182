// What the forms need from the console, made from the shell.
import type { KindName } from '../../catalogue/catalogue.js';
import { createConfirm } from '../dialogs/confirm-state.js';
import { question } from '../dialogs/dialog-overlays.js';
import type { Shell } from '../kernel/feature.js';
import { say } from '../kernel/status-line.js';
import { reveal } from '../tree/lists.js';
import type { FormHost } from './form-overlay.js';
import { openEditForm } from './form-overlays.js';

export function formHostOf(shell: Shell): FormHost {
  const { session, dispatch } = shell;
  return {
    session,
    dispatch,
    typedAhead: shell.typedAhead,
    setFormContext: shell.reportKeys,
    ...(shell.openEditor ? { openEditor: shell.openEditor } : {}),
    selectCreated(kind: KindName, id: number) {
      // Show the new resource where it lives, selected.
      reveal(shell, session.knownChain(kind, id));
    },
    status(text: string, tone: 'success' | 'error' | 'info') {
      say(shell, text, tone);
    },
    today: shell.today,
    askEditExisting(kind: KindName, id: number, title: string, typed?: Readonly<Record<string, unknown>>) {
      const state = createConfirm({
        title,
        message: 'The day is unique per indicator.',
        cancelLabel: 'Keep this form',
        confirmLabel: 'Edit that value',
      });
      dispatch({
        type: 'push-overlay',
        overlay: question('edit-existing', state, () => {
          // The question and the form under it both go: the value that day has takes their place.
          dispatch({ type: 'pop-overlay' });
          dispatch({ type: 'pop-overlay' });
          openEditForm(shell, kind, id, undefined, undefined, typed);
        }),
      });
    },
  };
}
