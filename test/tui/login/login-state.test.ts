import { describe, expect, it } from 'vitest';
import { askWhereToKeep, initialLogin, loginFailed, loginKey, loginKeys, type LoginState } from '../../../source/tui/login/login-state.js';
import type { KeepingChoice } from '../../../source/credentials/login-rule.js';

function type(state: LoginState, text: string): LoginState {
  return loginKey(state, text, { text }).state;
}

const PLACES: KeepingChoice[] = [
  { keeping: 'keychain', label: 'in the OS keychain' },
  { keeping: 'session', label: 'only for this session' },
  { keeping: 'file', label: 'in PLAIN TEXT in /tmp/c.json (mode 0600)' },
];

/** A login whose credentials the service accepted: the question of where to keep them is up. */
const accepted = (choices = PLACES): LoginState =>
  askWhereToKeep({ ...initialLogin('u'), busy: 'checking' }, { choices, plainFile: '/tmp/c.json' });

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
    expect(step.state.busy).toBe('checking');
    // Keys are dropped while the check runs: none can answer the question that comes after it.
    expect(loginKey(step.state, 'enter', 'enter')).toEqual({ state: step.state });
  });

  it("refuses an empty field with one message and focuses it, in the questions' order", () => {
    const state = initialLogin('http://x.example');
    expect(state.focus).toBe(1);
    const step = loginKey(state, 'ctrl+s', 'ctrl+s');
    expect(step.intent).toBeUndefined();
    expect(step.state.error).toBe('App key is required');
    expect(step.state.focus).toBe(1);
    const noSecret = loginKey(type(state, 'key'), 'ctrl+s', 'ctrl+s');
    expect([noSecret.state.error, noSecret.state.focus]).toEqual(['Secret is required', 2]);
  });

  it('keys that arrive together split at line breaks: a key and a secret typed ahead land in their own fields', () => {
    const step = loginKeys(initialLogin('http://x.example'), [{ text: 'key' }, 'enter', { text: 's3cret' }, 'enter']);
    expect(step.intent).toEqual({ type: 'submit', baseUrl: 'http://x.example', appKey: 'key', secret: 's3cret' });
  });

  it('asks where to keep the secret after the check, the safest place highlighted', () => {
    const state = accepted();
    expect(state.busy).toBeNull();
    expect(state.keeping?.options.map((option) => option.label)).toEqual([
      'In the OS keychain',
      'Only for this session',
      'In PLAIN TEXT in /tmp/c.json (mode 0600)',
    ]);
    expect(loginKey(state, 'enter', 'enter').intent).toEqual({ type: 'keep', keeping: 'keychain' });
    expect(loginKeys(state, [{ text: 'j' }, 'enter']).intent).toEqual({ type: 'keep', keeping: 'session' });
    // Typed ahead in one read: each character is a key on the list.
    expect(loginKeys(state, [{ text: 'j\r' }]).intent).toEqual({ type: 'keep', keeping: 'session' });
  });

  it('asks before a plain-text file with No focused; Enter alone goes back to the places', () => {
    const chosen = loginKeys(accepted(), [{ text: 'jj' }, 'enter']);
    expect(chosen.intent).toBeUndefined();
    expect(chosen.state.consent?.message).toBe('Store the secret in PLAIN TEXT in /tmp/c.json (mode 0600)?');
    expect(chosen.state.consent?.focus).toBe('cancel');
    const declined = loginKey(chosen.state, 'enter', 'enter');
    expect([declined.intent, declined.state.consent, declined.state.keeping?.cursor]).toEqual([undefined, null, 2]);
    const moved = loginKey(chosen.state, 'tab', 'tab').state;
    expect(loginKey(moved, 'enter', 'enter').intent).toEqual({ type: 'keep', keeping: 'file' });
  });

  it('shows why a save failed and keeps the question', () => {
    const keeping = loginKey(accepted(), 'enter', 'enter').state;
    const failed = loginFailed(keeping, 'the keychain failed');
    expect([failed.busy, failed.error, failed.keeping?.cursor]).toEqual([null, 'the keychain failed', 0]);
  });

  it('Esc and ctrl-c cancel the login, on the fields and on the question', () => {
    expect(loginKey(initialLogin(''), 'esc', 'esc').intent).toEqual({ type: 'cancel' });
    expect(loginKey(accepted(), 'esc', 'esc').intent).toEqual({ type: 'cancel' });
    expect(loginKey({ ...initialLogin(''), busy: 'checking' }, 'ctrl+c', 'ctrl+c').intent).toEqual({ type: 'cancel' });
  });
});
