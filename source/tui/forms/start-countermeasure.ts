// `c`: the task form of a countermeasure for the selected indicator and month, prefilled.
import type { Resource } from '../../core/resource.js';
import type { Shell } from '../kernel/feature.js';
import { keyOf } from '../kernel/keys.js';
import { say } from '../kernel/status-line.js';
import { createConfirm } from '../dialogs/confirm-state.js';
import { question } from '../dialogs/dialog-overlays.js';
import { webAddress } from '../tree/detail-lines.js';
import { openCreateForm } from './form-overlays.js';
import { FORM_SAVE } from '../dialogs/form-keys.js';
import { titleOf } from '../tree/tree-shape.js';
import { countermeasurePlan, currentMonth, existingCountermeasure, type IndicatorMonth } from './countermeasure.js';
import { SELECT_AN_INDICATOR } from './countermeasure-keys.js';

export { SELECT_AN_INDICATOR };

/** The indicator and month a `c` is about, or why there is none. */
export type Countered = { readonly indicator: Resource; readonly at: IndicatorMonth } | string;

/** What `c` says where no indicator is selected. */

/** The indicator of that id, in the month of its last update. */
export function latestMonthOf(shell: Shell, id: number | undefined): Countered {
  const indicator = id === undefined ? undefined : shell.session.index.get('indicator', id)?.resource;
  return indicator ? { indicator, at: currentMonth(indicator, shell.today) } : SELECT_AN_INDICATOR;
}

export function startCountermeasure(shell: Shell, target: Countered): void {
  const { session, today, dispatch } = shell;
  if (typeof target === 'string') {
    say(shell, target, 'info');
    return;
  }
  const plan = countermeasurePlan(target.indicator, target.at, today, webAddress(session.info.baseUrl, 'indicator', target.indicator.id));
  if (!plan.ok) {
    say(shell, plan.reason, 'info');
    return;
  }
  const existing = existingCountermeasure(plan, session.index.children('objective', plan.objectiveId, 'task'));
  if (existing) {
    // One may be enough: ask before a second task for the same red month.
    const state = createConfirm({
      title: 'A countermeasure for this month exists',
      message: `task ${existing.id} “${existing.name}”${existing.status ? ` (${existing.status})` : ''}. Start another?`,
      cancelLabel: 'Keep the one there is',
      confirmLabel: 'Start another',
    });
    dispatch({
      type: 'push-overlay',
      overlay: question('countermeasure-exists', state, (confirmed) => {
        confirmed.dispatch({ type: 'pop-overlay' });
        openCreateForm(confirmed, 'task', plan.objectiveId, plan.values);
      }),
    });
    return;
  }
  openCreateForm(shell, 'task', plan.objectiveId, plan.values);
  const name = titleOf('indicator', session.index.get('indicator', target.indicator.id)?.resource ?? undefined, target.indicator.id);
  say(shell, `a countermeasure for indicator “${name}”: ${keyOf(FORM_SAVE)} creates the task`, 'info');
}
