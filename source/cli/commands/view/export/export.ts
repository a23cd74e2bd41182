// hoshin view export FILE|-: the profile's saved views as a JSON file (format hoshin-views, version 1).
import { writeFileSync } from 'node:fs';
import { HoshinError } from '../../../../core/errors.js';
import { exportViews } from '../../../../usecases/saved-views.js';
import { formatJson } from '../../../output.js';
import type { CommandRun } from '../../../specs/types.js';
import { missingArgument, unexpectedArguments, usageHint } from '../../../usage-error.js';
import { profileViews } from '../../../where.js';

export const run: CommandRun = async (parsed, context) => {
  const [file, ...extra] = parsed.positionals;
  if (file === undefined) throw missingArgument('a file', [usageHint('view export FILE (- for standard output)')]);
  if (extra.length > 0) throw unexpectedArguments(extra, [usageHint('view export FILE (- for standard output)')]);
  const { profile, rows } = profileViews(parsed.globals, context);
  const document = exportViews(rows);
  const text = `${JSON.stringify(document, null, 2)}\n`;
  if (file === '-') {
    context.stdout.write(text);
    return 0;
  }
  try {
    writeFileSync(file, text);
  } catch (error) {
    throw new HoshinError('usage', `cannot write ${file} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  const count = document.views.length;
  context.stdout.write(
    parsed.globals.json
      ? formatJson({ profile, file, views: count })
      : `${count} view${count === 1 ? '' : 's'} of profile "${profile}" written to ${file}.\n`,
  );
  return 0;
};
