import { describe, expect, it } from 'vitest';
import { askConsent, initialLogin, loginKey, type LoginState } from '../../../source/tui/state/login.js';

function type(state: LoginState, text: string): LoginState {
  return loginKey(state, text, { text }).state;
}

describe('login form state', () => {
  it('moves through the fields and submits trimmed values; the secret stays as typed', () => {
    let state = initialLogin('');
    state = type(state, ' http://127.0.0.1:1 ');
    state = loginKey(state, 'enter', 'enter').state;
    state = type(state, 'key');
    state = loginKey(state, 'tab', 'tab').state;
    state = type(state, ' secret ');
    const step = loginKey(state, 'enter', 'enter');
    expect(step.intent).toEqual({ type: 'submit', baseUrl: 'http://127.0.0.1:1', appKey: 'key', secret: ' secret ' });
    expect(step.state.busy).toBe(true);
    // Keys wait while the check runs.
    expect(loginKey(step.state, 'esc', 'esc').intent).toBeUndefined();
  });

  it('refuses an empty field with one message and focuses it', () => {
    const state = initialLogin('http://x.example');
    expect(state.focus).toBe(1);
    const step = loginKey(state, 'ctrl+s', 'ctrl+s');
    expect(step.intent).toBeUndefined();
    expect(step.state.error).toBe('App key is required');
    expect(step.state.focus).toBe(1);
  });

  it('asks before a plain-text file with No focused; Enter alone declines', () => {
    const asked = askConsent({ ...initialLogin('u'), busy: true }, '/tmp/c.json', 'no keychain');
    expect(asked.consent?.focus).toBe('cancel');
    expect(loginKey(asked, 'enter', 'enter').intent).toEqual({ type: 'consent', given: false });
    const moved = loginKey(asked, 'tab', 'tab').state;
    expect(loginKey(moved, 'enter', 'enter').intent).toEqual({ type: 'consent', given: true });
  });

  it('Esc cancels the login', () => {
    expect(loginKey(initialLogin(''), 'esc', 'esc').intent).toEqual({ type: 'cancel' });
  });
});
