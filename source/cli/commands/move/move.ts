// hoshin move: a move to the status the task has is success without sending (the service would refuse it).
import { refusal } from '../../../core/refusal.js';
import { TASK_STATUSES } from '../../../catalogue/catalogue.js';
import { HoshinError } from '../../../core/errors.js';
import { isTaskStatus, statusChange, statusOf } from '../../../domain/task.js';
import { parseId } from '../../args.js';
import { withConnection } from '../../connection.js';
import type { CommandRun } from '../../specs/types.js';
import { printAnswer } from '../../output.js';
import { usageError, missingArgument, unexpectedArguments, usageHint } from '../../usage-error.js';
import { runBulkWhere } from '../../bulk-where.js';
import type { MOVE_OPTIONS } from './options.js';

const STATUS_HINT = `Expected one of ${TASK_STATUSES.join(', ')}.`;

export const run: CommandRun<typeof MOVE_OPTIONS> = async (parsed, context) => {
  const where = parsed.values.where;
  if (where !== undefined) return moveWhere(where, parsed, context);
  if (parsed.values.yes === true || parsed.values['dry-run'] === true) throw usageError('--yes and --dry-run go with --where');
  const [idWord, statusWord, ...extra] = parsed.positionals;
  const taskId = parseId(idWord, 'task id', 'move <task-id> <status>');
  if (statusWord === undefined) throw missingArgument('status', [STATUS_HINT]);
  const target = statusWord.trim().toLowerCase();
  if (!isTaskStatus(target)) throw refusal('status', statusWord, 'is not a status', [STATUS_HINT]);
  if (extra.length > 0) throw unexpectedArguments(extra, [usageHint('move <task-id> <status>')]);

  return withConnection(parsed.globals, context, async (connection) => {
    if (connection.readOnly) throw usageError(`read-only mode: refusing to move task ${taskId}`);
    const task = await connection.client.get('task', taskId);
    const from = statusOf(task);
    const body = statusChange(task, target);
    if (body === null) return printAnswer(parsed, context, task, () => `task ${taskId}: already ${target}\n`);
    const updated = await connection.client.update('task', taskId, body);
    // The update reads the status back; a task answered in another status is not moved.
    if (statusOf(updated) !== target)
      throw new HoshinError('server', `task ${taskId} was not moved: the service answered it ${statusOf(updated)}, not ${target}`);
    return printAnswer(parsed, context, updated, () => `task ${taskId}: ${from} -> ${statusOf(updated)}\n`);
  });
};

/** `hoshin move --where QUERY STATUS`: every known task the query matches, at once. */
async function moveWhere(where: string, parsed: Parameters<typeof run>[0], context: Parameters<typeof run>[1]): Promise<number> {
  const [statusWord, ...extra] = parsed.positionals;
  if (statusWord === undefined) throw missingArgument('status', [STATUS_HINT]);
  const target = statusWord.trim().toLowerCase();
  if (!isTaskStatus(target)) throw refusal('status', statusWord, 'is not a status', [STATUS_HINT]);
  if (extra.length > 0) throw unexpectedArguments(extra, [usageHint('move --where QUERY <status>')]);
  return runBulkWhere(
    {
      globals: parsed.globals,
      where,
      label: `move --where ${JSON.stringify(where)} ${target}`,
      yes: parsed.values.yes === true,
      dryRun: parsed.values['dry-run'] === true,
      kinds: ['task'],
      valuesFor: async () => Promise.resolve({ status: target }),
    },
    context,
  );
}
