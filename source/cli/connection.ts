// How every command gets a client: its flags mapped to usecases/connection.ts, with the CLI's warnings and spinner.
import { writeWarning } from './terminal/stderr-lines.js';
import type { GlobalFlags } from './args.js';
import type { CliContext } from '../terminal/io-context.js';
import { withActivity } from '../terminal/activity.js';
import { endWithCommand } from '../client/process-end.js';
import { openConnection as open, type Connection, type DebugLogOptions } from '../usecases/connection.js';

export type { Connection } from '../usecases/connection.js';

export interface ConnectionOptions extends DebugLogOptions {
  /** Receives the index's warnings (default: `hoshin: warning: …` on stderr). */
  readonly warn?: (message: string) => void;
}

export function openConnection(globals: GlobalFlags, context: CliContext, options: ConnectionOptions = {}): Promise<Connection> {
  const { activity } = context;
  const warn =
    options.warn ??
    ((message: string) => {
      activity?.clear();
      writeWarning(context, message);
    });
  return open(globals, context, {
    ...options,
    warn,
    // A spinner says what the command waits for, when a person watches (terminal/command-output.ts).
    ...(activity ? { watch: (client, host) => withActivity(client, activity, `waiting for ${host}`) } : {}),
  });
}

/** Runs `work` on an open connection, closed after it whatever happens. */
export async function withConnection<T>(
  globals: GlobalFlags,
  context: CliContext,
  work: (connection: Connection) => Promise<T>,
): Promise<T> {
  const connection = await openConnection(globals, context);
  try {
    return await work(connection);
  } finally {
    if (context.endsWithCommand) endWithCommand();
    await connection.close();
  }
}
