// hoshin doctor: one line per check of what a request to the service needs, from the profile to a
// signed request, each with the fix when it is not ok.
import type { CommandRun } from '../../specs/types.js';
import { exitCodeFor, formatCheck, formatSummary, reportJson } from './checks/report.js';
import { runChecks } from './checks/run-checks.js';
import { unexpectedArguments } from '../../usage-error.js';

export const run: CommandRun = async (parsed, context) => {
  if (parsed.positionals.length > 0) throw unexpectedArguments(parsed.positionals, ['hoshin doctor takes no arguments.']);
  const json = parsed.globals.json;
  // Lines as each check ends: a slow check should not hide the ones before it.
  const results = await runChecks(parsed.globals, context, (result) => {
    if (!json) context.stdout.write(formatCheck(result));
  });
  context.stdout.write(json ? reportJson(results) : formatSummary(results));
  return exitCodeFor(results);
};
