// The login screen's keys when several arrive in one read (a paste, a fast typist over SSH): every
// key in order, a line break ends a field's answer, the secret never shows, and where to keep it
// is asked only after the service accepted it.
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'ink-testing-library';
import { stripVTControlCharacters } from 'node:util';
import type { Credentials } from '../../../source/core/credentials.js';
import type { Keeping } from '../../../source/credentials/login-rule.js';
import { LoginScreen, type LoginActions } from '../../../source/tui/login/login-screen.js';
import { NO_COLOUR_THEME, ThemeContext } from '../../../source/tui/kernel/theme.js';
import { pollUntil } from '../../helpers/wait.js';

/** The I/O boundary of the screen, recording what it was asked to do. */
function recordingActions(): LoginActions & { verified: Credentials[]; kept: Keeping[] } {
  const verified: Credentials[] = [];
  const kept: Keeping[] = [];
  return {
    verified,
    kept,
    async verify(_baseUrl, credentials) {
      verified.push(credentials);
      return 'lenient';
    },
    async places() {
      return {
        choices: [
          { keeping: 'session', label: 'only for this session' },
          { keeping: 'file', label: 'in PLAIN TEXT in /nowhere/credentials (mode 0600)' },
        ],
        plainFile: '/nowhere/credentials',
        note: 'The OS keychain is not available: no D-Bus session.',
      };
    },
    async keep(keeping) {
      kept.push(keeping);
    },
  };
}

const mounted: { unmount(): void }[] = [];
afterEach(() => {
  for (const app of mounted.splice(0)) app.unmount();
});

function open(actions: LoginActions) {
  const done: unknown[] = [];
  const app = render(
    <ThemeContext.Provider value={NO_COLOUR_THEME}>
      <LoginScreen
        profile="p"
        reason="no credentials yet"
        initialUrl="http://127.0.0.1:9"
        actions={actions}
        onDone={(kept) => done.push(kept)}
      />
    </ThemeContext.Provider>,
  );
  mounted.push(app);
  const frame = () => stripVTControlCharacters(app.lastFrame() ?? '');
  const line = (label: string) =>
    frame()
      .split('\n')
      .find((l) => l.includes(label)) ?? '';
  /** Polls until the frame shows the text; fails with the frame after 5 s. */
  const waitFor = (text: string) =>
    pollUntil(() => frame().includes(text), JSON.stringify(text), {
      timeoutMs: 5000,
      detail: () => `frame:\n${frame()}`,
    });
  return { app, line, frame, waitFor, done };
}

describe('login keys in one read', () => {
  it('handles ctrl+w and the text after it in order', async () => {
    const { app, line, waitFor } = open(recordingActions());
    await waitFor('App key');
    app.stdin.write('first words');
    await waitFor('first words');
    app.stdin.write('\u0017key1');
    await waitFor('first key1');
    expect(line('App key')).not.toContain('words');
  });

  it('a key and a secret typed ahead with their line breaks land in their own fields; the secret never shows', async () => {
    const actions = recordingActions();
    const { app, frame, waitFor } = open(actions);
    await waitFor('App key');
    app.stdin.write('key\rs3cr3t\r');
    await waitFor('Where should the secret be kept?');
    expect(actions.verified).toEqual([{ appKey: 'key', secret: 's3cr3t' }]);
    expect(frame()).not.toContain('s3cr3t');
    expect(frame()).toContain('The OS keychain is not available: no D-Bus session.');
    expect(actions.kept).toEqual([]);
  });

  it('keeps the secret where it was chosen: the plain-text file only after its own yes', async () => {
    const actions = recordingActions();
    const { app, frame, waitFor, done } = open(actions);
    await waitFor('App key');
    app.stdin.write('key\rs3cr3t\r');
    await waitFor('› Only for this session');
    app.stdin.write('j');
    await waitFor('› In PLAIN TEXT');
    app.stdin.write('\r');
    await waitFor('Store the secret in PLAIN TEXT in /nowhere/credentials (mode 0600)?');
    app.stdin.write('\r');
    await waitFor('› In PLAIN TEXT');
    app.stdin.write('k');
    // The choice moving back proves the No before it was handled: it kept nothing.
    await waitFor('› Only for this session');
    expect(actions.kept).toEqual([]);
    app.stdin.write('\r');
    await pollUntil(() => done.length > 0, 'the login to end', { timeoutMs: 5000, detail: () => `frame:\n${frame()}` });
    expect(actions.kept).toEqual(['session']);
    expect(done).toEqual([
      {
        keeping: 'session',
        login: { baseUrl: 'http://127.0.0.1:9', dialect: 'lenient', credentials: { appKey: 'key', secret: 's3cr3t' } },
      },
    ]);
  });
});
