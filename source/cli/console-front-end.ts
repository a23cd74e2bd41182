// What the CLI needs of the console, given by main.ts: the CLI never imports Ink, React or yoga itself.
import type { ConsoleStartOptions, TerminalStreams } from '../terminal/console-loading.js';
import type { CliContext } from '../terminal/io-context.js';
import type { GlobalFlags } from './parsed-args.js';

/** How the person left the console: quit, or chose another profile to open it on. */
export type ConsoleExit = { readonly type: 'quit' } | { readonly type: 'profile'; readonly name: string };

export interface LoginOptions {
  readonly globals: GlobalFlags;
  readonly context: CliContext;
  readonly streams: TerminalStreams;
  readonly reason: string;
  readonly alternateScreen?: boolean;
}

export interface ConsoleFrontEnd {
  /** Loads the console and gives the function that runs it until the person leaves. */
  readonly loadConsole: () => Promise<(options: ConsoleStartOptions) => Promise<ConsoleExit>>;
  /** The login screen: resolves with the flags to open the console with, undefined when cancelled. */
  readonly loadLogin: () => Promise<(options: LoginOptions) => Promise<GlobalFlags | undefined>>;
}
