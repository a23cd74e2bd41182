// What the CLI needs of the console to open it (`hoshin`, `hoshin tui`, `hoshin demo`). main.ts,
// where the two front ends meet, gives it; the CLI parses those commands and never imports the
// console, whose modules (Ink, React, yoga) load only when one of them runs.
import type { ConsoleStartOptions, TerminalStreams } from '../terminal/console-loading.js';
import type { CliContext } from '../terminal/io-context.js';
import type { GlobalFlags } from './parsed-args.js';

/** How the person left the console: quit, or chose another profile to open it on. */
export type ConsoleExit = { readonly type: 'quit' } | { readonly type: 'profile'; readonly name: string };

export interface LoginOptions {
  readonly globals: GlobalFlags;
  readonly context: CliContext;
  readonly streams: TerminalStreams;
  /** Why the credentials are asked for. */
  readonly reason: string;
  readonly alternateScreen?: boolean;
}

export interface ConsoleFrontEnd {
  /** Loads the console and gives the function that runs it until the person leaves. */
  readonly loadConsole: () => Promise<(options: ConsoleStartOptions) => Promise<ConsoleExit>>;
  /**
   * Loads the login screen and gives the function that shows it: it resolves with the flags to
   * open the console with, or undefined when the person cancelled.
   */
  readonly loadLogin: () => Promise<(options: LoginOptions) => Promise<GlobalFlags | undefined>>;
}
