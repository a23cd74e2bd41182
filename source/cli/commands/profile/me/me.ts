// hoshin profile me: the user found by e-mail (usecases/profile-me.ts); without one, who was found.
import { HoshinError } from '../../../../core/errors.js';
import { findMe } from '../../../../usecases/profile-me.js';
import { withConnection } from '../../../connection.js';
import { printAnswer } from '../../../output.js';
import { proseText } from '../../../terminal/footnote.js';
import type { CommandRun } from '../../../specs/types.js';
import { unexpectedArguments, usageHint } from '../../../usage-error.js';
import { profileViews } from '../../../where.js';

export const run: CommandRun = async (parsed, context) => {
  const [email, ...extra] = parsed.positionals;
  if (extra.length > 0) throw unexpectedArguments(extra, [usageHint('profile me [EMAIL]')]);
  const { profile, rows } = profileViews(parsed.globals, context);
  if (email === undefined) {
    const me = rows.me();
    if (!me) throw new HoshinError('not_found', `profile "${profile}" does not know who you are yet: run hoshin profile me YOUR-EMAIL`);
    const json = { profile, user_id: me.userId, name: me.name, email: me.email, found_at: me.foundAt };
    return printAnswer(parsed, context, json, () =>
      proseText(context.stdout, `On profile "${profile}" you are ${me.name} (${me.email}), user ${me.userId}.`),
    );
  }
  return withConnection(parsed.globals, context, async (connection) => {
    const found = await findMe(connection.client, email, new Date(context.now()).toISOString());
    const before = rows.me();
    rows.setMe(found);
    const same = before?.userId === found.userId && before.email === found.email;
    const json = { profile, user_id: found.userId, name: found.name, email: found.email, companies: found.companies, changed: !same };
    const where = `${found.companies.length} compan${found.companies.length === 1 ? 'y' : 'ies'}`;
    // Wrapped to the terminal (80 columns when piped); the name as the service sent it, made safe to show.
    return printAnswer(parsed, context, json, () =>
      proseText(
        context.stdout,
        `On profile "${profile}" you are ${found.name}, user ${found.userId} (among the people of ${where}); owner:me finds what you own.`,
      ),
    );
  });
};
