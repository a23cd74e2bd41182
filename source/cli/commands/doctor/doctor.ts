// hoshin doctor: one line per check of what a request to the service needs, from the profile to a
// signed request, each with the fix when it is not ok.
import type { CommandRun } from '../../specs/types.js';
import { exitCodeFor, formatCheck, formatSummary, reportJson } from './checks/report.js';
import { runChecks } from './checks/run-checks.js';
import { unexpectedArguments } from '../../usage-error.js';
import { asShown, proseWidth } from '../../terminal/footnote.js';

export const run: CommandRun = async (parsed, context) => {
  if (parsed.positionals.length > 0) throw unexpectedArguments(parsed.positionals, ['hoshin doctor takes no arguments.']);
  const json = parsed.globals.json;
  // Lines as each check ends: a slow check should not hide the ones before it.
  const results = await runChecks(parsed.globals, context, (result) => {
    if (json) return;
    // Measured as written: under LANG=C the punctuation is ASCII (… as ...).
    const shown = (text: string) => asShown(context.stdout, text);
    const fix = result.fix === undefined ? {} : { fix: shown(result.fix) };
    context.stdout.write(formatCheck({ ...result, detail: shown(result.detail), ...fix }, proseWidth(context.stdout)));
  });
  context.stdout.write(json ? reportJson(results) : formatSummary(results));
  return exitCodeFor(results);
};
