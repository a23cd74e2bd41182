// Taking the terminal for the console and giving it back on every way out. On the alternate
// screen (as k9s and lazygit do) the shell's screen stays as it was; whatever ends the console
// (a quit, an error nothing caught, SIGTERM, SIGHUP when the SSH link drops, SIGINT or SIGQUIT
// from outside, any other signal that would end it, process.exit) shows the cursor, leaves the
// alternate screen and ends raw mode first.
import { constants } from 'node:os';

export const ENTER_ALTERNATE_SCREEN = '\u001B[?1049h';
export const LEAVE_ALTERNATE_SCREEN = '\u001B[?1049l';
export const HIDE_CURSOR = '\u001B[?25l';
export const SHOW_CURSOR = '\u001B[?25h';
const RESET_STYLE = '\u001B[m';

// Signals that end the process by default and can be caught; SIGINT and SIGQUIT only come from
// outside (raw mode turns ctrl-c and ctrl-\ into keys). Left alone: SIGUSR1 (main.ts ignores it),
// SIGPROF and SIGTRAP (profilers' and debuggers'), SIGSYS (a refused system call).
const ENDING_SIGNALS: readonly NodeJS.Signals[] = [
  'SIGTERM',
  'SIGHUP',
  'SIGINT',
  'SIGQUIT',
  'SIGUSR2',
  'SIGALRM',
  'SIGVTALRM',
  'SIGXCPU',
  'SIGPWR',
];
// Signals whose default action writes a core file: the process's memory holds the secret.
const CORE_DUMPING = new Set<NodeJS.Signals>(['SIGQUIT', 'SIGXCPU']);

/**
 * Ends the process as the signal would (the shell sees 128 + its number), but never by one that
 * writes a core file: it exits with that status instead.
 */
export function endBySignal(signal: NodeJS.Signals): void {
  const number = (constants.signals as Partial<Record<NodeJS.Signals, number>>)[signal];
  if (CORE_DUMPING.has(signal) && number !== undefined) process.exit(128 + number);
  process.kill(process.pid, signal);
}

export interface TakeoverStreams {
  readonly stdin: { setRawMode?(mode: boolean): unknown };
  readonly stdout: NodeJS.WritableStream;
}

export interface TakeoverOptions extends TakeoverStreams {
  readonly alternateScreen: boolean;
  /** An error nothing caught while the console ran; the terminal is already given back. */
  readonly onUncaughtError: (error: unknown) => void;
  /** An ending signal arrived: the console gives the terminal back, winds down and ends by it; a second ends it at once. */
  readonly onEndingSignal?: (signal: NodeJS.Signals) => void;
}

export interface TerminalTakeover {
  /** Gives the terminal back for a while (ctrl-z, the external editor). */
  release(): void;
  /** Takes it again after release(): alternate screen, hidden cursor, raw mode. */
  retake(): void;
  /** Gives it back for good and stops watching the ways out; safe to call more than once. */
  restore(): void;
}

export function takeTerminal(options: TakeoverOptions): TerminalTakeover {
  const { stdin, stdout, alternateScreen } = options;
  let held = false;
  let restored = false;
  // After a hang-up the terminal refuses writes; there is nobody left to show anything to.
  const write = (bytes: string): void => {
    try {
      stdout.write(bytes);
    } catch {
      // gone
    }
  };
  const take = (): void => {
    write((alternateScreen ? ENTER_ALTERNATE_SCREEN : '') + HIDE_CURSOR);
    held = true;
  };
  const release = (): void => {
    if (!held) return;
    held = false;
    write(RESET_STYLE + (alternateScreen ? LEAVE_ALTERNATE_SCREEN : '') + SHOW_CURSOR);
    try {
      stdin.setRawMode?.(false);
    } catch {
      // gone
    }
  };

  let ending = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (options.onEndingSignal && !ending) {
      // Still listening while the console winds down: a listener left alone (Ink's exit hook)
      // would otherwise end the process by the signal before the index is saved.
      ending = true;
      options.onEndingSignal(signal);
      return;
    }
    restore();
    // Ended by the signal, as if nobody had listened: the shell sees 128 + its number.
    endBySignal(signal);
  };
  const onUncaught = (error: unknown): void => {
    restore();
    options.onUncaughtError(error);
  };
  const onOutputError = (): void => undefined;

  function restore(): void {
    if (restored) return;
    restored = true;
    release();
    for (const signal of ENDING_SIGNALS) process.off(signal, onSignal);
    process.off('uncaughtException', onUncaught);
    process.off('exit', restore);
  }

  for (const signal of ENDING_SIGNALS) process.on(signal, onSignal);
  process.on('uncaughtException', onUncaught);
  process.on('exit', restore);
  // Kept after restore(): a write after the link dropped must not become an uncaught error.
  stdout.on('error', onOutputError);
  take();

  return {
    release,
    retake: () => {
      if (restored || held) return;
      take();
      stdin.setRawMode?.(true);
    },
    restore,
  };
}
