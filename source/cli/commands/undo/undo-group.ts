// Undo of a group: one preview, one confirmation, each item by usecases/undo-group.ts; part back is exit 7.
import type { KindName } from '../../../catalogue/catalogue.js';
import { flattenControls } from '../../../core/cell-text.js';
import { refusalWithHints } from '../../../core/refusal.js';
import type { ChangeGroup } from '../../../journal/groups.js';
import { describeStep } from '../../../usecases/undo-change.js';
import { groupItemText, groupUndoExit, planGroupUndo, runGroupUndo, type GroupUndo } from '../../../usecases/undo-group.js';
import type { Connection } from '../../../usecases/connection.js';
import type { CliContext } from '../../../terminal/io-context.js';
import { formatJson } from '../../output.js';
import { confirm } from '../../prompt.js';
import { proseText } from '../../terminal/footnote.js';

export interface GroupUndoRequest {
  readonly group: ChangeGroup;
  /** The group was named on the command line (a script must name it to use --yes). */
  readonly named: boolean;
  readonly yes: boolean;
  readonly dryRun: boolean;
  readonly json: boolean;
}

function itemsJson(result: GroupUndo): Record<string, unknown>[] {
  return result.items.map((item) => ({
    change: item.change.change,
    state: item.state,
    ...('reason' in item ? { reason: flattenControls(item.reason) } : {}),
    ...('by' in item ? { by: item.by } : {}),
    ...('sent' in item ? { sent: item.sent.map(flattenControls) } : {}),
    ...(item.state === 'to-undo' ? { would_send: item.plan.steps.map((step) => flattenControls(describeStep(step))) } : {}),
  }));
}

function listed(result: GroupUndo): string {
  return result.items.map((item) => `  ${flattenControls(groupItemText(item))}`).join('\n');
}

export async function undoGroup(request: GroupUndoRequest, connection: Connection, context: CliContext): Promise<number> {
  const { group } = request;
  const title = `group ${group.id} (${flattenControls(group.label)})`;
  const hints = [`It would undo ${title}.`, `hoshin undo ${group.id} --yes sends it; --dry-run shows what it would send.`];
  if (!request.dryRun && !request.yes && !context.stdin.isTTY)
    throw refusalWithHints(`refusing to undo ${group.id} without --yes: no terminal to ask`, hints);
  if (!request.dryRun && request.yes && !request.named)
    throw refusalWithHints(`with --yes, name the group to undo: the last change is part of ${group.id}`, hints);
  const knownDescendants = (kind: KindName, id: number) => connection.index.descendants(kind, id);
  const plan = await planGroupUndo(connection.journal, group, { client: connection.client, knownDescendants });
  const toSend = plan.items.filter((item) => item.state === 'to-undo').length;
  const planned = () => formatJson({ group: group.id, label: group.label, sent: false, items: itemsJson(plan) });
  const write = (text: string) => context.stdout.write(request.json ? planned() : proseText(context.stdout, text));
  if (toSend === 0) {
    // Everything is back already, or nothing can go back: say so and send nothing.
    write(`Undo ${title}: nothing to send\n${listed(plan)}`);
    return groupUndoExit(plan);
  }
  if (request.dryRun) {
    write(`Undo ${title} would send (nothing was sent):\n${listed(plan)}`);
    return 0;
  }
  if (!request.yes) {
    context.stderr.write(proseText(context.stderr, `Undo ${title}: ${toSend} of ${plan.items.length} to put back\n${listed(plan)}`));
    if (!(await confirm(context, `Undo ${toSend} change${toSend === 1 ? '' : 's'}?`))) {
      context.stderr.write('Nothing sent.\n');
      return 0;
    }
  }
  const result = await runGroupUndo(plan, connection.client, connection.journal);
  if (request.json) context.stdout.write(formatJson({ group: group.id, label: group.label, items: itemsJson(result) }));
  else {
    const back = result.items.filter((item) => item.state === 'undone').length;
    context.stdout.write(proseText(context.stdout, `undid ${back} of ${result.items.length} in ${title}\n${listed(result)}`));
  }
  return groupUndoExit(result);
}
