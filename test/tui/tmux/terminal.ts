// Runs the built executable inside a private tmux server (its own socket), sends keys and reads
// the screen. Credentials travel in the tmux server's environment, never on a command line.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const EXECUTABLE = resolve('dist/hoshin.mjs');

/**
 * A private copy of the built executable (entry and chunks). Other suites rebuild dist/ while
 * these consoles run, and a console loads chunks lazily; the copy sits under node_modules/.cache
 * so that its imports still resolve from the project's node_modules.
 */
export function snapshotExecutable(): { file: string; remove(): void } {
  const dir = resolve('node_modules/.cache', `hoshin-tmux-${process.pid}-${Date.now().toString(36)}`);
  for (let attempt = 0; ; attempt += 1) {
    try {
      cpSync(resolve('dist'), dir, { recursive: true });
      if (existsSync(join(dir, 'hoshin.mjs'))) break;
    } catch (error) {
      if (attempt > 50) throw error;
    }
    execFileSync('sleep', ['0.1']);
  }
  return { file: join(dir, 'hoshin.mjs'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Why tmux tests cannot run here, or undefined when they can. Under CI they must run. */
export function tmuxMissing(): string | undefined {
  const probe = spawnSync('tmux', ['-V'], { encoding: 'utf8' });
  if (probe.status === 0) return undefined;
  if (process.env.CI === 'true') throw new Error('tmux is required under CI=true but is not installed');
  return 'tmux is not installed (apt-get install tmux); skipping the real-terminal tests';
}

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

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const quoted = (parts: readonly string[]): string => parts.map((part) => `'${part.replace(/'/g, "'\\''")}'`).join(' ');

/** A tmux server of our own, started with the environment every console it runs will get. */
export function startTmuxServer(environment: Readonly<Record<string, string>>): TmuxServer {
  const executable = snapshotExecutable();
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
  return {
    socket,
    dir,
    shell() {
      const terminal = this.start([], { shellCommand: 'bash --norc --noprofile -i' } as never);
      return { terminal, command: (args) => quoted([process.execPath, executable.file, ...args]) };
    },
    start(args, options = {}) {
      count += 1;
      const session = `console${count}`;
      const shellCommand = (options as { shellCommand?: string }).shellCommand;
      // `; sleep` keeps the pane (and its last screen) after the console exits, for diagnosis.
      const command = shellCommand ?? `${quoted([process.execPath, executable.file, ...args])}; echo "[exited $?]"; sleep 3600`;
      tmux('new-session', '-d', '-s', session, '-x', String(options.columns ?? 80), '-y', String(options.rows ?? 24), command);
      const screen = (): string[] => tmux('capture-pane', '-p', '-t', session).replace(/\n$/, '').split('\n').map((line) => line.replace(/\s+$/, ''));
      return {
        session,
        screen,
        text: () => screen().join('\n'),
        keys: (...keys) => void tmux('send-keys', '-t', session, ...keys),
        type: (text) => void tmux('send-keys', '-t', session, '-l', text),
        resize: (columns, rows) => void tmux('resize-window', '-t', session, '-x', String(columns), '-y', String(rows)),
        async waitFor(expected, timeoutMs = 10_000) {
          const matches = typeof expected === 'string' ? (lines: string[]) => lines.join('\n').includes(expected) : expected;
          const deadline = Date.now() + timeoutMs;
          for (;;) {
            const lines = screen();
            if (matches(lines)) return;
            if (Date.now() > deadline) {
              throw new Error(`timed out waiting for ${typeof expected === 'string' ? JSON.stringify(expected) : 'a condition'}; screen:\n${lines.join('\n')}`);
            }
            await sleep(50);
          }
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
      rmSync(dir, { recursive: true, force: true });
      executable.remove();
    },
  };
}
