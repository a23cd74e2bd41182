// What every command receives: its streams and environment, so tests can run commands in-process.
import type { Readable, Writable } from 'node:stream';

export interface CliContext {
  readonly argv: readonly string[];
  readonly env: NodeJS.ProcessEnv;
  readonly stdin: Readable & { isTTY?: boolean };
  readonly stdout: Writable & { isTTY?: boolean; columns?: number; rows?: number };
  readonly stderr: Writable & { isTTY?: boolean };
  /** Current time in ms; injectable for tests. */
  readonly now: () => number;
}

/** A subcommand: takes the arguments after its name, returns the process exit code. */
export type Command = (args: string[], context: CliContext) => Promise<number>;

export interface CommandEntry {
  readonly name: string;
  readonly summary: string;
  readonly usage: string;
  /** Loaded on demand, so `hoshin get` does not pay for the TUI's modules. */
  readonly load: () => Promise<Command>;
}
