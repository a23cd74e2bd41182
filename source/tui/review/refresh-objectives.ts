// Refreshes every known objective's lists under a scope, the spinner saying which ("objective 3 of 12").
import { kindSpec, pluralWords, type KindName } from '../../catalogue/catalogue.js';
import type { ReviewScope } from '../../usecases/plan-scope.js';
import type { Shell } from '../kernel/feature.js';

/** Resolves with how many objectives were refreshed, undefined on failure. */
export function refreshObjectives(shell: Shell, scope: ReviewScope, kinds: readonly KindName[]): Promise<number | undefined> {
  const what = `the ${kinds.map((kind) => pluralWords(kindSpec(kind))).join(' and ')}`;
  return shell.request(`refreshing ${what}…`, () =>
    shell.session.refreshReview(scope, kinds, (done, total) =>
      shell.dispatch({ type: 'request-label', label: `refreshing ${what} of objective ${done + 1} of ${total}…` }),
    ),
  );
}
