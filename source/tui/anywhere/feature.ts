// The keys that work whatever has the keys: ctrl-c quits (asking first when a form has unsaved
// edits), ctrl-z suspends.
import type { Feature } from '../kernel/feature.js';
import { topOverlay } from '../kernel/console-store.js';
import type { Overlay } from '../kernel/overlays.js';
import { createConfirm } from '../dialogs/confirm-state.js';
import { question } from '../dialogs/dialog-overlays.js';
import { hasDirtyForm } from '../forms/form-overlays.js';
import { QUIT_ANYWHERE, SUSPEND } from '../kernel/anywhere-keys.js';

const GLOBAL = 'global';
const QUIT_QUESTION = 'quit-dirty';

const isQuitQuestion = (overlay: Overlay | undefined): boolean => overlay?.type === 'dialog' && overlay.dialog === QUIT_QUESTION;

const askQuit = question(
  QUIT_QUESTION,
  createConfirm({
    title: 'Quit with unsaved changes?',
    message: 'The form has edits that are not saved.',
    cancelLabel: 'Keep editing',
    confirmLabel: 'Quit',
  }),
  (shell) => shell.quit(),
);

export const anywhere: Feature = {
  name: 'anywhere',
  contexts: [{ name: GLOBAL, title: 'Anywhere', anywhere: true }],
  bindings: [
    {
      ...QUIT_ANYWHERE,
      context: GLOBAL,
      step: ({ state }) =>
        hasDirtyForm(state.overlays) && !isQuitQuestion(topOverlay(state)) ? { type: 'push-overlay', overlay: askQuit } : undefined,
      run: (shell) => shell.quit(),
    },
    { ...SUSPEND, context: GLOBAL, run: (shell) => shell.suspend?.() },
  ],
};
