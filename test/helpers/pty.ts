// Runs a program on a real pseudo-terminal and renders everything it writes into a headless
// terminal emulator: tests and benchmarks see the bytes the terminal received and the screen it shows.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { spawn as spawnPty, type IPty } from '@lydell/node-pty';
import headless, { type IBuffer } from '@xterm/headless';
import { PROCESS_WAIT_MS as WAIT_MS } from './wait.js';

export const EXECUTABLE = resolve('dist/hoshin.mjs');

/** Ends a frame written inside a synchronized update (DEC mode 2026). */
export const END_SYNCHRONIZED = '\u001B[?2026l';
export const ENTER_ALT_SCREEN = '\u001B[?1049h';
export const LEAVE_ALT_SCREEN = '\u001B[?1049l';
export const SHOW_CURSOR = '\u001B[?25h';

export interface PtyOptions {
  readonly columns?: number;
  readonly rows?: number;
  /** The whole environment of the program (nothing is inherited beyond what is given). */
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly cwd?: string;
}

export interface Chunk {
  readonly data: Buffer;
  /** performance.now() when the chunk arrived from the pty. */
  readonly at: number;
}

export interface PtyProgram {
  readonly pid: number;
  /** performance.now() just before the program was spawned. */
  readonly startedAt: number;
  /** Every chunk the program wrote, in order, with its arrival time. */
  readonly chunks: readonly Chunk[];
  /** Bytes the program wrote so far. */
  bytes(): number;
  /** What the program wrote since a byte offset, as text. */
  outputSince(offset?: number): string;
  /** The emulated screen, one string per row, trailing spaces dropped. */
  screen(): string[];
  text(): string;
  /** Whether the emulator shows the alternate screen buffer. */
  onAlternateScreen(): boolean;
  /** The normal screen buffer's rows (what the shell's screen holds), also while the alternate one shows. */
  normalScreen(): string[];
  write(keys: string): void;
  resize(columns: number, rows: number): void;
  kill(signal?: NodeJS.Signals): void;
  /**
   * Resolves once the screen, as rendered from everything received so far, satisfies the check;
   * with the arrival time of the chunk that made it so. Throws with the screen after the deadline.
   */
  waitFor(expected: string | ((screen: string[]) => boolean), timeoutMs?: number): Promise<number>;
  /** Exit code and signal, once the program ends and its output is rendered. */
  readonly exited: Promise<{ exitCode: number; signal?: number }>;
  /** Kills the program if it still runs and frees the emulator. */
  close(): void;
}

export { WAIT_MS };

function rowsOf(buffer: IBuffer, rows: number): string[] {
  const lines: string[] = [];
  // The visible part of the buffer: from its viewport start.
  for (let row = 0; row < rows; row += 1) lines.push(buffer.getLine(buffer.baseY + row)?.translateToString(true) ?? '');
  return lines;
}

/** Starts a program on a new pty of the given size. */
export function spawnOnPty(file: string, args: readonly string[], options: PtyOptions = {}): PtyProgram {
  const columns = options.columns ?? 80;
  const rows = options.rows ?? 24;
  const term = new headless.Terminal({ cols: columns, rows, allowProposedApi: true, scrollback: 1000 });
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(options.env ?? {})) if (value !== undefined) env[name] = value;
  const chunks: Chunk[] = [];
  let received = 0;
  // Arrival time of the last chunk the emulator has rendered: when what the screen shows arrived.
  let lastRenderedAt = performance.now();
  let exit: { exitCode: number; signal?: number } | undefined;
  const waiters = new Set<() => void>();
  const notify = () => {
    for (const waiter of [...waiters]) waiter();
  };
  const startedAt = performance.now();
  const pty: IPty = spawnPty(file, [...args], {
    name: env.TERM ?? 'xterm-256color',
    cols: columns,
    rows,
    cwd: options.cwd ?? process.cwd(),
    env,
    encoding: null,
  });
  pty.onData((data: string | Buffer) => {
    const buffer = typeof data === 'string' ? Buffer.from(data) : data;
    const chunk = { data: buffer, at: performance.now() };
    chunks.push(chunk);
    received += buffer.length;
    term.write(buffer, () => {
      lastRenderedAt = chunk.at;
      notify();
    });
  });
  let resolveExit: (value: { exitCode: number; signal?: number }) => void = () => undefined;
  const exited = new Promise<{ exitCode: number; signal?: number }>((done) => (resolveExit = done));
  pty.onExit((event) => {
    exit = event;
    // Whatever arrived before the exit is rendered first.
    term.write('', () => {
      resolveExit(event);
      notify();
    });
  });

  const screen = () => rowsOf(term.buffer.active, term.rows);
  const until = <T>(check: () => T | undefined, timeoutMs: number, what: () => string): Promise<T> =>
    new Promise((done, fail) => {
      const attempt = (): boolean => {
        const value = check();
        if (value === undefined) return false;
        cleanup();
        done(value);
        return true;
      };
      const timer = setTimeout(() => {
        cleanup();
        fail(
          new Error(
            `timed out waiting for ${what()}${exit ? ` (the program exited: ${JSON.stringify(exit)})` : ''}; screen:\n${screen().join('\n')}`,
          ),
        );
      }, timeoutMs);
      const waiter = () => void attempt();
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(waiter);
      };
      waiters.add(waiter);
      attempt();
    });

  return {
    pid: pty.pid,
    startedAt,
    chunks,
    bytes: () => received,
    outputSince: (offset = 0) =>
      Buffer.concat(chunks.map((chunk) => chunk.data))
        .subarray(offset)
        .toString('utf8'),
    screen,
    text: () => screen().join('\n'),
    onAlternateScreen: () => term.buffer.active.type === 'alternate',
    normalScreen: () => rowsOf(term.buffer.normal, term.rows),
    write: (keys) => pty.write(keys),
    resize: (newColumns, newRows) => {
      pty.resize(newColumns, newRows);
      term.resize(newColumns, newRows);
    },
    kill: (signal = 'SIGTERM') => {
      if (!exit) pty.kill(signal);
    },
    waitFor: (expected, timeoutMs = WAIT_MS) => {
      const matches = typeof expected === 'string' ? (lines: string[]) => lines.join('\n').includes(expected) : expected;
      return until(
        () => (matches(screen()) ? lastRenderedAt : undefined),
        timeoutMs,
        () => (typeof expected === 'string' ? JSON.stringify(expected) : 'a condition'),
      );
    },
    exited,
    close: () => {
      if (!exit) pty.kill('SIGKILL');
      term.dispose();
    },
  };
}

/** A private HOME, config and state directory, so a run never touches the real ones. */
export function isolatedHome(): { env: Record<string, string>; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'hoshin-pty-'));
  return {
    env: { HOME: root, HOSHIN_CONFIG_DIR: join(root, 'config'), HOSHIN_STATE_DIR: join(root, 'state') },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** The environment a console gets: the machine's PATH and locale, an operator's terminal (not CI), isolated homes. */
export function consoleEnvironment(
  home: Record<string, string>,
  extra: Readonly<Record<string, string | undefined>> = {},
): Record<string, string | undefined> {
  return {
    PATH: process.env.PATH,
    LANG: process.env.LANG ?? 'C.UTF-8',
    TERM: 'xterm-256color',
    ...home,
    ...extra,
  };
}

export interface HoshinOnPty extends PtyProgram {
  /** Frees the emulator and the private home. */
  close(): void;
}

/** Runs the built executable (or a copy of it) on a pty with a private home. */
export function spawnHoshin(
  args: readonly string[],
  options: PtyOptions & { executable?: string; nodeArgs?: readonly string[] } = {},
): HoshinOnPty {
  const home = isolatedHome();
  const program = spawnOnPty(process.execPath, [...(options.nodeArgs ?? []), options.executable ?? EXECUTABLE, ...args], {
    ...options,
    env: consoleEnvironment(home.env, options.env),
  });
  return {
    ...program,
    close: () => {
      program.close();
      home.remove();
    },
  };
}

/**
 * Runs a shell command line on a pty with a private home; HOSHIN_COMMAND in it runs the built
 * executable (node and its path come through the environment). `shell` replaces sh -c.
 */
export function spawnHoshinInShell(
  commandLine: string,
  options: PtyOptions & { executable?: string; shell?: readonly string[] } = {},
): HoshinOnPty {
  const home = isolatedHome();
  const [file, ...args] = options.shell ?? ['/bin/sh', '-c', commandLine];
  const program = spawnOnPty(file as string, args, {
    ...options,
    env: consoleEnvironment(home.env, {
      HOSHIN_NODE: process.execPath,
      HOSHIN_EXECUTABLE: options.executable ?? EXECUTABLE,
      ...options.env,
    }),
  });
  return {
    ...program,
    close: () => {
      program.close();
      home.remove();
    },
  };
}

/** The built executable, in a shell command line of spawnHoshinInShell. */
export const HOSHIN_COMMAND = '"$HOSHIN_NODE" "$HOSHIN_EXECUTABLE"';

/** The processes a process started (a shell's command), from /proc. */
export function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}
