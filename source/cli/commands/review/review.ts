// hoshin review <hoshin|area|objective> <id> [--month YYYY-MM]: the console opened on the review walk.
import { refusal } from '../../../core/refusal.js';
import { writeNote, writeWarning } from '../../terminal/stderr-lines.js';
import { resolveKind } from '../../../catalogue/catalogue.js';
import { isMonth } from '../../../domain/bowling.js';
import { localDay } from '../../../domain/dates.js';
import { loadWithoutCi, requireTerminal, terminalStreams } from '../../../terminal/console-loading.js';
import { REVIEW_SCOPE_KINDS } from '../../../usecases/plan-scope.js';
import type { PackScopeKind } from '../../../usecases/report/pack.js';
import { defaultPackMonth } from '../../../usecases/review-pack.js';
import { parseId, scopeRefusal } from '../../args.js';
import { consoleSession, openConsoleConnection } from '../../console-connection.js';
import type { CommandRun } from '../../specs/types.js';
import { unexpectedArguments } from '../../usage-error.js';
import type { REVIEW_OPTIONS } from './options.js';

export const run: CommandRun<typeof REVIEW_OPTIONS> = async (parsed, context, dispatch) => {
  const [kindWord, idWord, ...extra] = parsed.positionals;
  const spec = kindWord === undefined ? undefined : resolveKind(kindWord);
  if (!spec || !REVIEW_SCOPE_KINDS.includes(spec.name)) throw scopeRefusal('review', kindWord);
  const id = parseId(idWord, `${spec.name} id`, `review ${spec.name} <id>`);
  if (extra.length > 0) throw unexpectedArguments(extra);
  const today = localDay(context.now());
  const month = parsed.values.month ?? defaultPackMonth(today);
  if (!isMonth(month)) throw refusal('--month', month, 'is not a month', ['Give a month YYYY-MM, as in 2026-05.']);
  if (month > today.slice(0, 7))
    throw refusal('--month', month, 'has not come yet', [
      `This month is ${today.slice(0, 7)}: a review is for this month or one before it.`,
    ]);
  // Before anything opens a keychain or the index: the meeting needs a terminal.
  requireTerminal(
    context,
    `hoshin report ${spec.name} ${id} writes the review pack, hoshin due, bowling and health show the figures`,
    'the review meeting',
  );
  const startConsole = await loadWithoutCi(dispatch.console.loadConsole);
  const warnings: string[] = [];
  // Without credentials the login screen asks for them first, as the console alone does.
  const opened = await openConsoleConnection(parsed.globals, context, dispatch.console, {
    warn: (message: string) => void warnings.push(message),
    alternateScreen: parsed.values['no-alt-screen'] !== true,
  });
  if (!opened) return 0;
  const { connection } = opened;
  const session = consoleSession(connection, context, { review: { scope: { kind: spec.name as PackScopeKind, id }, month } });
  try {
    const exit = await startConsole({
      session,
      env: context.env,
      streams: terminalStreams(context),
      forcedReadOnly: connection.readOnly,
      ascii: opened.globals.ascii ?? false,
      alternateScreen: parsed.values['no-alt-screen'] !== true,
    });
    if (exit.type === 'profile') writeNote(context, `the review stays on its profile; run "hoshin --profile ${exit.name}" to open another`);
    return 0;
  } finally {
    session.close();
    await connection.close();
    for (const message of warnings.splice(0)) writeWarning(context, message);
  }
};
