// Output taller than the terminal goes through $PAGER (default `less -FRX`) at the command's end, as git does.
import { Writable } from 'node:stream';
import { textWidth } from '../../core/cell-text.js';
import { childEnvironment } from '../../core/credentials.js';

export const DEFAULT_PAGER = 'less -FRX';

/** The pager to use, or null: --no-pager, or PAGER set empty or to cat, turns it off. */
export function pagerCommand(env: NodeJS.ProcessEnv, noPager: boolean): string | null {
  if (noPager) return null;
  if (env.PAGER === undefined) return DEFAULT_PAGER;
  const command = env.PAGER.trim();
  return command === '' || command === 'cat' ? null : command;
}

/** How many terminal rows the text takes at this width (long lines wrap). */
export function terminalRows(text: string, columns: number): number {
  const lines = text.endsWith('\n') ? text.slice(0, -1).split('\n') : text.split('\n');
  // Escape sequences take no cells.
  return lines.reduce(
    (rows, line) => rows + Math.max(1, Math.ceil(textWidth(line.replace(/\u001B\[[0-9;?]*[A-Za-z]/g, '')) / Math.max(1, columns))),
    0,
  );
}

/** A stand-in for standard output that keeps what is written, and says it is the terminal it stands for. */
export class HeldOutput extends Writable {
  readonly isTTY = true;
  readonly columns: number | undefined;
  readonly rows: number | undefined;
  readonly #chunks: Buffer[] = [];

  constructor(terminal: { columns?: number; rows?: number }) {
    super();
    this.columns = terminal.columns;
    this.rows = terminal.rows;
  }

  override _write(chunk: Buffer | string, encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.#chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding));
    done();
  }

  text(): string {
    return Buffer.concat(this.#chunks).toString('utf8');
  }
}

/** False when the pager could not be started (the shell's 127): the caller prints the text itself. */
export async function runPager(command: string, text: string, env: NodeJS.ProcessEnv): Promise<boolean> {
  const { spawn } = await import('node:child_process');
  return new Promise((resolve) => {
    // As git does: less keeps colours and quits at once when the text fits (LESS unset only).
    const child = spawn(command, {
      shell: true,
      stdio: ['pipe', 'inherit', 'inherit'],
      env: { ...childEnvironment(env), LESS: env.LESS ?? 'FRX', LV: env.LV ?? '-c' },
    });
    // Ctrl-C belongs to the pager while it runs (less uses it to stop a search).
    const ignore = () => undefined;
    process.on('SIGINT', ignore);
    const finish = (started: boolean) => {
      process.off('SIGINT', ignore);
      resolve(started);
    };
    child.on('error', () => finish(false));
    child.on('close', (code) => finish(code !== 127 && code !== 126));
    // The reader may quit before reading everything: that is not an error.
    child.stdin.on('error', () => undefined);
    child.stdin.end(text);
  });
}
