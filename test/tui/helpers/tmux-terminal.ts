// Runs the built executable inside a private tmux server (its own socket), sends keys and reads
// the screen. Credentials travel in the tmux server's environment, never on a command line.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { recordSandboxInIndex } from '../../../source/cli/commands/demo/sandbox-index.js';
import { offlineService, openServiceIndex } from '../../../source/index/profile.js';
import { startSandbox, type RunningSandbox } from '../../../source/sandbox/server.js';
import { runs, unavailable } from '../../helpers/tools.js';
import { pollUntil, PROCESS_WAIT_MS as WAIT_MS } from '../../helpers/wait.js';

export const EXECUTABLE = resolve('dist/hoshin.mjs');

/**
 * A private copy of the built executable (entry and chunks). Other suites rebuild dist/ while
 * these consoles run, and a console loads chunks lazily; the copy sits under node_modules/.cache
 * so that its imports still resolve from the project's node_modules.
 */
export async function snapshotExecutable(): Promise<{ file: string; remove(): void }> {
  const dir = resolve('node_modules/.cache', `hoshin-tmux-${process.pid}-${Date.now().toString(36)}`);
  // A copy fails while a build replaces chunks: copy again until one is whole.
  let failure = 'no copy yet';
  const copied = (): boolean => {
    try {
      cpSync(resolve('dist'), dir, { recursive: true });
      if (existsSync(join(dir, 'hoshin.mjs'))) return true;
      failure = 'dist/hoshin.mjs is missing';
    } catch (error) {
      failure = String(error);
    }
    return false;
  };
  await pollUntil(copied, 'a whole copy of dist/', { everyMs: 100, detail: () => failure });
  return { file: join(dir, 'hoshin.mjs'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Why tmux tests cannot run here, or undefined when they can. Under CI they must run. */
export function tmuxMissing(): string | undefined {
  return unavailable('tmux', runs('tmux', ['-V']), 'apt-get install tmux');
}

export { WAIT_MS };

/**
 * Whether the program in a tmux pane reads its keys one by one: its terminal has left canonical
 * (line) mode. Before that, the terminal's line discipline echoes what is typed, holds it until a
 * line break and turns Enter into a line feed; Ink can draw its first frame before it switches.
 */
export function paneReadsKeys(socket: string, target: string): boolean {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.TMUX;
  const tty = execFileSync('tmux', ['-L', socket, 'display-message', '-p', '-t', target, '#{pane_tty}'], {
    env,
    encoding: 'utf8',
  }).trim();
  const probe = spawnSync('sh', ['-c', 'stty -a < "$1"', 'sh', tty], { encoding: 'utf8' });
  return probe.status === 0 && /(^|[\s;])-icanon([\s;]|$)/.test(probe.stdout);
}

/**
 * Every key a test sends must first wait for a screen state that exists only once the previous key
 * was handled (never text already on screen: breadcrumbs, hints, field values). Keys that arrive in
 * one read are one input to the program: an Esc followed by a letter is alt+letter.
 */
export interface Terminal {
  readonly session: string;
  /** The screen as text, one string per row, trailing spaces dropped. */
  screen(): string[];
  text(): string;
  /** tmux send-keys names: 'Enter', 'Escape', 'C-u', 'Down', or literal text with { literal: true }. */
  keys(...keys: string[]): void;
  type(text: string): void;
  resize(columns: number, rows: number): void;
  /** Polls the screen until the text appears or the predicate holds; throws with the screen on timeout. */
  waitFor(expected: string | ((screen: string[]) => boolean), timeoutMs?: number): Promise<void>;
  /**
   * Polls until a row starts with the text (a tree row `│› name`, a form row `›Name *`) or matches
   * the pattern (`/^›Value \*\s+42$/`).
   */
  waitForRow(row: string | RegExp, timeoutMs?: number): Promise<void>;
  /** Polls until the program reads keys one by one (raw mode): before the first key it is sent. */
  waitForInput(timeoutMs?: number): Promise<void>;
  alive(): boolean;
  kill(): void;
}

export interface TmuxServer {
  readonly socket: string;
  readonly dir: string;
  /** Runs the executable (the snapshot) with these arguments in a new session. */
  start(args: readonly string[], options?: { columns?: number; rows?: number }): Terminal;
  /** An interactive shell (job control: ctrl-z, fg) and the command line that runs the executable. */
  shell(): { terminal: Terminal; command: (args: readonly string[]) => string };
  close(): void;
}

const quoted = (parts: readonly string[]): string => parts.map((part) => `'${part.replace(/'/g, "'\\''")}'`).join(' ');

/** A tmux server of our own, started with the environment every console it runs will get. */
export async function startTmuxServer(environment: Readonly<Record<string, string>>): Promise<TmuxServer> {
  const executable = await snapshotExecutable();
  const dir = mkdtempSync(join(tmpdir(), 'hoshin-tmux-'));
  const socket = `hoshin-test-${process.pid}-${Date.now().toString(36)}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOSHIN_CONFIG_DIR: join(dir, 'config'),
    HOSHIN_STATE_DIR: join(dir, 'state'),
    TERM: 'xterm-256color',
    ...environment,
  };
  delete env.TMUX;
  // Ink draws only the final frame when it thinks it runs in CI; an operator's terminal is not CI.
  delete env.CI;
  delete env.CONTINUOUS_INTEGRATION;
  const tmux = (...args: string[]): string => execFileSync('tmux', ['-L', socket, ...args], { env, encoding: 'utf8' });
  // A placeholder session starts the server with our environment; consoles inherit it.
  tmux('new-session', '-d', '-s', 'keeper', '-x', '80', '-y', '24', 'sleep 3600');
  let count = 0;
  const server: TmuxServer = {
    socket,
    dir,
    shell() {
      const terminal = server.start([], { shellCommand: 'bash --norc --noprofile -i' } as never);
      return { terminal, command: (args) => quoted([process.execPath, executable.file, ...args]) };
    },
    start(args, options = {}) {
      count += 1;
      const session = `console${count}`;
      const shellCommand = (options as { shellCommand?: string }).shellCommand;
      // `; sleep` keeps the pane (and its last screen) after the console exits, for diagnosis.
      const command = shellCommand ?? `${quoted([process.execPath, executable.file, ...args])}; echo "[exited $?]"; sleep 3600`;
      tmux('new-session', '-d', '-s', session, '-x', String(options.columns ?? 80), '-y', String(options.rows ?? 24), command);
      const screen = (): string[] =>
        tmux('capture-pane', '-p', '-t', session)
          .replace(/\n$/, '')
          .split('\n')
          .map((line) => line.replace(/\s+$/, ''));
      /** Polls until the screen matches; `what` names the wait in the error, which shows the screen. */
      const waitUntil = async (matches: (lines: string[]) => boolean, what: string, timeoutMs: number): Promise<void> => {
        await pollUntil(() => matches(screen()), what, {
          timeoutMs,
          everyMs: 50,
          detail: () => `screen:\n${screen().join('\n')}`,
        });
      };
      return {
        session,
        screen,
        text: () => screen().join('\n'),
        keys: (...keys) => void tmux('send-keys', '-t', session, ...keys),
        type: (text) => void tmux('send-keys', '-t', session, '-l', text),
        resize: (columns, rows) => void tmux('resize-window', '-t', session, '-x', String(columns), '-y', String(rows)),
        waitFor: (expected, timeoutMs = WAIT_MS) =>
          typeof expected === 'string'
            ? waitUntil((lines) => lines.join('\n').includes(expected), JSON.stringify(expected), timeoutMs)
            : waitUntil(expected, 'a condition', timeoutMs),
        waitForRow: (row, timeoutMs = WAIT_MS) =>
          typeof row === 'string'
            ? waitUntil((lines) => lines.some((line) => line.startsWith(row)), `a row starting with ${JSON.stringify(row)}`, timeoutMs)
            : waitUntil((lines) => lines.some((line) => row.test(line)), `a row matching ${String(row)}`, timeoutMs),
        async waitForInput(timeoutMs = WAIT_MS) {
          await pollUntil(() => paneReadsKeys(socket, session), 'the program to read keys (raw mode)', {
            timeoutMs,
            everyMs: 20,
            detail: () => `screen:\n${screen().join('\n')}`,
          });
        },
        alive: () => !screen().some((line) => line.startsWith('[exited')),
        kill: () => void tmux('kill-session', '-t', session),
      };
    },
    close() {
      try {
        tmux('kill-server');
      } catch {
        // already gone
      }
      // The console saves its store as the hang-up ends it (for up to 1.5 s): a file may appear while the folder goes.
      rmSync(dir, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
      executable.remove();
    },
  };
  return server;
}

/**
 * The demo sandbox on loopback and a tmux server whose consoles reach it, the credentials in the
 * server's environment. With a profile, its index knows the plan and its values first, as after
 * walking it before (the service cannot list an indicator's values).
 */
export async function startConsoleAgainstDemo(
  options: { indexedProfile?: string } = {},
): Promise<{ sandbox: RunningSandbox; server: TmuxServer }> {
  const sandbox = await startSandbox({ port: 0, host: '127.0.0.1', seed: 'demo' });
  const server = await startTmuxServer({
    HOSHIN_APP_KEY: sandbox.appKey,
    HOSHIN_APP_SECRET: sandbox.secret,
    HOSHIN_BASE_URL: sandbox.url,
  });
  if (options.indexedProfile !== undefined) {
    const env = {
      HOSHIN_CONFIG_DIR: join(server.dir, 'config'),
      HOSHIN_STATE_DIR: join(server.dir, 'state'),
      HOSHIN_BASE_URL: sandbox.url,
      HOSHIN_APP_KEY: sandbox.appKey,
    };
    const choice = await offlineService({ profile: options.indexedProfile }, env, () => Promise.reject(new Error('no app key')));
    const { store } = await openServiceIndex(choice, env, () => undefined);
    store.loadAll();
    recordSandboxInIndex(sandbox.store, store.index);
    await store.close();
  }
  return { sandbox, server };
}

/** Opens a resource with the palette (`:kind id`), each key once the one before it was handled. */
export async function openByPalette(term: Terminal, kind: string, id: number): Promise<void> {
  term.keys(':');
  await term.waitFor(':▏');
  term.type(`${kind} ${id}`);
  await term.waitFor(`:${kind} ${id}▏`);
  term.keys('Enter');
  await term.waitFor(`opened ${kind} ${id}`);
}

/** From a console just started on the demo: waits for its first rows and for it to read keys, then opens the resource. */
export async function openFromStart(term: Terminal, kind: string, id: number): Promise<void> {
  await term.waitForRow('│› Nordwind');
  await term.waitForInput();
  await openByPalette(term, kind, id);
}

/** Escapes a text for use inside a RegExp. */
export const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Panes of a private tmux server (its own socket) for programs other than the console: a fixture,
 * a CLI question. Each test starts its own sessions with `tmux('new-session', …)`.
 */
export interface TmuxPanes {
  readonly socket: string;
  tmux(...args: string[]): string;
  /** The pane's screen as tmux prints it. */
  screen(session: string): string;
  /** Polls the pane until it shows the text, matches the pattern or passes the check; resolves with that screen. */
  waitForScreen(
    session: string,
    expected: string | RegExp | ((screen: string) => boolean),
    options?: { what?: string; timeoutMs?: number },
  ): Promise<string>;
  /** Polls until the program in the pane reads keys one by one (raw mode): before its first key. */
  waitForInput(session: string): Promise<void>;
  close(): void;
}

export function tmuxPanes(name: string): TmuxPanes {
  const socket = `hoshin-${name}-${process.pid}`;
  const tmux = (...args: string[]): string => execFileSync('tmux', ['-L', socket, ...args], { encoding: 'utf8' });
  const screen = (session: string): string => tmux('capture-pane', '-p', '-t', session);
  return {
    socket,
    tmux,
    screen,
    waitForScreen(session, expected, options = {}) {
      const matches =
        typeof expected === 'string'
          ? (text: string) => text.includes(expected)
          : expected instanceof RegExp
            ? (text: string) => expected.test(text)
            : expected;
      const showing = (): string | undefined => {
        const text = screen(session);
        return matches(text) ? text : undefined;
      };
      const what =
        options.what ??
        (typeof expected === 'function' ? 'a condition' : typeof expected === 'string' ? JSON.stringify(expected) : String(expected));
      return pollUntil(showing, what, {
        timeoutMs: options.timeoutMs ?? WAIT_MS,
        everyMs: 50,
        detail: () => `screen:\n${screen(session)}`,
      });
    },
    async waitForInput(session) {
      await pollUntil(() => paneReadsKeys(socket, session), 'the program to read keys (raw mode)', {
        everyMs: 20,
        detail: () => `screen:\n${screen(session)}`,
      });
    },
    close() {
      spawnSync('tmux', ['-L', socket, 'kill-server']);
    },
  };
}
