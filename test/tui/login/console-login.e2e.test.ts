// The console's login screen in a real terminal (tmux): the secret is asked before where to keep
// it, a key and secret typed or pasted ahead never show, and "only for this session" keeps the
// credentials in the console's memory: nothing of them is written under HOME.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../source/sandbox/server.js';
import { startTmuxServer, tmuxMissing, type TmuxServer } from '../helpers/tmux-terminal.js';
import { filesUnder, leaks } from '../../credentials/leaks.js';

const skipReason = tmuxMissing();
if (skipReason) console.log(`test/tui/login/console-login: ${skipReason}`);

const APP_KEY = 'fedcba9876543210';
const SECRET = `Zq9-console-${process.pid}-secret`;

let sandbox: RunningSandbox;
let server: TmuxServer;
const home = mkdtempSync(join(tmpdir(), 'hoshin-console-login-'));

beforeAll(async () => {
  if (skipReason) return;
  sandbox = await startSandbox({ port: 0, host: '127.0.0.1', seed: 'demo', appKey: APP_KEY, secret: SECRET });
  // No keychain (no D-Bus session), no runtime directory: the console's own memory is the session.
  server = await startTmuxServer({
    HOME: home,
    HOSHIN_CONFIG_DIR: join(home, 'config'),
    HOSHIN_STATE_DIR: join(home, 'state'),
    DBUS_SESSION_BUS_ADDRESS: '',
    XDG_RUNTIME_DIR: '',
  });
});
afterAll(async () => {
  server?.close();
  await sandbox?.close();
});

/** Rows of the screen, and the first row holding a text. */
const rowOf = (screen: string[], text: string): number => screen.findIndex((row) => row.includes(text));

describe.skipIf(skipReason !== undefined)('the console login in a real terminal', () => {
  it('asks the secret before where to keep it, never shows it, and keeps it in memory only', async () => {
    const term = server.start(['--base-url', sandbox.url], { columns: 100, rows: 30 });
    try {
      await term.waitFor('Log in: profile “default”');
      await term.waitForInput();
      // The app key with its Enter and the secret with its line break, in one read.
      term.type(`${APP_KEY}\r${SECRET}\r`);
      const screens: string[][] = [];
      await term.waitFor((screen) => {
        screens.push(screen);
        return screen.some((row) => row.includes('Where should the secret be kept?'));
      });
      const asked = term.screen();
      expect(asked.join('\n')).toMatch(new RegExp(`App key\\s+${APP_KEY}\\s.*\\n.*Secret\\s+•{${SECRET.length}}\\s`));
      expect(rowOf(asked, 'Secret')).toBeLessThan(rowOf(asked, 'Where should the secret be kept?'));
      expect(asked.join('\n')).toContain('The OS keychain is not available: no D-Bus session');
      expect(asked.join('\n')).toMatch(/› Only for this session: in memory, nothing is written/);
      for (const screen of screens) expect(screen.join('\n')).not.toContain(SECRET);

      term.keys('Enter');
      const company = String(sandbox.store.all('company')[0]?.name);
      await term.waitFor(company);
      expect(term.text()).not.toContain(SECRET);
      // The header says the settings came from this login, not from a flag or a profile.
      expect(term.screen()[0]?.trimEnd()).toBe(`hoshin · login · ${new URL(sandbox.url).host}`);
      // Logged in for this console only: no profile, no credentials file, the secret nowhere.
      expect(existsSync(join(home, 'config'))).toBe(false);
      expect(leaks(SECRET, {}, filesUnder(home))).toEqual([]);

      term.keys('q');
      await term.waitFor('[exited 0]');
      // The login was on the alternate screen too: neither it nor the app key stays on the shell's screen or in its scrollback.
      const scrollback = execFileSync('tmux', ['-L', server.socket, 'capture-pane', '-p', '-S', '-', '-t', term.session], {
        encoding: 'utf8',
      });
      expect(scrollback).toContain('[exited 0]');
      expect(scrollback).not.toContain('Log in:');
      expect(scrollback).not.toContain(APP_KEY);
      expect(existsSync(join(home, 'config'))).toBe(false);
      // What the console keeps of the service (its index, what it learned, people's names) is all there is.
      expect(filesUnder(home).filter((file) => !/\/state\/hoshin\.db(-wal|-shm|\.sequence)?$/.test(file))).toEqual([]);
      expect(leaks(SECRET, { screen: term.text() }, filesUnder(home))).toEqual([]);
    } finally {
      term.kill();
    }
  });

  it('asks for credentials before the review meeting too, then opens the meeting', async () => {
    const term = server.start(['review', 'hoshin', '11', '--base-url', sandbox.url], { columns: 80, rows: 24 });
    try {
      await term.waitFor('Log in: profile “default”');
      await term.waitForInput();
      term.type(`${APP_KEY}\r${SECRET}\r`);
      await term.waitFor('Where should the secret be kept?');
      term.keys('Enter');
      // A state directory that knows no objective yet: the meeting opens and says what is not known here.
      await term.waitFor('Review of Hoshin 2026');
      await term.waitFor('the 12 objectives the service counts are known here');
      expect(term.text()).not.toContain(SECRET);
      term.keys('q');
      await term.waitFor('[exited 0]');
      expect(existsSync(join(home, 'config'))).toBe(false);
    } finally {
      term.kill();
    }
  });
});
