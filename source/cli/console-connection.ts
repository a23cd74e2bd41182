// The connection of `hoshin`, `tui` and `review`: without credentials or a base URL, the login screen asks first.
import { hoshinPaths } from '../config/paths.js';
import { isHoshinError } from '../core/errors.js';
import { peoplePlace } from '../index/people.js';
import { openDatabase } from '../store/database.js';
import { openViewRows, type ViewRows } from '../store/view-rows.js';
import { Session, type ConsoleOpening } from '../usecases/session.js';
import type { CliContext } from '../terminal/io-context.js';
import { terminalStreams, type ConsoleStartOptions } from '../terminal/console-loading.js';
import type { GlobalFlags } from './args.js';
import { openConnection, type Connection, type ConnectionOptions } from './connection.js';
import type { ConsoleExit, ConsoleFrontEnd } from './console-front-end.js';
import { writeWarning } from './terminal/stderr-lines.js';

/** No stored credentials (or no base URL): the console can ask for them. */
function needsLogin(error: unknown): boolean {
  return isHoshinError(error) && ((error.kind === 'auth' && /no credentials/.test(error.message)) || /no base URL/.test(error.message));
}

export interface ConsoleConnection {
  readonly connection: Connection;
  /** The flags the connection was opened with (the login's, when it asked). */
  readonly globals: GlobalFlags;
}

/** The connection, asking for credentials on the login screen when there are none; undefined when the person cancelled it. */
export async function openConsoleConnection(
  globals: GlobalFlags,
  context: CliContext,
  front: ConsoleFrontEnd,
  options: ConnectionOptions & { readonly alternateScreen: boolean },
): Promise<ConsoleConnection | undefined> {
  try {
    return { connection: await openConnection(globals, context, options), globals };
  } catch (error) {
    if (!needsLogin(error)) throw error;
    // The login and what it verifies with (the HTTP client) load only when it is needed.
    const runLogin = await front.loadLogin();
    const login = { globals, context, streams: terminalStreams(context), reason: (error as Error).message };
    const loggedIn = await runLogin({ ...login, alternateScreen: options.alternateScreen });
    if (!loggedIn) return undefined;
    return { connection: await openConnection(loggedIn, context, options), globals: loggedIn };
  }
}

/** The console's session; the store's full read (for search) starts in the background. */
export function consoleSession(connection: Connection, context: CliContext, opening?: ConsoleOpening): Session {
  void connection.store?.loadInBackground().catch(() => undefined);
  const { profileName, baseUrl, readOnly, settingsFrom } = connection;
  return new Session(
    connection.client,
    connection.index,
    { profileName, baseUrl, readOnly, settingsFrom },
    {
      peoplePlace: peoplePlace(hoshinPaths(context.env), connection.profileName),
      now: context.now,
      journal: connection.journal,
      meetings: connection.meetings,
      ...(opening ? { opening } : {}),
      ...savedViews(connection, context),
    },
  );
}

/** The console on the opened connection until the person leaves; the warnings held meanwhile are said after it. */
export async function runConsoleOn(
  opened: ConsoleConnection,
  context: CliContext,
  start: (options: ConsoleStartOptions) => Promise<ConsoleExit>,
  warnings: string[],
  options: Pick<ConsoleStartOptions, 'profiles' | 'alternateScreen'> & { readonly opening?: ConsoleOpening },
): Promise<ConsoleExit> {
  const { connection } = opened;
  const session = consoleSession(connection, context, options.opening);
  try {
    return await start({
      session,
      env: context.env,
      streams: terminalStreams(context),
      forcedReadOnly: connection.readOnly,
      ...(options.profiles ? { profiles: options.profiles } : {}),
      ascii: opened.globals.ascii ?? false,
      alternateScreen: options.alternateScreen !== false,
    });
  } finally {
    session.close();
    await connection.close();
    for (const message of warnings.splice(0)) writeWarning(context, message);
  }
}

/** The profile's saved views and "me", for the console's filter; none when the database cannot be opened. */
function savedViews(connection: Connection, context: CliContext): { readonly views?: ViewRows } {
  try {
    return { views: openViewRows(openDatabase(hoshinPaths(context.env)), connection.profileName) };
  } catch {
    return {};
  }
}
