// Starts the console on a real terminal: checks it is one, takes it (alternate screen, raw mode),
// renders the app through the frame stream, hands the terminal over for ctrl-z and the external
// editor, gives it back on every way out, and resolves with how the person left.
import { EventEmitter } from 'node:events';
import { render } from 'ink';
import { createElement } from 'react';
import { requireTerminal, type ConsoleStartOptions } from '../../terminal/console-loading.js';
import { withQuietTerminal } from '../../terminal/prompt.js';
import { redactSignatures } from '../../signing/signing.js';
import { asciiOnlyStream } from '../../terminal/ascii-stream.js';
import { FrameStream } from './screen/frame-stream.js';
import { endBySignal, takeTerminal } from './screen/terminal-takeover.js';
import { themeFor } from './theme.js';
import { App, type AppExit } from './App.js';
import { loadLazyViews } from './lazy-view.js';
import { loadLazyModules } from './lazy-module.js';
import { writeScriptCaches } from '../../store/cached-script.js';
import { resumeBaselineCompiler } from '../../terminal/baseline-compiler.js';

export type { TerminalStreams } from '../../terminal/console-loading.js';

/** Refuses before Ink touches raw mode: the console needs a terminal on both ends. */
export { requireTerminal } from '../../terminal/console-loading.js';
// For main.ts to set as the console starts: it comes in this module's chunk, not a file of its own.
export { keepYoungGenerationSmall } from '../../terminal/console-memory.js';

/**
 * Paints per second at most. A lone key is painted at once (the first paint after a quiet spell
 * is not held back); keys closer together than 50 ms wait at most that long, under the ~100 ms at
 * which an echo starts to feel late. A held key repeats 25-33 times a second: its moves merge
 * into at most 20 paints a second, each the size of one move's change, instead of one per repeat.
 */
const MAX_FPS = 20;

// How long the console may take to wind down after SIGTERM, SIGHUP or SIGQUIT (abandon its requests, save
// the index) before the signal ends it anyway.
const SIGNAL_GRACE_MS = 1500;

/**
 * Ends the process by the signal once the command has cleaned up and nothing is left to run (the
 * shell sees 128 + its number), or after the grace time, whichever comes first.
 */
function endBySignalAfterCleanUp(signal: NodeJS.Signals): void {
  const end = (): void => {
    endBySignal(signal);
  };
  process.once('beforeExit', end);
  setTimeout(end, SIGNAL_GRACE_MS).unref();
}

/** What the person sees of an error nothing caught: on the normal screen, signatures redacted. */
export function reportCrash(stderr: NodeJS.WritableStream, error: unknown): void {
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  stderr.write(`hoshin: unexpected error: ${redactSignatures(text)}\n`);
  process.exit(1);
}

export async function startTui(options: ConsoleStartOptions): Promise<AppExit> {
  const { streams } = options;
  requireTerminal(streams);
  let exitWith: AppExit = { type: 'quit' };
  const terminalEvents = new EventEmitter();
  const theme = themeFor(options.env, streams.stdout, { ascii: options.ascii ?? false });
  const terminal = theme.unicode ? streams.stdout : asciiOnlyStream(streams.stdout);
  const alternateScreen = options.alternateScreen ?? true;

  return withQuietTerminal(streams.stdin, async () => {
    const frames = new FrameStream(terminal, { mode: alternateScreen ? 'alternate' : 'inline', maxFps: MAX_FPS, ascii: !theme.unicode });
    let unmount: (() => void) | undefined;
    const takeover = takeTerminal({
      stdin: streams.stdin,
      stdout: terminal,
      alternateScreen,
      onUncaughtError: (error) => reportCrash(streams.stderr, error),
      // The terminal back at once, no frame after it; then the console ends as after q (its
      // caller abandons requests and saves the index), and the process by the signal.
      onEndingSignal: (signal) => {
        frames.close();
        takeover.release();
        endBySignalAfterCleanUp(signal);
        unmount?.();
      },
    });

    /** Hands the terminal over; gives back a function that takes it again and repaints. */
    const releaseTerminal = (): (() => void) => {
      frames.pause();
      takeover.release();
      return () => {
        takeover.retake();
        streams.stdin.resume();
        frames.resume();
        terminalEvents.emit('resumed');
      };
    };
    const onSuspend = (): void => {
      process.once('SIGCONT', releaseTerminal());
      process.kill(process.pid, 'SIGTSTP');
    };
    const openEditor = async (text: string): Promise<string> => {
      const retake = releaseTerminal();
      streams.stdin.pause();
      try {
        // Loaded when first asked for: node:fs/promises is not needed by the first frame.
        const { editInExternalEditor } = await import('./external-editor.js');
        return await editInExternalEditor(text, { env: options.env });
      } finally {
        retake();
      }
    };

    try {
      const instance = render(
        createElement(App, {
          session: options.session,
          theme,
          forcedReadOnly: options.forcedReadOnly,
          ...(options.profiles ? { profiles: options.profiles } : {}),
          onExit: (exit: AppExit) => {
            exitWith = exit;
          },
          onSuspend,
          openEditor,
          terminalEvents,
          writeTerminal: (bytes: string) => void terminal.write(bytes),
        }),
        {
          stdin: streams.stdin,
          // Ink's debug mode writes each frame whole and at once; the frame stream paints what changed.
          stdout: frames as unknown as NodeJS.WriteStream,
          stderr: streams.stderr,
          debug: true,
          exitOnCtrlC: false,
          patchConsole: false,
        },
      );
      unmount = () => instance.unmount();
      // The first frame is out: the views it did not draw and the features' commands load now,
      // before a key asks for them (a key typed sooner waits for the commands: use-keys.ts); the
      // npm bundle's scripts keep what it compiled, if their caches were missing (decision 0379);
      // the executable's baseline compiler comes back (decision 0376).
      setImmediate(() => {
        writeScriptCaches();
        resumeBaselineCompiler();
        void loadLazyModules().catch(() => undefined);
        void loadLazyViews().catch(() => undefined);
      });
      await instance.waitUntilExit();
      instance.cleanup();
      return exitWith;
    } finally {
      frames.close();
      takeover.restore();
    }
  });
}
