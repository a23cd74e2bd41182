// The review pack (`R`): one HTML page of the hoshin, area or objective the selection is in, to
// project, print or mail; written in the current directory under a name no other file has.
import type { Feature } from '../kernel/feature.js';
import { inPlanOnly } from '../kernel/refusals.js';
import { reviewScopeOf } from '../tree/scopes.js';
import { rowChain } from '../tree/selection.js';
import { REPORT } from './keys.js';
import { lazyModule } from '../kernel/lazy-module.js';

// What `R` runs: loaded after the first frame (kernel/lazy-module.ts).
const pack = lazyModule(() => import('../later.js').then((later) => later.reportPack));

export const report: Feature = {
  name: 'report',
  bindings: [
    {
      ...REPORT,
      context: 'tree',
      after: 'bowling',
      disabled: inPlanOnly(REPORT, 'writes the review pack of a hoshin, an area or an objective'),
      run: (shell) => {
        const scope = reviewScopeOf(rowChain(shell.session, shell.current()));
        if (scope) void pack().writeReviewPack(shell, scope);
      },
    },
  ],
};
