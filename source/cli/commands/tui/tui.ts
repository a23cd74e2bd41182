// `hoshin` (no command) and `hoshin tui`: the interactive console on the active profile.
import { writeWarning } from '../../terminal/stderr-lines.js';
import { isHoshinError } from '../../../core/errors.js';
import { loadConfig } from '../../../config/config.js';
import { hoshinPaths } from '../../../config/paths.js';
import { peoplePlace } from '../../../index/people.js';
import { loadWithoutCi, requireTerminal, terminalStreams } from '../../../terminal/console-loading.js';
import { Session } from '../../../usecases/session.js';
import type { GlobalFlags } from '../../args.js';
import { openConnection } from '../../connection.js';
import type { CliContext } from '../../../terminal/io-context.js';
import type { CommandRun } from '../../specs/types.js';
import { usageError } from '../../usage-error.js';

function profileNames(context: CliContext): string[] {
  try {
    return Object.keys(loadConfig(hoshinPaths(context.env)).profiles);
  } catch {
    return [];
  }
}

/** No stored credentials (or no base URL): the console can ask for them. */
function needsLogin(error: unknown): boolean {
  return isHoshinError(error) && ((error.kind === 'auth' && /no credentials/.test(error.message)) || /no base URL/.test(error.message));
}

export const run: CommandRun = async (parsed, context, dispatch) => {
  if (parsed.positionals.length > 0) throw usageError(`the console takes no arguments, got "${parsed.positionals[0]}"`);
  // Before anything opens a keychain or the index: the console needs a terminal.
  requireTerminal(context);
  const startConsole = await loadWithoutCi(dispatch.console.loadConsole);
  let globals: GlobalFlags = parsed.globals;
  // Warnings of the connection (its index, what it shares with other processes) wait until the
  // console gives the terminal back.
  const warnings: string[] = [];
  const options = { warn: (message: string) => void warnings.push(message) };
  for (;;) {
    let connection;
    try {
      connection = await openConnection(globals, context, options);
    } catch (error) {
      if (!needsLogin(error)) throw error;
      // The login and what it verifies with (the HTTP client) load only when it is needed.
      const runLogin = await dispatch.console.loadLogin();
      const loggedIn = await runLogin({
        globals,
        context,
        streams: terminalStreams(context),
        reason: (error as Error).message,
        alternateScreen: parsed.values['no-alt-screen'] !== true,
      });
      if (!loggedIn) return 0;
      connection = await openConnection(loggedIn, context, options);
    }
    // The tree reads the store as it opens; search wants all of it, read after the first frame.
    void connection.store?.loadInBackground().catch(() => undefined);
    const session = new Session(
      connection.client,
      connection.index,
      { profileName: connection.profileName, baseUrl: connection.baseUrl, readOnly: connection.readOnly },
      {
        peoplePlace: peoplePlace(hoshinPaths(context.env), connection.profileName),
        now: context.now,
        journal: connection.journal,
        meetings: connection.meetings,
      },
    );
    try {
      const exit = await startConsole({
        session,
        env: context.env,
        streams: terminalStreams(context),
        forcedReadOnly: connection.readOnly,
        profiles: profileNames(context),
        ascii: globals.ascii ?? false,
        alternateScreen: parsed.values['no-alt-screen'] !== true,
      });
      if (exit.type !== 'profile') return 0;
      globals = { ...globals, profile: exit.name };
    } finally {
      session.close();
      await connection.close();
      for (const message of warnings.splice(0)) writeWarning(context, message);
    }
  }
};
