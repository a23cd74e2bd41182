// What the console is given and how it ends.
import type { EventEmitter } from 'node:events';
import type { Theme } from './theme.js';
import type { Session } from '../../usecases/session.js';
import type { LazyModules } from './lazy-module.js';

export type AppExit = { readonly type: 'quit' } | { readonly type: 'profile'; readonly name: string };

export interface AppProps {
  readonly session: Session;
  readonly theme: Theme;
  /** The read-only setting that cannot be switched off from inside (flag or profile). */
  readonly forcedReadOnly: boolean;
  /** Profile names for the palette's completion. */
  readonly profiles?: readonly string[];
  readonly onExit: (exit: AppExit) => void;
  /** Ctrl-Z: restore the terminal and stop; absent in tests. */
  readonly onSuspend?: () => void;
  /** Long text in $VISUAL/$EDITOR with the terminal handed over; absent in tests. */
  readonly openEditor?: (text: string) => Promise<string>;
  /** Emits 'resumed' after ctrl-z or the external editor gave the terminal back. */
  readonly terminalEvents?: EventEmitter;
  /** Clock for "today" (overdue tasks) and the age of what is shown; injectable for tests. */
  readonly now?: () => number;
  /** Fetch the companies on start (off in tests that seed the index). */
  readonly fetchOnStart?: boolean;
  /** Writes bytes straight to the terminal (the clipboard's OSC 52); stdout by default. */
  readonly writeTerminal?: (bytes: string) => void;
  /** Asks the tmux server named by $TMUX for a global option (terminal/tmux-option.ts by default). */
  readonly askTmux?: (name: string, env: Readonly<Record<string, string | undefined>>) => Promise<string | null>;
  /** The environment, for how to reach the clipboard ($TMUX); process.env by default. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Where `R` writes review packs; the current directory by default. */
  readonly reportDir?: string;
  /** What a key's handler waits for (the features' lazy modules); a test holds it back. */
  readonly lazyModules?: LazyModules;
}
