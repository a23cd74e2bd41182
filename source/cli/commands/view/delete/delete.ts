// hoshin view delete NAME: forgets a saved view; deleting one that is not saved says so (exit 4).
import { HoshinError } from '../../../../core/errors.js';
import { deleteView } from '../../../../usecases/saved-views.js';
import { printAnswer } from '../../../output.js';
import type { CommandRun } from '../../../specs/types.js';
import { oneArgument } from '../../../usage-error.js';
import { profileViews } from '../../../where.js';

export const run: CommandRun = async (parsed, context) => {
  const name = oneArgument(parsed.positionals, 'a view name', 'view delete NAME');
  const { profile, rows } = profileViews(parsed.globals, context);
  const shown = name.replace(/^@/, '');
  if (!deleteView(rows, name))
    throw new HoshinError('not_found', `no view is saved as @${shown} on profile "${profile}" (hoshin view list)`);
  return printAnswer(parsed, context, { profile, name: shown, deleted: true }, () => `@${shown} deleted (profile "${profile}").\n`);
};
