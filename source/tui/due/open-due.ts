// `u`: the due queue of the selection's hoshin, taken once its lists and counters are refreshed.
import { dueQueue } from '../../domain/due.js';
import { coverageOf } from '../../usecases/coverage.js';
import { indicatorsIn, tasksIn } from '../../usecases/plan-scope.js';
import type { Shell } from '../kernel/feature.js';
import { say } from '../kernel/status-line.js';
import { partialSentence, partialShort } from '../review/coverage-words.js';
import { refreshObjectives } from '../review/refresh-objectives.js';
import { hoshinOf } from '../tree/scopes.js';
import { rowChain } from '../tree/selection.js';
import { dueAnnouncement } from './due-commands.js';
import { dueOnTop } from './due-overlay.js';
import { newDueWalk, withDueItems, type DueScope } from './due-walk.js';

export function openDue(shell: Shell): void {
  const { session, request, today, dispatch, current } = shell;
  const hoshinId = hoshinOf(rowChain(session, current()));
  const scope: DueScope = hoshinId === null ? { kind: 'all' } : { kind: 'hoshin', id: hoshinId };
  dispatch({ type: 'push-overlay', overlay: { type: 'due', walk: newDueWalk(scope) } });
  dispatch({ type: 'status', status: null });
  void refreshObjectives(shell, scope, ['indicator', 'task'])
    .then(async (objectives) => {
      // The counters the queue is checked against.
      if (objectives !== undefined) await request('reading the plan counters…', () => session.refreshCounters(scope));
      return objectives;
    })
    .then((objectives) => {
      const walk = dueOnTop(current())?.walk;
      // Left meanwhile: the queue is not wanted any more.
      if (!walk || walk.items !== null) return;
      const items = dueQueue(indicatorsIn(session.index, scope), tasksIn(session.index, scope), today);
      const coverage = coverageOf(session.index, scope, today);
      const partial = partialSentence(coverage);
      const checked =
        objectives === undefined
          ? 'the lists could not be refreshed; walking what is known here'
          : `${objectives} objective${objectives === 1 ? '' : 's'} refreshed`;
      if (items.length === 0) {
        dispatch({ type: 'pop-overlay' });
        if (partial === null)
          say(
            shell,
            `nothing is due: every indicator is up to date and no open task is past its deadline (${checked}; the service's counters agree)`,
            'success',
          );
        else say(shell, `nothing due in what is known here: ${partialShort(coverage) ?? ''}`, 'info');
        return;
      }
      const ready = withDueItems(walk, items, partial);
      dispatch({ type: 'due-set', walk: ready });
      say(
        shell,
        `${dueAnnouncement(ready)} (${checked})${partial === null ? '' : ` · partial: ${partialShort(coverage) ?? ''}`}`,
        objectives === undefined ? 'error' : 'info',
      );
    });
}
