// `b`: the bowling chart of the selection's scope, from the index at once, then refreshed.
import { titleOf } from '../tree/tree-shape.js';
import type { KindName } from '../../catalogue/catalogue.js';
import { coverageOf } from '../../usecases/coverage.js';
import { chartOf } from '../../usecases/review-queries.js';
import type { Shell } from '../kernel/feature.js';
import { topOverlay } from '../kernel/console-store.js';
import { say } from '../kernel/status-line.js';
import { partialSentence } from '../review/coverage-words.js';
import { refreshObjectives } from '../review/refresh-objectives.js';
import { showInTree } from '../tree/lists.js';
import { reviewScopeOf } from '../tree/scopes.js';
import { rowChain } from '../tree/selection.js';
import { monthsEndingToday, overlayChart } from './bowling-chart.js';
import { newBowling } from './bowling-overlay.js';
import { latestKnownColumn } from './bowling-view.js';

export function openChart(shell: Shell): void {
  const { session, today, request, current, dispatch } = shell;
  // Outside a hoshin, area or objective the key was refused (its disabled reason).
  const scope = reviewScopeOf(rowChain(session, current()));
  if (!scope) return;
  const label = (kind: KindName, id: number) => `${kind} “${titleOf(kind, session.index.get(kind, id)?.resource ?? undefined, id)}”`;
  const months = monthsEndingToday(today);
  dispatch({ type: 'push-overlay', overlay: newBowling(scope, months, latestKnownColumn(chartOf(session.index, scope, months, today))) });
  dispatch({ type: 'status', status: null });
  void refreshObjectives(shell, scope, ['indicator'])
    .then(async (objectives) => {
      if (objectives !== undefined && scope.kind !== 'objective')
        await request('reading the plan counters…', () => session.refreshCounters(scope));
      return objectives;
    })
    .then((objectives) => {
      // Something said since (a countermeasure's answer, a save) matters more than the refresh.
      if (objectives === undefined || current().status.message !== null) return;
      const chart = chartOf(session.index, scope, monthsEndingToday(today), today);
      // The months not known are said under the chart; the status says only what the chart does not.
      const partial = partialSentence(coverageOf(session.index, scope, today, ['indicator']));
      const tail = partial === null ? '' : ` · partial chart: ${partial}`;
      if (chart.indicators.length === 0)
        say(shell, `no indicator is known under ${label(scope.kind, scope.id)} (${objectives} objectives refreshed)${tail}`, 'info');
      else
        say(
          shell,
          `refreshed the indicators of ${objectives} objective${objectives === 1 ? '' : 's'}${tail}`,
          partial === null ? 'success' : 'info',
        );
    });
}

/** Enter: the selected row's indicator in the tree, the chart closed. */
export function openChartRow(shell: Shell): void {
  const top = topOverlay(shell.current());
  if (top?.type !== 'bowling') return;
  const row = overlayChart(shell.session, top).indicators[top.row];
  if (!row) return;
  shell.dispatch({ type: 'pop-overlay' });
  showInTree(shell, 'indicator', row.id);
}
