// The built executable on a real pseudo-terminal, its bytes kept as they arrived and rendered by a
// headless xterm that measures graphemes the way string-width and modern terminals do (Unicode 15
// widths, 👍🏽 and 👩‍👩‍👧 two cells each), so a test sees both what was written and where it landed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawn, type IPty } from '@lydell/node-pty';
import headless from '@xterm/headless';
import { PROCESS_WAIT_MS } from '../../helpers/wait.js';

export const EXECUTABLE = resolve('dist/hoshin.mjs');
const WAIT_MS = PROCESS_WAIT_MS;

/**
 * The grapheme addon decodes its width table with Buffer.from(base64) and reads it through the
 * whole ArrayBuffer, so a pooled Buffer (at an offset) corrupts every width above U+FFFF. Loaded
 * while the pool is off, it reads its own bytes.
 */
async function loadGraphemesAddon(): Promise<typeof import('@xterm/addon-unicode-graphemes').UnicodeGraphemesAddon> {
  const poolSize = Buffer.poolSize;
  Buffer.poolSize = 0;
  try {
    return (await import('@xterm/addon-unicode-graphemes')).UnicodeGraphemesAddon;
  } finally {
    Buffer.poolSize = poolSize;
  }
}
const graphemesAddon = loadGraphemesAddon();

export interface ScreenCell {
  readonly chars: string;
  readonly width: number;
}

export interface PtyScreen {
  /** Every byte the program wrote so far. */
  bytes(): Buffer;
  /** The visible rows as text (trailing spaces dropped). */
  rows(): string[];
  /** The cells of a visible row, one entry per terminal column (the second half of a wide character has width 0). */
  cells(row: number): ScreenCell[];
  write(keys: string): void;
  /** Resolves once the screen satisfies the check; rejects with the screen after the deadline. */
  waitFor(check: string | ((rows: string[]) => boolean), timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface PtyScreenOptions {
  readonly columns?: number;
  readonly rows?: number;
  /** The whole environment besides PATH and a private HOME and config and state directories. */
  readonly env: Readonly<Record<string, string>>;
}

export async function startOnPty(args: readonly string[], options: PtyScreenOptions): Promise<PtyScreen> {
  const columns = options.columns ?? 80;
  const rows = options.rows ?? 24;
  const home = mkdtempSync(join(tmpdir(), 'hoshin-terminal-'));
  const term = new headless.Terminal({ cols: columns, rows, allowProposedApi: true, scrollback: 0 });
  term.loadAddon(new (await graphemesAddon)());
  term.unicode.activeVersion = '15-graphemes';
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: home,
    HOSHIN_CONFIG_DIR: join(home, 'config'),
    HOSHIN_STATE_DIR: join(home, 'state'),
    ...options.env,
  };
  const pty: IPty = spawn(process.execPath, [EXECUTABLE, ...args], {
    name: env.TERM ?? 'xterm',
    cols: columns,
    rows,
    cwd: process.cwd(),
    env,
    encoding: null,
  });
  const chunks: Buffer[] = [];
  const waiters = new Set<() => void>();
  let exited = false;
  const exit = new Promise<void>((done) =>
    pty.onExit(() => {
      exited = true;
      done();
    }),
  );
  pty.onData((data: string | Buffer) => {
    const chunk = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    chunks.push(chunk);
    term.write(chunk, () => waiters.forEach((waiter) => waiter()));
  });

  const screenRows = (): string[] =>
    Array.from({ length: rows }, (_, row) => term.buffer.active.getLine(term.buffer.active.viewportY + row)?.translateToString(true) ?? '');
  return {
    bytes: () => Buffer.concat(chunks),
    rows: screenRows,
    cells(row) {
      const line = term.buffer.active.getLine(term.buffer.active.viewportY + row);
      return Array.from({ length: columns }, (_, x) => {
        const cell = line?.getCell(x);
        return { chars: cell?.getChars() ?? '', width: cell?.getWidth() ?? 1 };
      });
    },
    write: (keys) => pty.write(keys),
    waitFor(check, timeoutMs = WAIT_MS) {
      const matches = typeof check === 'string' ? (lines: string[]) => lines.join('\n').includes(check) : check;
      return new Promise((done, fail) => {
        const attempt = (): void => {
          if (!matches(screenRows())) return;
          clearTimeout(timer);
          waiters.delete(attempt);
          done();
        };
        const timer = setTimeout(() => {
          waiters.delete(attempt);
          fail(
            new Error(
              `timed out waiting for ${typeof check === 'string' ? JSON.stringify(check) : 'a condition'}${exited ? ' (the program exited)' : ''}; screen:\n${screenRows().join('\n')}`,
            ),
          );
        }, timeoutMs);
        waiters.add(attempt);
        attempt();
      });
    },
    async close() {
      if (!exited) pty.kill('SIGKILL');
      await exit;
      term.dispose();
      rmSync(home, { recursive: true, force: true });
    },
  };
}

/** Bytes above 0x7F in a buffer, with a little context each, for a failure message. */
export function nonAsciiBytes(bytes: Buffer): string[] {
  const found: string[] = [];
  bytes.forEach((byte, index) => {
    if (byte > 0x7f && found.length < 10)
      found.push(
        `0x${byte.toString(16)} at ${index}: ${JSON.stringify(bytes.subarray(Math.max(0, index - 20), index + 4).toString('latin1'))}`,
      );
  });
  return found;
}
