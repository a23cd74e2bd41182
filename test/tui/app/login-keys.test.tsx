// The login screen's keys when several arrive in one read (a paste, a fast typist over SSH): every
// key in order, a pasted line break stays text, and the secret never shows.
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'ink-testing-library';
import { stripVTControlCharacters } from 'node:util';
import type { Credentials } from '../../../source/core/credentials.js';
import { LoginScreen, type LoginActions } from '../../../source/tui/app/login.js';
import { NO_COLOUR_THEME, ThemeContext } from '../../../source/tui/theme.js';

/** The I/O boundary of the screen, recording what it was asked to do. */
function recordingActions(): LoginActions & { verified: Credentials[] } {
  const verified: Credentials[] = [];
  return {
    verified,
    plainFile: '/nowhere/credentials',
    async verify(_baseUrl, credentials) {
      verified.push(credentials);
      return 'lenient';
    },
    async saveInKeychain() {
      return { saved: true };
    },
    async saveInFile() {},
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));
const mounted: { unmount(): void }[] = [];
afterEach(() => {
  for (const app of mounted.splice(0)) app.unmount();
});

function open(actions: LoginActions) {
  const app = render(
    <ThemeContext.Provider value={NO_COLOUR_THEME}>
      <LoginScreen profile="p" reason="no credentials yet" initialUrl="http://127.0.0.1:9" actions={actions} onDone={() => undefined} />
    </ThemeContext.Provider>,
  );
  mounted.push(app);
  const line = (label: string) => stripVTControlCharacters(app.lastFrame() ?? '').split('\n').find((l) => l.includes(label)) ?? '';
  return { app, line };
}

describe('login keys in one read', () => {
  it('handles ctrl+w and the text after it in order', async () => {
    const actions = recordingActions();
    const { app, line } = open(actions);
    await tick();
    app.stdin.write('first words');
    await tick();
    app.stdin.write('\u0017key1');
    await tick();
    expect(line('App key')).toContain('first key1');
    expect(line('App key')).not.toContain('words');
  });

  it('a pasted line break is text: it neither moves on nor submits; the secret stays hidden', async () => {
    const actions = recordingActions();
    const { app, line } = open(actions);
    await tick();
    app.stdin.write('abc\rdef');
    await tick();
    expect(line('App key')).toMatch(/abc.?def/);
    expect(actions.verified).toEqual([]);
    app.stdin.write('\t');
    await tick();
    app.stdin.write('s3cr3t');
    await tick();
    expect(stripVTControlCharacters(app.lastFrame() ?? '')).not.toContain('s3cr3t');
    app.stdin.write('\u0013');
    await tick();
    expect(actions.verified).toHaveLength(1);
    expect(actions.verified[0]!.secret).toBe('s3cr3t');
  });
});
