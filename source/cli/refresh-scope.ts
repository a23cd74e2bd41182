// Brings what the service can list up to date under a scope before a review command reads the
// index: the indicators (and tasks) of every known objective, with a progress line on a terminal.
import type { KindName } from '../catalogue/catalogue.js';
import { isMissingRecord } from '../core/errors.js';
import { refreshChildren } from '../index/open.js';
import { objectivesIn, type ReviewScope } from '../index/plan-scope.js';
import type { Connection } from './connection.js';
import type { CliContext } from './context.js';

export async function refreshScope(connection: Connection, scope: ReviewScope, kinds: readonly KindName[], context: CliContext): Promise<number> {
  const objectives = objectivesIn(connection.index, scope);
  const tty = context.stderr.isTTY === true && objectives.length > 0;
  let done = 0;
  for (const objective of objectives) {
    if (tty) context.stderr.write(`\rrefreshing the ${kinds.join(' and ')} of objective ${done + 1} of ${objectives.length}`);
    try {
      await refreshChildren(connection.client, connection.index, 'objective', objective.id, { kinds });
    } catch (error) {
      // An objective deleted meanwhile was pruned by its 404; the review goes on without it.
      if (!isMissingRecord(error)) {
        if (tty) context.stderr.write('\r\u001B[K');
        throw error;
      }
    }
    done += 1;
  }
  if (tty) context.stderr.write('\r\u001B[K');
  return objectives.length;
}
