// `hoshin` (no command) and `hoshin tui`: the interactive console on the active profile.
import { loadConfig } from '../../../config/config.js';
import { hoshinPaths } from '../../../config/paths.js';
import { loadWithoutCi, requireTerminal } from '../../../terminal/console-loading.js';
import type { GlobalFlags } from '../../args.js';
import { openConsoleConnection, runConsoleOn } from '../../console-connection.js';
import type { CliContext } from '../../../terminal/io-context.js';
import type { CommandRun } from '../../specs/types.js';
import { unexpectedArguments } from '../../usage-error.js';

function profileNames(context: CliContext): string[] {
  try {
    return Object.keys(loadConfig(hoshinPaths(context.env)).profiles);
  } catch {
    return [];
  }
}

export const run: CommandRun = async (parsed, context, dispatch) => {
  if (parsed.positionals.length > 0) throw unexpectedArguments(parsed.positionals, ['The console takes no arguments.']);
  // Before anything opens a keychain or the index: the console needs a terminal.
  requireTerminal(context);
  const startConsole = await loadWithoutCi(dispatch.console.loadConsole);
  let globals: GlobalFlags = parsed.globals;
  // The connection's warnings wait until the console gives the terminal back.
  const warnings: string[] = [];
  const alternateScreen = parsed.values['no-alt-screen'] !== true;
  for (;;) {
    const opened = await openConsoleConnection(globals, context, dispatch.console, {
      warn: (message: string) => void warnings.push(message),
      alternateScreen,
    });
    if (!opened) return 0;
    globals = opened.globals;
    const exit = await runConsoleOn(opened, context, startConsole, warnings, { profiles: profileNames(context), alternateScreen });
    if (exit.type !== 'profile') return 0;
    globals = { ...globals, profile: exit.name };
  }
};
