// What the console commands need before Ink is loaded.
import { HoshinError } from '../core/errors.js';
import type { Session } from '../usecases/session.js';
import type { CliContext } from './io-context.js';
import { rawOutput } from './guarded-output.js';

export interface TerminalStreams {
  readonly stdin: NodeJS.ReadStream;
  readonly stdout: NodeJS.WriteStream;
  readonly stderr: NodeJS.WriteStream;
}

/** What opening the console takes: the CLI fills it in, the console runs with it. */
export interface ConsoleStartOptions {
  readonly session: Session;
  readonly env: NodeJS.ProcessEnv;
  readonly streams: TerminalStreams;
  readonly forcedReadOnly: boolean;
  readonly profiles?: readonly string[];
  /** --ascii: draw ASCII only whatever the locale says. */
  readonly ascii?: boolean;
  /** Draw on the alternate screen (the default); false (--no-alt-screen) leaves the last frame in the scrollback. */
  readonly alternateScreen?: boolean;
}

/** The terminal itself: the console sends its own escape sequences and makes service text safe in its views. */
export function terminalStreams(context: CliContext): TerminalStreams {
  // The CLI's context holds the process's own streams; the console needs them as the TTY streams they are.
  /* eslint-disable @typescript-eslint/no-unsafe-class-instance-assignment */
  return {
    stdin: context.stdin as NodeJS.ReadStream,
    stdout: rawOutput(context.stdout) as NodeJS.WriteStream,
    stderr: rawOutput(context.stderr) as NodeJS.WriteStream,
  };
  /* eslint-enable @typescript-eslint/no-unsafe-class-instance-assignment */
}

/** Checked before Ink touches raw mode; `instead` names the scriptable commands that do its work. */
export function requireTerminal(
  streams: { stdin: { isTTY?: boolean }; stdout: { isTTY?: boolean } },
  instead = 'hoshin get, list, create, update, delete; see "hoshin help"',
  what = 'the interactive console',
): void {
  if (streams.stdin.isTTY && streams.stdout.isTTY) return;
  const which = !streams.stdin.isTTY ? 'standard input' : 'standard output';
  throw new HoshinError('usage', `${what} needs a terminal, but ${which} is not one; use the scriptable commands instead (${instead})`);
}

let loadsWithoutCi = 0;
let savedCi: Record<string, string | undefined> = {};

/** Ink draws only the final frame when its module loads under CI variables; the console is interactive whatever they say. */
export async function loadWithoutCi<T>(load: () => Promise<T>): Promise<T> {
  // A nested load (main.ts and the dispatcher both load it): the variables come back when the last one ends.
  if (loadsWithoutCi === 0) {
    savedCi = { CI: process.env.CI, CONTINUOUS_INTEGRATION: process.env.CONTINUOUS_INTEGRATION };
    delete process.env.CI;
    delete process.env.CONTINUOUS_INTEGRATION;
  }
  loadsWithoutCi += 1;
  try {
    return await load();
  } finally {
    loadsWithoutCi -= 1;
    if (loadsWithoutCi === 0) for (const [name, value] of Object.entries(savedCi)) if (value !== undefined) process.env[name] = value;
  }
}
