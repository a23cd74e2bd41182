// hoshin report: the review pack, gathered by the review commands' rules, as one file.
import { peopleDirectory } from '../../people-names.js';
import { refusal, refusalWithHints } from '../../../core/refusal.js';
import { resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { writeReportFile } from '../../../usecases/report/report-file.js';
import type { Resource } from '../../../core/resource.js';
import { localDay } from '../../../domain/dates.js';
import { gatherReviewPack, hoshinIdOf } from '../../../usecases/review-pack.js';
import { withMinutes } from '../../../usecases/meeting/minutes.js';
import { formatOfFile, packFileName, PACK_FORMATS } from '../../../usecases/report/file-name.js';
import { renderPackHtml } from '../../../usecases/report/html.js';
import { renderPackMarkdown } from '../../../usecases/report/markdown.js';
import type { PackFormat } from '../../../usecases/report/pack.js';
import { withConnection } from '../../connection.js';
import type { CommandRun } from '../../specs/types.js';
import { formatJson } from '../../output.js';
import { refreshScope, refreshScopeObjectives } from '../../refresh-scope.js';
import { reviewChoice } from '../../review-scope.js';
import type { REPORT_OPTIONS } from './options.js';
import { PARTIAL_EXIT_CODE } from '../../coverage-text.js';
import { printQuery } from '../../../domain/query.js';
import { loadOwnersFor, whereOf, whereTest } from '../../where.js';
import { indicatorsIn, tasksIn } from '../../../usecases/plan-scope.js';

function chosenFormat(option: string | undefined, out: string | undefined): PackFormat {
  if (option !== undefined) {
    if (!(PACK_FORMATS as readonly string[]).includes(option))
      throw refusal('--format', option, 'is not a format', ['Expected html or md.']);
    return option as PackFormat;
  }
  return (out !== undefined && out !== '-' ? formatOfFile(out) : null) ?? 'html';
}

export const run: CommandRun<typeof REPORT_OPTIONS> = async (parsed, context) => {
  const today = localDay(context.now());
  const { scope, month } = reviewChoice('report', parsed.positionals, parsed.values.month, today, 'a review pack');
  const { id } = scope;
  const outOption = parsed.values.out;
  if (outOption === '') throw refusal('--out', outOption, 'is empty', ['Give a file name, or - for standard output.']);
  const format = chosenFormat(parsed.values.format, outOption);
  const toStdout = outOption === '-';
  const file = toStdout ? null : resolve(outOption ?? packFileName(scope.kind, id, month, format));
  const force = parsed.values.force === true;
  // Refused before any request: nothing is fetched for a pack that cannot be written.
  if (file !== null && !force && existsSync(file))
    throw refusalWithHints("the pack's file exists", [file, 'Choose another --out, or add --force to replace it.']);

  // Read before anything is sent: a query it cannot read is refused here.
  const where = whereOf(parsed.values.where, parsed.globals, context);
  return withConnection(parsed.globals, context, async (connection) => {
    await connection.client.get(scope.kind, id);
    const hoshinId = hoshinIdOf(connection.index, scope);
    const hoshin: Resource | null = hoshinId === null ? null : await connection.client.get('hoshin', hoshinId);
    await refreshScopeObjectives(connection, scope, context);
    await refreshScope(connection, scope, ['indicator', 'task'], context);
    const people = peopleDirectory(connection, context);
    if (typeof hoshin?.company_id === 'number') await people.load(hoshin.company_id);
    people.save();
    await loadOwnersFor(where, people, [...indicatorsIn(connection.index, scope), ...tasksIn(connection.index, scope)]);
    // Statuses as this pack judges them: red in its month, not in the month a pack of today would review.
    const test = whereTest(connection.index, where, { today, month, nameOf: people.nameOf });
    const fetchedAt = new Date(context.now()).toISOString();
    const whole = gatherReviewPack(connection.index, { scope, month, today, fetchedAt, hoshin, nameOf: people.nameOf, keep: test });
    // A narrowed pack says so in its title, wherever it is read.
    const gathered = where ? { ...whole, scope: { ...whole.scope, name: `${whole.scope.name} (only ${printQuery(where.query)})` } } : whole;
    const pack = withMinutes(connection.index, gathered, connection.meetings, people.nameOf);
    const content = format === 'html' ? renderPackHtml(pack) : renderPackMarkdown(pack);
    if (file === null) context.stdout.write(content);
    else {
      try {
        writeReportFile(file, content, force);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST')
          throw refusalWithHints("the pack's file exists", [file, 'Choose another --out, or add --force to replace it.']);
        throw refusalWithHints("the pack's file cannot be written", [file, (error as Error).message]);
      }
    }
    const missing = pack.coverage.gaps.length;
    const things = `${missing} thing${missing === 1 ? ' is' : 's are'}`;
    if (missing > 0) context.stderr.write(`hoshin: the pack is partial: ${things} not known here (listed under "What is missing here")\n`);
    const { complete, gaps } = pack.coverage;
    if (file !== null && parsed.globals.json)
      context.stdout.write(formatJson({ file, format, month, complete, missing: gaps.map((gap) => gap.text) }));
    else if (file !== null) context.stdout.write(`wrote the review pack of ${scope.kind} ${id} for ${month} to ${file}\n`);
    // A pack of a plan not known whole is partial, as due, bowling and health say with their exit.
    return missing > 0 ? PARTIAL_EXIT_CODE : 0;
  });
};
