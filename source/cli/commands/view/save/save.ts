// hoshin view save NAME QUERY…: keeps a query under a name for this profile.
import { saveView } from '../../../../usecases/saved-views.js';
import { printAnswer } from '../../../output.js';
import { proseText } from '../../../terminal/footnote.js';
import type { CommandRun } from '../../../specs/types.js';
import { missingArgument, usageHint } from '../../../usage-error.js';
import { profileViews } from '../../../where.js';

const WORDS = {
  saved: 'saved',
  replaced: 'saved (it held another query before)',
  unchanged: 'already saved with this query: nothing changed',
};

export const run: CommandRun = async (parsed, context) => {
  const [name, ...terms] = parsed.positionals;
  if (name === undefined || terms.length === 0)
    throw missingArgument(name === undefined ? 'a view name' : 'a query', [usageHint('view save NAME QUERY…')]);
  const query = terms.join(' ');
  const { profile, rows } = profileViews(parsed.globals, context);
  const outcome = saveView(rows, name, query, new Date(context.now()).toISOString());
  const shown = name.replace(/^@/, '');
  return printAnswer(parsed, context, { profile, name: shown, query, outcome }, () =>
    proseText(context.stdout, `@${shown} ${WORDS[outcome]} (profile "${profile}"): ${query}`),
  );
};
