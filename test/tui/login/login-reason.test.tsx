// The login screen's first line says why it is asked, in the screen's words: "no service URL" goes
// once a URL is typed, so it never stands above a filled field, and comes back if the field is
// emptied. Its sentences wrap at spaces: no row begins with the space it broke at.
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'ink-testing-library';
import { stripVTControlCharacters } from 'node:util';
import { LoginScreen, type LoginActions } from '../../../source/tui/login/login-screen.js';
import { NO_COLOUR_THEME, ThemeContext } from '../../../source/tui/kernel/theme.js';
import { pollUntil } from '../../helpers/wait.js';

const NO_URL = 'no base URL for profile "p": pass --base-url URL, set HOSHIN_BASE_URL, or type it here';

const actions: LoginActions = {
  verify: () => Promise.resolve('hoshinplan'),
  places: () => Promise.resolve({ choices: [], plainFile: '/nowhere' }),
  keep: () => Promise.resolve(),
};

const mounted: { unmount(): void }[] = [];
afterEach(() => {
  for (const app of mounted.splice(0)) app.unmount();
});

describe('the login screen without a base URL', () => {
  it('drops "no base URL" once a URL is typed, and says it again when the field is emptied', async () => {
    const app = render(
      <ThemeContext.Provider value={NO_COLOUR_THEME}>
        <LoginScreen profile="p" reason={NO_URL} initialUrl="" actions={actions} onDone={() => undefined} />
      </ThemeContext.Provider>,
    );
    mounted.push(app);
    const frame = () => stripVTControlCharacters(app.lastFrame() ?? '').replace(/\s+/g, ' ');
    const waitFor = (test: (text: string) => boolean, what: string) =>
      pollUntil(() => test(frame()), what, { timeoutMs: 5000, detail: () => `frame:\n${frame()}` });
    await waitFor((text) => text.includes('No service URL is set for profile “p”: type it below'), 'the reason');
    expect(frame()).not.toContain('--base-url');
    app.stdin.write('https://plans.example.com');
    await waitFor((text) => text.includes('https://plans.example.com'), 'the typed URL');
    expect(frame()).not.toContain('No service URL');
    expect(frame()).toContain('Next the app key and the secret');
    app.stdin.write('\u0015');
    await waitFor((text) => text.includes('No service URL is set'), 'the reason again');
  });

  it('wraps a long reason at spaces within the box, no row beginning with a space', async () => {
    const reason =
      'the service at https://plans.example.com refused the app key and the secret (401 Unauthorized): check both, or ask for a new pair, then try again';
    const app = render(
      <ThemeContext.Provider value={NO_COLOUR_THEME}>
        <LoginScreen profile="p" reason={reason} initialUrl="https://plans.example.com" actions={actions} onDone={() => undefined} />
      </ThemeContext.Provider>,
    );
    mounted.push(app);
    await pollUntil(() => (app.lastFrame() ?? '').includes('refused'), 'the reason');
    const rows = stripVTControlCharacters(app.lastFrame() ?? '')
      .split('\n')
      .filter((row) => row.startsWith('│'))
      .map((row) => row.replace(/^│ /, '').replace(/\s*│$/, ''));
    const reasonRows = rows.slice(
      rows.findIndex((row) => row.startsWith('the service at')),
      rows.findIndex((row) => row.includes('new pair')) + 1,
    );
    expect(reasonRows.length).toBeGreaterThan(1);
    for (const row of reasonRows) expect(row.startsWith(' ')).toBe(false);
    expect(reasonRows.join(' ')).toBe(reason);
  });

  it('wraps the reason anew when the terminal is resized, every row filled to the new width', async () => {
    const app = render(
      <ThemeContext.Provider value={NO_COLOUR_THEME}>
        <LoginScreen profile="default" reason={NO_URL} initialUrl="" actions={actions} onDone={() => undefined} />
      </ThemeContext.Provider>,
    );
    mounted.push(app);
    await pollUntil(() => (app.lastFrame() ?? '').includes('No service URL'), 'the reason');
    const stdout = app.stdout as unknown as NodeJS.EventEmitter & { columns: number };
    Object.defineProperty(stdout, 'columns', { value: 60, configurable: true });
    stdout.emit('resize');
    const reasonRows = () =>
      stripVTControlCharacters(app.lastFrame() ?? '')
        .split('\n')
        .map((row) => row.replace(/^│ /, '').replace(/\s*│$/, ''))
        .filter((row) => /No service URL|below|ctrl\+s logs in/.test(row));
    // Wrapped for 60 columns: two rows, the first as full as a word allows (not 76-column rows re-cut by Ink).
    await pollUntil(() => reasonRows().length === 2, 'the reason on two rows', { timeoutMs: 5000, detail: () => reasonRows().join('\n') });
    expect(reasonRows()[1]).toMatch(/^below, then the app key and the secret \(ctrl\+s logs in\)\.$/);
  });
});
