// Brings what the service can list up to date under a scope before a review command reads the
// index: the indicators (and tasks) of every known objective, the spinner saying how far it got.
import type { KindName } from '../catalogue/catalogue.js';
import { isMissingRecord } from '../core/errors.js';
import { refreshChildren } from '../usecases/open-resource.js';
import { objectivesIn, type ReviewScope } from '../usecases/plan-scope.js';
import type { Connection } from './connection.js';
import type { CliContext } from '../terminal/io-context.js';

export async function refreshScope(
  connection: Connection,
  scope: ReviewScope,
  kinds: readonly KindName[],
  context: CliContext,
): Promise<number> {
  const objectives = objectivesIn(connection.index, scope);
  let done = 0;
  try {
    for (const objective of objectives) {
      context.activity?.progress(`refreshing the ${kinds.join(' and ')} of objective ${done + 1} of ${objectives.length}`);
      try {
        await refreshChildren(connection.client, connection.index, 'objective', objective.id, { kinds });
      } catch (error) {
        // An objective deleted meanwhile was pruned by its 404; the review goes on without it.
        if (!isMissingRecord(error)) throw error;
      }
      done += 1;
    }
  } finally {
    context.activity?.progress(undefined);
  }
  return objectives.length;
}
