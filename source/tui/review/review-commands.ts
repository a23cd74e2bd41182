// The monthly review's views over the tree: the bowling chart (`b`, after refreshing the indicator
// lists of the objectives under it), what needs attention (`a`), a countermeasure for a red month
// (`c`, the task form prefilled), and Enter on either view, which shows the item in the tree.
import { useMemo } from 'react';
import { kindSpec, pluralWords, type KindName } from '../../catalogue/catalogue.js';
import type { Resource } from '../../core/resource.js';
import { monthsEnding } from '../../domain/bowling.js';
import { coverageOf } from '../../usecases/coverage.js';
import type { ReviewScope } from '../../usecases/plan-scope.js';
import { partialSentence } from './coverage-words.js';
import { chartOf } from '../../usecases/review-queries.js';
import { keyOf } from '../kernel/key-lookup.js';
import type { KeyContext } from '../kernel/keymap.js';
import { latestKnownColumn, type BowlingScope } from './bowling-view.js';
import { cellMonth, countermeasurePlan, currentMonth, existingCountermeasure, type IndicatorMonth } from '../indicator/countermeasure.js';
import { createConfirm } from '../dialogs/confirm-state.js';
import { webAddress } from '../detail/detail-lines.js';
import { newBowling, type AttentionOverlay } from '../kernel/overlays.js';
import { hoshinOf, reviewScopeOf } from '../tree/scopes.js';
import { selectedRow, topOverlay, type ConsoleAction } from '../kernel/console-store.js';
import { titleOf } from '../tree/tree-shape.js';
import { openCreateForm, type FormHost } from '../forms/form-overlay.js';
import { overlayAttention, overlayChart, overviewIndicators, rowChain } from '../tree/selection.js';
import type { Session } from '../../usecases/session.js';
import type { ListController } from '../tree/use-lists.js';
import type { RequestRunner } from '../kernel/use-requests.js';
import { useReviewPack } from './report-command.js';
import { useConsoleActions, useConsoleState } from '../kernel/console-context.js';

/** Months on the console's chart: a plan year, ending with the current month. */
export const CHART_MONTHS = 12;

export interface ReviewCommands {
  bowling(): void;
  bowlingOpen(): void;
  attention(): void;
  attentionOpen(): void;
  /** `R`: writes the review pack of the scope the selection is in. */
  report(): void;
  countermeasure(context: KeyContext): void;
}

/**
 * Refreshes the lists of every known objective under a scope, one request per objective, the
 * spinner saying which ("objective 3 of 12"). Resolves with how many objectives, undefined on failure.
 */
export function refreshObjectives(
  session: Session,
  dispatch: (action: ConsoleAction) => void,
  request: RequestRunner,
  scope: ReviewScope,
  kinds: readonly KindName[],
): Promise<number | undefined> {
  const what = `the ${kinds.map((kind) => pluralWords(kindSpec(kind))).join(' and ')}`;
  return request(`refreshing ${what}…`, () =>
    session.refreshReview(scope, kinds, (done, total) =>
      dispatch({ type: 'request-label', label: `refreshing ${what} of objective ${done + 1} of ${total}…` }),
    ),
  );
}

/** Shows a resource in the tree, walking its ancestry from the index, or from the service when it is not known. */
export function showInTree(session: Session, lists: ListController, kind: KindName, id: number): void {
  const chain = session.knownChain(kind, id);
  if (chain[0]?.kind === 'company') lists.reveal(chain);
  else void lists.openByRef(kind, id);
}

export function useReviewCommands(controllers: {
  lists: ListController;
  formHost: FormHost;
  /** Where `R` writes the review pack. */
  reportDir: string;
}): ReviewCommands {
  const { lists, formHost, reportDir } = controllers;
  const { session, request, today } = useConsoleActions();
  const { dispatch, current } = useConsoleState();
  const writeReviewPack = useReviewPack(reportDir);
  return useMemo(() => {
    const status = (text: string, tone: 'success' | 'error' | 'info') => dispatch({ type: 'status', status: { text, tone } });
    const label = (kind: KindName, id: number) => `${kind} “${titleOf(kind, session.index.get(kind, id)?.resource ?? undefined, id)}”`;

    /** The indicator and month a `c` is about, from where it was pressed. */
    const countered = (context: KeyContext): { indicator: Resource; at: IndicatorMonth } | string => {
      const state = current();
      const top = topOverlay(state);
      if (context === 'bowling' && top?.type === 'bowling') {
        const row = overlayChart(session, top).indicators[top.row];
        const cell = row?.cells[top.column];
        const indicator = row ? session.index.get('indicator', row.id)?.resource : undefined;
        return indicator && cell ? { indicator, at: cellMonth(cell) } : 'no indicator is on the chart';
      }
      const ref = selectedRow(state)?.ref;
      const inTree = ref?.type === 'resource' && ref.kind === 'indicator' ? ref.id : undefined;
      const id = context === 'overview' && top?.type === 'overview' ? overviewIndicators(session, top)[top.cursor]?.id : inTree;
      const indicator = id === undefined ? undefined : session.index.get('indicator', id)?.resource;
      if (!indicator) return `${keyOf('countermeasure', 'tree')} starts a countermeasure for an indicator below its goal: select one`;
      return { indicator, at: currentMonth(indicator, today) };
    };

    return {
      bowling() {
        const scope: BowlingScope | null = reviewScopeOf(rowChain(session, current()));
        if (!scope) {
          status(
            `${keyOf('bowling', 'tree')} draws the bowling chart of a hoshin, an area or an objective: select one, or something in one`,
            'info',
          );
          return;
        }
        const months = monthsEndingToday(today);
        dispatch({
          type: 'push-overlay',
          overlay: newBowling(scope, months, latestKnownColumn(chartOf(session.index, scope, months, today))),
        });
        dispatch({ type: 'status', status: null });
        void refreshObjectives(session, dispatch, request, scope, ['indicator'])
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
              status(`no indicator is known under ${label(scope.kind, scope.id)} (${objectives} objectives refreshed)${tail}`, 'info');
            else
              status(
                `refreshed the indicators of ${objectives} objective${objectives === 1 ? '' : 's'}${tail}`,
                partial === null ? 'success' : 'info',
              );
          });
      },
      bowlingOpen() {
        const top = topOverlay(current());
        if (top?.type !== 'bowling') return;
        const row = overlayChart(session, top).indicators[top.row];
        if (!row) return;
        dispatch({ type: 'pop-overlay' });
        showInTree(session, lists, 'indicator', row.id);
      },
      attention() {
        const hoshinId = hoshinOf(rowChain(session, current()));
        // Outside a hoshin the keymap refused the key (its disabled reason).
        if (hoshinId === null) return;
        const overlay: AttentionOverlay = { type: 'attention', hoshinId, cursor: 0 };
        dispatch({ type: 'push-overlay', overlay });
        dispatch({ type: 'status', status: null });
        // The counters and the objectives' flags are the service's: read them again (the views follow the index).
        void request(`refreshing the plan health of hoshin ${hoshinId}…`, () =>
          session.refreshHealth(hoshinId, (done, total) =>
            dispatch({
              type: 'request-label',
              label: `refreshing the plan health: objective ${done + 1} of ${total}…`,
            }),
          ),
        );
      },
      report() {
        void writeReviewPack(reviewScopeOf(rowChain(session, current())));
      },
      attentionOpen() {
        const top = topOverlay(current());
        if (top?.type !== 'attention') return;
        const row = overlayAttention(session, top, today)[top.cursor];
        if (!row) return;
        dispatch({ type: 'pop-overlay' });
        showInTree(session, lists, row.kind, row.id);
      },
      countermeasure(context) {
        const target = countered(context);
        if (typeof target === 'string') {
          status(target, 'info');
          return;
        }
        const plan = countermeasurePlan(
          target.indicator,
          target.at,
          today,
          webAddress(session.info.baseUrl, 'indicator', target.indicator.id),
        );
        if (!plan.ok) {
          status(plan.reason, 'info');
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
            overlay: {
              type: 'dialog',
              dialog: 'countermeasure-exists',
              objectiveId: plan.objectiveId,
              values: plan.values,
              state,
            },
          });
          return;
        }
        openCreateForm(formHost, 'task', plan.objectiveId, plan.values);
        dispatch({
          type: 'status',
          status: {
            text: `a countermeasure for ${label('indicator', target.indicator.id)}: ${keyOf('form-save', 'form')} creates the task`,
            tone: 'info',
          },
        });
      },
    };
  }, [session, dispatch, current, request, lists, formHost, today, writeReviewPack]);
}

/** The chart's months: the CHART_MONTHS calendar months ending with today's. */
export function monthsEndingToday(today: string): string[] {
  return monthsEnding(today.slice(0, 7), CHART_MONTHS);
}
