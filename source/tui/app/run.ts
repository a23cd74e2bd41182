// Starts the console on a real terminal: checks it is one, renders the app, hands the terminal
// over for ctrl-z and the external editor, and resolves with how the person left.
import { EventEmitter } from 'node:events';
import { render, type Instance } from 'ink';
import { createElement } from 'react';
import { requireTerminal, type TerminalStreams } from '../../cli/console-loading.js';
import { withQuietTerminal } from '../../credentials/prompt.js';
import { editInExternalEditor } from '../forms/external-editor.js';
import { themeFor } from '../theme.js';
import { App, type AppExit } from './App.js';
import type { Session } from './session.js';

export type { TerminalStreams } from '../../cli/console-loading.js';

/** Refuses before Ink touches raw mode: the console needs a terminal on both ends. */
export { requireTerminal } from '../../cli/console-loading.js';

export interface StartOptions {
  readonly session: Session;
  readonly env: NodeJS.ProcessEnv;
  readonly streams: TerminalStreams;
  readonly forcedReadOnly: boolean;
  readonly profiles?: readonly string[];
}

const SHOW_CURSOR = '\u001B[?25h';
const CLEAR_SCREEN = '\u001B[2J\u001B[H';

export async function startTui(options: StartOptions): Promise<AppExit> {
  const { streams } = options;
  requireTerminal(streams);
  let exitWith: AppExit = { type: 'quit' };
  let instance: Instance | undefined;
  const terminalEvents = new EventEmitter();

  /** Leaves raw mode and shows the cursor; gives back a function that takes the terminal again. */
  const releaseTerminal = (): (() => void) => {
    streams.stdin.setRawMode?.(false);
    streams.stdout.write(SHOW_CURSOR);
    return () => {
      streams.stdin.setRawMode?.(true);
      streams.stdin.resume();
      streams.stdout.write(CLEAR_SCREEN);
      // Ink writes only frames that differ from the last; the app says it resumed, which differs.
      instance?.clear();
      terminalEvents.emit('resumed');
    };
  };

  const onSuspend = (): void => {
    const retake = releaseTerminal();
    process.once('SIGCONT', retake);
    process.kill(process.pid, 'SIGTSTP');
  };

  const openEditor = async (text: string): Promise<string> => {
    const retake = releaseTerminal();
    streams.stdin.pause();
    try {
      return await editInExternalEditor(text, { env: options.env });
    } finally {
      retake();
    }
  };

  const theme = themeFor(options.env, streams.stdout);
  const element = () =>
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
    });

  return withQuietTerminal(streams.stdin, async () => {
    instance = render(element(), {
      stdin: streams.stdin,
      stdout: streams.stdout,
      stderr: streams.stderr,
      exitOnCtrlC: false,
      patchConsole: false,
      maxFps: 60,
    });
    await instance.waitUntilExit();
    instance.cleanup();
    return exitWith;
  });
}
