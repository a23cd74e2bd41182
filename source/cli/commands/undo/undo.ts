// hoshin undo [CHANGE-ID] [--yes]: puts back what a change replaced (journal/undo.ts decides what
// may be undone and what to send). Reads the resource first; asks before sending unless --yes.
import { refusal } from '../../../core/refusal.js';
import { flattenControls } from '../../../core/cell-text.js';
import { HoshinError } from '../../../core/errors.js';
import { changeSummary } from '../../../journal/describe.js';
import { describeStep, findJournalChange, planUndo, runUndo } from '../../../usecases/undo-change.js';
import { openConnection } from '../../connection.js';
import type { CommandRun } from '../../specs/types.js';
import { formatJson } from '../../output.js';
import { confirm } from '../../prompt.js';
import { usageError, unexpectedArguments, usageHint } from '../../usage-error.js';
import type { UNDO_OPTIONS } from './options.js';

export const run: CommandRun<typeof UNDO_OPTIONS> = async (parsed, context) => {
  const [word, ...extra] = parsed.positionals;
  if (extra.length > 0) throw unexpectedArguments(extra, [usageHint('undo [CHANGE-ID]')]);
  if (word !== undefined && !/^[0-9a-z-]{1,40}$/.test(word))
    throw refusal('change id', word, 'is not a change id', ['A change id is letters, digits and a dash; hoshin log lists them.']);
  const yes = parsed.values.yes === true;
  if (!yes && !context.stdin.isTTY) throw usageError('refusing to undo without --yes (standard input is not a terminal)');
  const connection = await openConnection(parsed.globals, context);
  try {
    if (connection.readOnly) throw usageError('read-only mode: refusing to undo a change');
    const found = findJournalChange(connection.journal, word);
    if (typeof found === 'string') throw new HoshinError(word === undefined ? 'invalid' : 'not_found', found);
    const plan = await planUndo(found, {
      client: connection.client,
      // Only the changes that name this one: its undos and its parts (never the whole journal).
      changes: connection.journal.naming(found.change),
      knownChildren: (kind, id) => connection.index.descendants(kind, id).length,
    });
    const summary = flattenControls(changeSummary(found));
    if (!plan.ok) throw new HoshinError('invalid', `cannot undo ${found.change} (${summary}): ${flattenControls(plan.reason)}`);
    const steps = plan.steps.map((step) => flattenControls(describeStep(step)));
    if (!yes) {
      context.stderr.write(`Undo ${found.change}: ${summary}\nThis sends:\n${steps.map((step) => `  ${step}`).join('\n')}\n`);
      if (!(await confirm(context, 'Send it?'))) {
        context.stderr.write('Nothing sent.\n');
        return 0;
      }
    }
    await runUndo(plan, connection.client, connection.journal);
    if (parsed.globals.json) context.stdout.write(formatJson({ undone: found.change, sent: steps }));
    else context.stdout.write(`undid ${found.change}: ${summary}\n${steps.map((step) => `  ${step}`).join('\n')}\n`);
    return 0;
  } finally {
    await connection.close();
  }
};
