// rollover --archive: a step of its own once the new plan is complete, asked again, in the rollover's
// journal group (one undo reactivates it); a 403 is said as refused, the new plan made all the same.
import { HoshinError, isHoshinError } from '../../../core/errors.js';
import { inRolloverGroup } from '../../../usecases/rollover.js';
import type { Connection } from '../../connection.js';
import { confirm } from '../../prompt.js';
import type { CliContext } from '../../../terminal/io-context.js';

export type ArchiveOutcome = 'archived' | 'archived already' | 'left as it was';

export async function archiveOldPlan(
  connection: Connection,
  context: CliContext,
  step: { readonly hoshinId: number; readonly group: string; readonly label: string; readonly yes: boolean },
): Promise<ArchiveOutcome> {
  const { hoshinId } = step;
  const old = await connection.client.get('hoshin', hoshinId);
  if (old.state === 'archived') return 'archived already';
  if (!step.yes && !(await confirm(context, `Archive the old plan, hoshin ${hoshinId}?`))) return 'left as it was';
  try {
    await inRolloverGroup(connection.journal, step.group, step.label, () =>
      connection.client.update('hoshin', hoshinId, { state: 'archived' }),
    );
  } catch (error) {
    if (isHoshinError(error) && error.kind === 'permission')
      throw new HoshinError(
        'permission',
        `the service refused to archive the old plan, hoshin ${hoshinId} (only its creator or a company admin may): it is left active; the new plan is made`,
        error.details,
      );
    throw error;
  }
  return 'archived';
}

export function archiveText(outcome: ArchiveOutcome, hoshinId: number, group: string): string {
  if (outcome === 'archived')
    return `Archived the old plan, hoshin ${hoshinId}; hoshin undo ${group} makes it active again with the rest.\n`;
  if (outcome === 'archived already') return `The old plan, hoshin ${hoshinId}, is archived already; nothing was sent.\n`;
  return `The old plan, hoshin ${hoshinId}, was left as it was.\n`;
}
