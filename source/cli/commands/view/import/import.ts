// hoshin view import FILE|- [--replace]: the views of an export, checked whole, kept in one transaction.
import { HoshinError, isHoshinError } from '../../../../core/errors.js';
import { readAtMost } from '../../../../terminal/bounded-input.js';
import { createReadStream } from 'node:fs';
import { importViews, VIEWS_FILE_MAX_BYTES } from '../../../../usecases/saved-views.js';
import { printAnswer } from '../../../output.js';
import { proseText } from '../../../terminal/footnote.js';
import type { CommandRun } from '../../../specs/types.js';
import { oneArgument } from '../../../usage-error.js';
import { profileViews } from '../../../where.js';
import type { VIEW_IMPORT_OPTIONS } from './options.js';

const names = (list: readonly string[]) => (list.length === 0 ? 'none' : list.map((name) => `@${name}`).join(', '));

export const run: CommandRun<typeof VIEW_IMPORT_OPTIONS> = async (parsed, context) => {
  const file = oneArgument(parsed.positionals, 'a file', 'view import FILE (- for standard input)');
  const what = file === '-' ? 'standard input' : file;
  let bytes: Buffer | null;
  try {
    // One byte past the limit is enough to refuse it: the rest is never read.
    bytes = await readAtMost(file === '-' ? context.stdin : createReadStream(file), VIEWS_FILE_MAX_BYTES);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new HoshinError(
      'usage',
      `${what} ${code === 'ENOENT' ? 'does not exist' : `cannot be read (${code ?? (error as Error).message})`}`,
    );
  }
  if (bytes === null) throw new HoshinError('invalid', `${what} holds more than ${VIEWS_FILE_MAX_BYTES / 1024} KB; nothing was imported`);
  const { profile, rows } = profileViews(parsed.globals, context);
  let outcome;
  try {
    outcome = importViews(rows, bytes.toString('utf8'), {
      replace: parsed.values.replace === true,
      now: new Date(context.now()).toISOString(),
    });
  } catch (error) {
    if (isHoshinError(error)) throw new HoshinError(error.kind, `${what}: ${error.message}`, error.details);
    throw error;
  }
  return printAnswer(parsed, context, { profile, source: what, ...outcome }, () =>
    proseText(
      context.stdout,
      `${what} (profile "${profile}"): added ${names(outcome.added)}; replaced ${names(outcome.replaced)}; already saved ${names(outcome.unchanged)}.`,
    ),
  );
};
