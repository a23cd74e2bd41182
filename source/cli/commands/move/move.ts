// hoshin move <task-id> <status>: moves a task through its lifecycle. A move to the status it
// already has is success without sending (the service would answer it with a LifecycleError), so a
// script can be run again.
import { refusal } from '../../../core/refusal.js';
import { TASK_STATUSES } from '../../../catalogue/catalogue.js';
import { HoshinError } from '../../../core/errors.js';
import { isTaskStatus, statusChange, statusOf } from '../../../domain/task.js';
import { parseId } from '../../args.js';
import { openConnection } from '../../connection.js';
import type { CommandRun } from '../../specs/types.js';
import { formatJson } from '../../output.js';
import { usageError, missingArgument, unexpectedArguments, usageHint } from '../../usage-error.js';

export const run: CommandRun = async (parsed, context) => {
  const [idWord, statusWord, ...extra] = parsed.positionals;
  const taskId = parseId(idWord, 'task id', 'move <task-id> <status>');
  if (statusWord === undefined) throw missingArgument('status', [`Expected one of ${TASK_STATUSES.join(', ')}.`]);
  const target = statusWord.trim().toLowerCase();
  if (!isTaskStatus(target)) throw refusal('status', statusWord, 'is not a status', [`Expected one of ${TASK_STATUSES.join(', ')}.`]);
  if (extra.length > 0) throw unexpectedArguments(extra, [usageHint('move <task-id> <status>')]);

  const connection = await openConnection(parsed.globals, context);
  try {
    if (connection.readOnly) throw usageError(`read-only mode: refusing to move task ${taskId}`);
    const task = await connection.client.get('task', taskId);
    const from = statusOf(task);
    const body = statusChange(task, target);
    if (body === null) {
      context.stdout.write(parsed.globals.json ? formatJson(task) : `task ${taskId}: already ${target}\n`);
      return 0;
    }
    const updated = await connection.client.update('task', taskId, body);
    // The update reads the status back; a task answered in another status is not moved.
    if (statusOf(updated) !== target)
      throw new HoshinError('server', `task ${taskId} was not moved: the service answered it ${statusOf(updated)}, not ${target}`);
    if (parsed.globals.json) context.stdout.write(formatJson(updated));
    else context.stdout.write(`task ${taskId}: ${from} -> ${statusOf(updated)}\n`);
    return 0;
  } finally {
    await connection.close();
  }
};
