// hoshin review <hoshin|area|objective> <id> [--month YYYY-MM]: the console opened on the review walk.
import { writeNote } from '../../terminal/stderr-lines.js';
import { localDay } from '../../../domain/dates.js';
import { loadWithoutCi, requireTerminal } from '../../../terminal/console-loading.js';
import { openConsoleConnection, runConsoleOn } from '../../console-connection.js';
import { reviewChoice } from '../../review-scope.js';
import type { CommandRun } from '../../specs/types.js';
import type { REVIEW_OPTIONS } from './options.js';

export const run: CommandRun<typeof REVIEW_OPTIONS> = async (parsed, context, dispatch) => {
  const today = localDay(context.now());
  const { scope, month } = reviewChoice('review', parsed.positionals, parsed.values.month, today, 'a review');
  const { kind, id } = scope;
  // Before anything opens a keychain or the index: the meeting needs a terminal.
  requireTerminal(
    context,
    `hoshin report ${kind} ${id} writes the review pack, hoshin due, bowling and health show the figures`,
    'the review meeting',
  );
  const startConsole = await loadWithoutCi(dispatch.console.loadConsole);
  const warnings: string[] = [];
  const alternateScreen = parsed.values['no-alt-screen'] !== true;
  // Without credentials the login screen asks for them first, as the console alone does.
  const warn = (message: string) => void warnings.push(message);
  const opened = await openConsoleConnection(parsed.globals, context, dispatch.console, { warn, alternateScreen });
  if (!opened) return 0;
  const exit = await runConsoleOn(opened, context, startConsole, warnings, { alternateScreen, opening: { review: { scope, month } } });
  if (exit.type === 'profile') writeNote(context, `the review stays on its profile; run "hoshin --profile ${exit.name}" to open another`);
  return 0;
};
