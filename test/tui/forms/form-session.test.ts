import { describe, expect, it } from 'vitest';
import type { EditKey } from '../../../source/terminal/edit-text.js';
import { editKeysFor } from '../../../source/tui/kernel/input/keys.js';
import { createFormState } from '../../../source/tui/forms/form-state.js';
import {
  createSession,
  editorFinished,
  saveFinished,
  sessionKey,
  sessionKeys,
  sessionKeyContext,
  type FormEffect,
  type FormSession,
} from '../../../source/tui/forms/form-session.js';

function keys(session: FormSession, ...pressed: (string | { text: string })[]): { session: FormSession; effects: FormEffect[] } {
  const effects: FormEffect[] = [];
  for (const key of pressed as EditKey[]) {
    const step = sessionKey(session, key);
    session = step.session;
    if (step.effect) effects.push(step.effect);
  }
  return { session, effects };
}
const valueOf = (session: FormSession, name: string): string | undefined =>
  session.form.fields.find((f) => f.spec.name === name)?.input.value;
const focusName = (session: FormSession): string | undefined => session.form.fields[session.form.focus]?.spec.name;
const task = {
  id: 4,
  name: 'Call the bank',
  description: 'Ask about rates',
  status: 'active',
  deadline: '2026-12-24',
  reminder: false,
};

describe('form keys', () => {
  it('moves with tab, down, shift+tab and up, and Enter goes to the next field', () => {
    const session = createSession(createFormState('task', 'create'));
    expect(focusName(keys(session, 'tab').session)).toBe('description');
    expect(focusName(keys(session, 'down', 'down').session)).toBe('status');
    expect(focusName(keys(session, 'down', 'up').session)).toBe('name');
    expect(focusName(keys(session, 'shift+tab').session)).toBe('lane_pos');
    expect(focusName(keys(session, 'enter').session)).toBe('description');
  });

  it('in a text of several lines Down and Up move a line, keeping the column, and leave the field from its last and first line', () => {
    const edited = createSession(createFormState('task', 'edit', { ...task, description: 'Ask about rates\nand fees\nby Friday' }));
    const inDescription = keys(edited, 'down').session;
    expect(focusName(inDescription)).toBe('description');
    const cursorOf = (session: FormSession): number => session.form.fields[session.form.focus]?.input.cursor ?? -1;
    // From the fourth column of the first line, Down goes to the fourth column of the second.
    const up = keys(inDescription, 'ctrl+a', 'right', 'right', 'right', 'down').session;
    expect(focusName(up)).toBe('description');
    expect(cursorOf(up)).toBe('Ask about rates\nand'.length);
    const last = keys(up, 'down').session;
    expect(focusName(last)).toBe('description');
    expect(cursorOf(last)).toBe('Ask about rates\nand fees\nby '.length);
    expect(focusName(keys(last, 'down').session)).toBe('status');
    const first = keys(last, 'up', 'up').session;
    expect(focusName(first)).toBe('description');
    expect(cursorOf(first)).toBe(3);
    expect(focusName(keys(first, 'up').session)).toBe('name');
    // Nothing was typed: a move is no change.
    expect(valueOf(first, 'description')).toBe('Ask about rates\nand fees\nby Friday');
    expect(first.form.fields.some((f) => f.input.value !== f.initial)).toBe(false);
    // Tab leaves the field from any line; a one-line field still goes on with Down.
    expect(focusName(keys(up, 'tab').session)).toBe('status');
    expect(focusName(keys(up, 'shift+tab').session)).toBe('name');
  });

  it('types text and readline keys into the focused field; space types a space there', () => {
    const { session } = keys(
      createSession(createFormState('goal', 'create')),
      { text: 'Grow' },
      'space',
      { text: 'x' },
      'backspace',
      { text: 'sales' },
      'ctrl+a',
      'ctrl+k',
      { text: 'New' },
    );
    expect(valueOf(session, 'name')).toBe('New');
  });

  it('never types the letter of a shortcut', () => {
    const { session } = keys(createSession(createFormState('goal', 'create')), 'ctrl+x', 'ctrl+c', 'ctrl+z', 'meta+q', 'ctrl+d');
    expect(valueOf(session, 'name')).toBe('');
  });

  it('ctrl+e goes to the end of a one-line field but opens the editor on a long text', () => {
    const session = createSession(createFormState('task', 'edit', task));
    const line = keys(session, 'home', 'ctrl+e', { text: '!' }).session;
    expect(valueOf(line, 'name')).toBe('Call the bank!');
    const long = keys(session, 'tab', 'ctrl+e');
    expect(long.effects).toEqual([{ type: 'open-editor', field: 'description', text: 'Ask about rates' }]);
    expect(long.session.busy).toBe('editor');
    // Keys wait while the editor has the terminal.
    expect(keys(long.session, { text: 'x' }).session).toBe(long.session);
    const back = editorFinished(long.session, 'description', { text: 'Ask about\nrates' });
    expect(valueOf(back, 'description')).toBe('Ask about\nrates');
    expect(back.busy).toBeNull();
    const failed = editorFinished(long.session, 'description', { error: 'Editor: exited with status 1' });
    expect(valueOf(failed, 'description')).toBe('Ask about rates');
    expect(failed.form.formError).toBe('Editor: exited with status 1');
  });

  it('space toggles a yes/no field and left/right step it', () => {
    const session = keys(createSession(createFormState('task', 'edit', task)), 'tab', 'tab', 'tab', 'tab', 'tab', 'tab').session;
    expect(focusName(session)).toBe('reminder');
    expect(valueOf(keys(session, 'space').session, 'reminder')).toBe('true');
    expect(valueOf(keys(session, 'right').session, 'reminder')).toBe('true');
  });

  it('space opens a picker on a choice field, marking the current value; Enter picks', () => {
    const session = keys(createSession(createFormState('task', 'edit', task)), 'tab', 'tab').session;
    const opened = keys(session, 'space').session;
    expect(sessionKeyContext(opened)).toBe('picker');
    expect(opened.overlay?.type === 'picker' && opened.overlay.picker.current).toBe('active');
    const picked = keys(opened, { text: 'j' }, 'enter').session;
    expect(picked.overlay).toBeNull();
    expect(valueOf(picked, 'status')).toBe('completed');
    const cancelled = keys(opened, 'down', 'esc').session;
    expect(cancelled.overlay).toBeNull();
    expect(valueOf(cancelled, 'status')).toBe('active');
  });

  it('ctrl+s submits the values, and Enter on the last field too', () => {
    const filled = keys(createSession(createFormState('goal', 'create')), { text: 'Grow' });
    expect(keys(filled.session, 'ctrl+s').effects).toEqual([{ type: 'submit', values: { name: 'Grow' } }]);
    expect(keys(filled.session, 'tab', 'enter').effects).toEqual([{ type: 'submit', values: { name: 'Grow' } }]);
    expect(keys(filled.session, 'ctrl+s').session.busy).toBe('saving');
  });

  it('refuses to save while a field is invalid, showing the problems before any request', () => {
    const { session, effects } = keys(
      createSession(createFormState('task', 'create')),
      'tab',
      'tab',
      'tab',
      { text: '2026-02-30' },
      'ctrl+s',
    );
    expect(effects).toEqual([]);
    expect(session.busy).toBeNull();
    expect(session.form.attempted).toBe(true);
    expect(focusName(session)).toBe('name');
  });

  it('closes an edit form saved without changes without a request', () => {
    expect(keys(createSession(createFormState('task', 'edit', task)), 'ctrl+s').effects).toEqual([{ type: 'unchanged' }]);
  });

  it('keeps every edit after a refused save and puts the message at its field', () => {
    const saving = keys(
      createSession(createFormState('task', 'create')),
      { text: 'Plan' },
      'tab',
      'tab',
      'tab',
      { text: '2020-01-01' },
      'ctrl+s',
    ).session;
    const refused = saveFinished(saving, {
      message: 'Not saved: the service refused the values',
      fieldErrors: { deadline: ['is in the past'] },
    });
    expect(refused.busy).toBeNull();
    expect(valueOf(refused, 'name')).toBe('Plan');
    expect(valueOf(refused, 'deadline')).toBe('2020-01-01');
    expect(refused.form.serverErrors).toEqual({ deadline: ['is in the past'] });
    expect(refused.form.formError).toBe('Not saved: the service refused the values');
  });

  it('Esc cancels a clean form at once and asks first on a dirty one, with Keep editing focused', () => {
    const clean = createSession(createFormState('goal', 'create'));
    expect(keys(clean, 'esc').effects).toEqual([{ type: 'cancel' }]);
    const dirty = keys(clean, { text: 'G' }).session;
    const asked = keys(dirty, 'esc');
    expect(asked.effects).toEqual([]);
    expect(sessionKeyContext(asked.session)).toBe('dialog');
    const kept = keys(asked.session, 'enter');
    expect(kept.effects).toEqual([]);
    expect(kept.session.overlay).toBeNull();
    expect(valueOf(kept.session, 'name')).toBe('G');
    expect(keys(asked.session, 'esc').session.overlay).toBeNull();
    expect(keys(asked.session, 'tab', 'enter').effects).toEqual([{ type: 'cancel' }]);
  });

  it('leaves global keys to the shell', () => {
    const session = createSession(createFormState('goal', 'create'));
    expect(keys(session, 'ctrl+c').session).toBe(session);
  });
  describe('keys typed ahead, arriving in one read', () => {
    const onStatus = (): FormSession => keys(createSession(createFormState('task', 'edit', task)), 'tab', 'tab').session;
    const read = (session: FormSession, bytes: string) => sessionKeys(session, editKeysFor(bytes, {}));

    it('opens the picker, moves and chooses: " j\\r" on a choice field', () => {
      const step = read(onStatus(), ' j\r');
      expect(step.session.overlay).toBeNull();
      expect(valueOf(step.session, 'status')).toBe('completed');
      expect(focusName(step.session)).toBe('status');
    });

    it('"j\\r" in an open picker is a move and a choice, not text the picker ignores', () => {
      const opened = keys(onStatus(), 'space').session;
      expect(valueOf(read(opened, 'j\r').session, 'status')).toBe('completed');
      expect(valueOf(read(opened, 'kk\r').session, 'status')).toBe('backlog');
    });

    it('a choice made with Enter lets the rest of the read go on to the next field', () => {
      const step = read(onStatus(), ' \r\rx');
      expect(valueOf(step.session, 'status')).toBe('active');
      expect(focusName(step.session)).toBe('deadline');
    });

    it('text typed into a text field stays one paste, line breaks included', () => {
      const session = createSession(createFormState('goal', 'create'));
      expect(valueOf(read(session, 'Grow sales').session, 'name')).toBe('Grow sales');
      expect(focusName(read(session, 'Grow\r').session)).toBe('name');
    });

    it('the discard question takes its answer from the same read, and the effect ends the run', () => {
      const dirty = keys(createSession(createFormState('goal', 'create')), { text: 'x' }).session;
      const step = sessionKeys(dirty, ['esc', ...editKeysFor('\t\rmore', {})]);
      expect(step.effect).toEqual({ type: 'cancel' });
    });
  });
});
