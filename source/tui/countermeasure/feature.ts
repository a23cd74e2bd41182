// Countermeasures: `c` on an indicator below its goal starts the task that answers a red month.
// The tree's `c` is here; the overview and the bowling chart bring theirs with what they select.
import type { Feature } from '../kernel/feature.js';
import { selectedRow } from '../kernel/console-store.js';
import { countermeasureBinding } from '../forms/countermeasure-key.js';
import { lazyModule } from '../kernel/lazy-module.js';

// What `c` reads of the indicator: loaded after the first frame (kernel/lazy-module.ts).
const starting = lazyModule(() => import('../later.js').then((later) => later.startCountermeasure));

export const countermeasure: Feature = {
  name: 'countermeasure',
  bindings: [
    countermeasureBinding(
      'tree',
      (shell) => {
        const ref = selectedRow(shell.current())?.ref;
        return starting().latestMonthOf(shell, ref?.type === 'resource' && ref.kind === 'indicator' ? ref.id : undefined);
      },
      { after: 'due-queue' },
    ),
  ],
};
