// hoshin view export FILE|-: the profile's saved views as a JSON file (format hoshin-views, version 1).
import { writeFileSync } from 'node:fs';
import { HoshinError } from '../../../../core/errors.js';
import { exportViews } from '../../../../usecases/saved-views.js';
import { printAnswer } from '../../../output.js';
import type { CommandRun } from '../../../specs/types.js';
import { oneArgument } from '../../../usage-error.js';
import { profileViews } from '../../../where.js';

export const run: CommandRun = async (parsed, context) => {
  const file = oneArgument(parsed.positionals, 'a file', 'view export FILE (- for standard output)');
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
  return printAnswer(
    parsed,
    context,
    { profile, file, views: count },
    () => `${count} view${count === 1 ? '' : 's'} of profile "${profile}" written to ${file}.\n`,
  );
};
