// What every command receives: its streams and environment, so tests can run commands in-process.
import type { Readable, Writable } from 'node:stream';
import type { Activity } from './activity.js';

export interface CliContext {
  readonly argv: readonly string[];
  readonly env: NodeJS.ProcessEnv;
  readonly stdin: Readable & { isTTY?: boolean };
  readonly stdout: Writable & { isTTY?: boolean; columns?: number; rows?: number };
  readonly stderr: Writable & { isTTY?: boolean; columns?: number };
  readonly now: () => number;
  /** Set when a spinner may show on stderr while the service keeps the command waiting. */
  readonly activity?: Activity;
  /** The process ends when the command has answered (main.ts): what it holds open is left to the exit. */
  readonly endsWithCommand?: boolean;
}
