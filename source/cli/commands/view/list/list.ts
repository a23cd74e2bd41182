// hoshin view list: the profile's saved views, by name.
import { printAnswer } from '../../../output.js';
import type { CommandRun } from '../../../specs/types.js';
import { fitTable } from '../../../terminal/fit-table.js';
import { cutMark, proseWidth } from '../../../terminal/footnote.js';
import { unexpectedArguments } from '../../../usage-error.js';
import { profileViews } from '../../../where.js';

export const run: CommandRun = async (parsed, context) => {
  if (parsed.positionals.length > 0) throw unexpectedArguments(parsed.positionals);
  const { profile, rows } = profileViews(parsed.globals, context);
  const views = rows.list();
  const json = views.map((view) => ({ name: view.name, query: view.query, saved_at: view.savedAt }));
  return printAnswer(parsed, context, json, () => {
    if (views.length === 0) return `No view is saved on profile "${profile}": hoshin view save NAME QUERY saves one.\n`;
    const table = [['VIEW', 'QUERY'], ...views.map((view) => [`@${view.name}`, view.query])];
    return fitTable(table, [{ whole: true }, { min: 12, yields: 1 }], proseWidth(context.stdout), cutMark(context.stdout));
  });
};
