// hoshin view delete NAME: forgets a saved view; deleting one that is not saved says so (exit 4).
import { HoshinError } from '../../../../core/errors.js';
import { deleteView } from '../../../../usecases/saved-views.js';
import { formatJson } from '../../../output.js';
import type { CommandRun } from '../../../specs/types.js';
import { missingArgument, unexpectedArguments, usageHint } from '../../../usage-error.js';
import { profileViews } from '../../../where.js';

export const run: CommandRun = async (parsed, context) => {
  const [name, ...extra] = parsed.positionals;
  if (name === undefined) throw missingArgument('a view name', [usageHint('view delete NAME')]);
  if (extra.length > 0) throw unexpectedArguments(extra, [usageHint('view delete NAME')]);
  const { profile, rows } = profileViews(parsed.globals, context);
  const shown = name.replace(/^@/, '');
  if (!deleteView(rows, name))
    throw new HoshinError('not_found', `no view is saved as @${shown} on profile "${profile}" (hoshin view list)`);
  context.stdout.write(
    parsed.globals.json ? formatJson({ profile, name: shown, deleted: true }) : `@${shown} deleted (profile "${profile}").\n`,
  );
  return 0;
};
