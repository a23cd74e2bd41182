// hoshin undo (journal/undo.ts decides); --yes wants the change named: run again, a script must not undo an older one.
import { refusal, refusalWithHints } from '../../../core/refusal.js';
import { flattenControls } from '../../../core/cell-text.js';
import { HoshinError } from '../../../core/errors.js';
import { changeSummary } from '../../../journal/describe.js';
import { findJournalChange } from '../../../usecases/change-to-undo.js';
import { describeStep, planUndo, runUndo, undoneBy } from '../../../usecases/undo-change.js';
import { withConnection } from '../../connection.js';
import type { CommandRun } from '../../specs/types.js';
import { printAnswer } from '../../output.js';
import { confirm } from '../../prompt.js';
import { usageError, unexpectedArguments, usageHint } from '../../usage-error.js';
import type { UNDO_OPTIONS } from './options.js';
import { proseText } from '../../terminal/footnote.js';
import { findGroup, isGroupWord, journalGroup } from '../../../journal/groups.js';
import { undoGroup } from './undo-group.js';

export const run: CommandRun<typeof UNDO_OPTIONS> = async (parsed, context) => {
  const [word, ...extra] = parsed.positionals;
  if (extra.length > 0) throw unexpectedArguments(extra, [usageHint('undo [CHANGE-ID]')]);
  if (word !== undefined && !/^[0-9a-z-]{1,40}$/.test(word))
    throw refusal('change id', word, 'is not a change id', ['A change or group id is letters, digits and a dash; hoshin log lists them.']);
  const yes = parsed.values.yes === true;
  const dryRun = parsed.values['dry-run'] === true;
  return withConnection(parsed.globals, context, async (connection) => {
    if (connection.readOnly && !dryRun) throw usageError('read-only mode: refusing to undo a change (--dry-run shows what it would send)');
    const request = { named: word !== undefined, yes, dryRun, json: parsed.globals.json };
    if (word !== undefined && isGroupWord(word)) {
      const group = findGroup(connection.journal, word);
      if (typeof group === 'string') throw new HoshinError('not_found', group);
      return await undoGroup({ ...request, group }, connection, context);
    }
    const found = findJournalChange(connection.journal, word);
    if (typeof found === 'string') throw new HoshinError(word === undefined ? 'invalid' : 'not_found', found);
    // The last change is part of a bulk change: the whole group goes back (a change named goes alone).
    const group = word === undefined && found.group !== undefined ? journalGroup(connection.journal, found.group) : undefined;
    if (group) return await undoGroup({ ...request, group }, connection, context);
    const summary = flattenControls(changeSummary(found));
    const named = `${found.change} (${summary})`;
    // The error line stays short (one line, under 80 columns); the change and the command go on hint lines.
    const hints = [
      `It would undo ${found.change}: ${summary}.`,
      `hoshin undo ${found.change} --yes sends it; --dry-run shows what it would send.`,
    ];
    if (!dryRun && !yes && !context.stdin.isTTY)
      throw refusalWithHints(`refusing to undo ${found.change} without --yes: no terminal to ask`, hints);
    // "The last change" is another one once this is undone: a script names the change it means.
    if (!dryRun && yes && word === undefined)
      throw refusalWithHints(`with --yes, name the change to undo: the last one is ${found.change}`, hints);
    const changes = connection.journal.naming(found.change);
    const undone = undoneBy(found, changes);
    if (undone) {
      const json = { undone: found.change, already: true, by: undone.change, sent: [] };
      return printAnswer(parsed, context, json, () =>
        proseText(context.stdout, `already undone: ${named}, by change ${undone.change}; nothing sent`),
      );
    }
    const plan = await planUndo(found, {
      client: connection.client,
      // Only the changes that name this one: its undos and its parts (never the whole journal).
      changes,
      knownChildren: (kind, id) => connection.index.descendants(kind, id).length,
    });
    if (!plan.ok) throw new HoshinError('invalid', `cannot undo ${named}: ${flattenControls(plan.reason)}`);
    const steps = plan.steps.map((step) => flattenControls(describeStep(step)));
    const list = steps.map((step) => `  ${step}`).join('\n');
    if (dryRun)
      return printAnswer(parsed, context, { change: found.change, would_send: steps }, () =>
        proseText(context.stdout, `Undo ${named} would send (nothing was sent):\n${list}`),
      );
    if (!yes) {
      context.stderr.write(proseText(context.stderr, `Undo ${named}\nThis sends:\n${list}`));
      if (!(await confirm(context, 'Send it?'))) {
        context.stderr.write('Nothing sent.\n');
        return 0;
      }
    }
    await runUndo(plan, connection.client, connection.journal);
    return printAnswer(parsed, context, { undone: found.change, sent: steps }, () => proseText(context.stdout, `undid ${named}\n${list}`));
  });
};
