// What the forms need from the console: the session, the store, keys typed while a form opens,
// the external editor, and where to show what they did.
import { useMemo, useState } from 'react';
import type { KindName } from '../../catalogue/catalogue.js';
import { createConfirm } from '../dialogs/confirm-state.js';
import { TypedAhead } from '../kernel/input/typed-ahead.js';
import type { KeyContext } from '../kernel/keymap.js';
import { useConsoleActions, useConsoleState } from '../kernel/console-context.js';
import type { FormHost } from './form-overlay.js';
import type { NodeRef } from '../../usecases/session.js';

export function useFormHost(options: { reveal: (chain: readonly NodeRef[]) => void; openEditor?: (text: string) => Promise<string> }): {
  formHost: FormHost;
  formContext: KeyContext;
  typedAhead: TypedAhead;
} {
  const { reveal, openEditor } = options;
  const { session, today } = useConsoleActions();
  const { dispatch } = useConsoleState();
  const [formContext, setFormContext] = useState<KeyContext>('form');
  const typedAhead = useMemo(() => new TypedAhead(), []);
  const formHost: FormHost = useMemo(
    () => ({
      session,
      dispatch,
      typedAhead,
      setFormContext,
      ...(openEditor ? { openEditor } : {}),
      selectCreated(kind: KindName, id: number) {
        // Show the new resource where it lives, selected.
        reveal(session.knownChain(kind, id));
      },
      status(text: string, tone: 'success' | 'error' | 'info') {
        dispatch({ type: 'status', status: { text, tone } });
      },
      today,
      askEditExisting(kind: KindName, id: number, question: string, typed?: Readonly<Record<string, unknown>>) {
        const state = createConfirm({
          title: question,
          message: 'The day is unique per indicator.',
          cancelLabel: 'Keep this form',
          confirmLabel: 'Edit that value',
        });
        dispatch({
          type: 'push-overlay',
          overlay: { type: 'dialog', dialog: 'edit-existing', kind, id, state, ...(typed ? { typed } : {}) },
        });
      },
    }),
    [session, dispatch, reveal, openEditor, today, typedAhead],
  );
  return { formHost, formContext, typedAhead };
}
