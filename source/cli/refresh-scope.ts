// Before a review command reads the index: every known objective's indicators and tasks read again.
import type { KindName } from '../catalogue/catalogue.js';
import type { ReviewScope } from '../usecases/plan-scope.js';
import { refreshObjectives, refreshReview } from '../usecases/review-refresh.js';
import type { Connection } from './connection.js';
import type { CliContext } from '../terminal/io-context.js';

export async function refreshScope(
  connection: Connection,
  scope: ReviewScope,
  kinds: readonly KindName[],
  context: CliContext,
): Promise<number> {
  try {
    return await refreshReview(connection.client, connection.index, scope, kinds, (done, total) =>
      context.activity?.progress(`refreshing the ${kinds.join(' and ')} of objective ${done + 1} of ${total}`),
    );
  } finally {
    context.activity?.progress(undefined);
  }
}

/** Each known objective under the scope read again: its name and the service's neglected and blind flags. */
export async function refreshScopeObjectives(connection: Connection, scope: ReviewScope, context: CliContext): Promise<void> {
  try {
    await refreshObjectives(connection.client, connection.index, scope, (done, total) =>
      context.activity?.progress(`reading objective ${done + 1} of ${total}`),
    );
  } finally {
    context.activity?.progress(undefined);
  }
}
