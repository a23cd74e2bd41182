// The due queue (`u`): refreshes the indicators and tasks of every known objective (the spinner says
// which), takes the queue the domain's dueQueue makes of what the index then knows, and walks it:
// a typed value and Enter records it as `v` does (session.recordValue, planRecordValue's rules),
// `s` moves a task through the status picker, Enter or `n` skips, Esc leaves.
import { useMemo } from 'react';
import { dueQueue } from '../../domain/due.js';
import { historyProgress } from '../../domain/indicator.js';
import { progressWords } from '../detail/people-lines.js';
import { futureDayProblem } from '../../domain/value-day.js';
import { coverageOf } from '../../usecases/coverage.js';
import { indicatorsIn, tasksIn } from '../../usecases/plan-scope.js';
import { partialSentence, partialShort } from './coverage-words.js';
import { formatValue } from '../chart/scale.js';
import { keyOf } from '../kernel/key-lookup.js';
import { READ_ONLY_REASON } from '../kernel/key-reasons.js';
import {
  advanceDue,
  currentDueItem,
  dueDay,
  dueProgress,
  dueSummary,
  isDueDone,
  newDueWalk,
  parseDueDay,
  parseDueValue,
  withDueError,
  withDueItems,
  type DueOutcome,
  type DueScope,
  type DueWalk,
} from './due-walk.js';
import type { DueOverlay } from '../kernel/overlays.js';
import { hoshinOf } from '../tree/scopes.js';
import { topOverlay, type ConsoleState } from '../kernel/console-store.js';
import { refreshObjectives } from './review-commands.js';
import { rowChain } from '../tree/selection.js';
import { useConsoleActions, useConsoleState } from '../kernel/console-context.js';
import { consoleOutcome } from '../forms/change-outcomes.js';
import type { TaskActions } from '../board/task-actions.js';
import { messageOf } from '../kernel/use-requests.js';

export interface DueCommands {
  open(): void;
  enter(): void;
  skip(): void;
  taskStatus(): void;
  /** `e`: the current item's edit form (a late task's deadline is pushed there). */
  edit(): void;
  close(): void;
  /** A task's status was changed (the picker): the walk moves on when that task is the current item. */
  readonly taskMoved: (taskId: number) => void;
}

function dueOverlay(state: ConsoleState): DueOverlay | undefined {
  const top = topOverlay(state);
  return top?.type === 'due' ? top : undefined;
}

/** "3 of 7: indicator “OEE line 2 (%)”, overdue". */
export function dueAnnouncement(walk: DueWalk): string {
  const item = currentDueItem(walk);
  return item ? `${dueProgress(walk)}: ${item.kind} “${item.name}”, ${item.status}` : dueProgress(walk);
}

export function useDueCommands(controllers: {
  tasks: TaskActions;
  /** Opens the edit form of a resource (ResourceCommands.editResource). */
  edit: (kind: 'task' | 'indicator', id: number) => void;
}): DueCommands {
  const { tasks, edit } = controllers;
  const { session, request, today } = useConsoleActions();
  const { dispatch, current } = useConsoleState();
  return useMemo(() => {
    const status = (text: string, tone: 'success' | 'error' | 'info') => dispatch({ type: 'status', status: { text, tone } });
    const set = (walk: DueWalk) => dispatch({ type: 'due-set', walk });

    /** On to the next item (or out, once the last is done), saying what happened and where the walk is. */
    const step = (walk: DueWalk, outcome: DueOutcome, said?: string): void => {
      const next = advanceDue(walk, outcome);
      if (isDueDone(next)) {
        dispatch({ type: 'pop-overlay' });
        status(`${said === undefined ? '' : `${said} · `}the due queue is done: ${dueSummary(next)}`, 'success');
        return;
      }
      set(next);
      status(`${said === undefined ? '' : `${said} · `}${dueAnnouncement(next)}`, said === undefined ? 'info' : 'success');
    };

    /** The walk is still on this item (keys typed while a request ran may have moved it). */
    const stillOn = (position: number): DueWalk | undefined => {
      const walk = dueOverlay(current())?.walk;
      return walk && walk.position === position ? walk : undefined;
    };

    const record = async (walk: DueWalk, indicatorId: number, name: string): Promise<void> => {
      const parsed = parseDueValue(walk.field);
      if (!parsed.ok) {
        set(withDueError(walk, parsed.error));
        return;
      }
      if (current().readOnly) {
        set(withDueError(walk, READ_ONLY_REASON));
        return;
      }
      const typedDay = parseDueDay(dueDay(walk) ?? today);
      if (!typedDay.ok) {
        set(withDueError({ ...walk, focus: 'day' }, typedDay.error));
        return;
      }
      const { day } = typedDay;
      const future = futureDayProblem(day, today);
      if (future !== undefined) {
        set(withDueError({ ...walk, focus: 'day' }, `${future}; hoshin record --allow-future takes it`));
        return;
      }
      const value = parsed.value;
      const outcome = await request(
        `recording ${formatValue(value)} for indicator ${indicatorId} on ${day}…`,
        () => session.recordValue(indicatorId, { day, value }, today).then(consoleOutcome),
        (error) => {
          const now = stillOn(walk.position);
          if (now) set(withDueError(now, messageOf(error)));
        },
      );
      const now = stillOn(walk.position);
      if (!outcome || !now) return;
      if (outcome.type === 'duplicate') {
        const known = outcome.existing.value === null ? '' : ` (${formatValue(outcome.existing.value)})`;
        set(
          withDueError(
            now,
            `${day} already has a value${known}: ${keyOf('due-day', 'due')} picks another day, ${keyOf('due-skip', 'due')} skips; ${keyOf('history-table', 'tree')} on the indicator edits it`,
          ),
        );
        return;
      }
      const which = `on ${day}`;
      if (outcome.type === 'already-there') {
        step(
          now,
          'recorded',
          `already there: “${name}” holds ${formatValue(value)} ${which}${outcome.moved ? '; moved the indicator to it' : ''}`,
        );
        return;
      }
      const moved = outcome.indicatorError ? ` (the indicator was not moved: ${outcome.indicatorError})` : '';
      const progress = historyProgress(outcome.history, session.index.get('indicator', indicatorId)?.resource ?? {});
      step(now, 'recorded', `recorded ${formatValue(value)} for “${name}” ${which}, ${progressWords(progress)}${moved}`);
    };

    return {
      open() {
        const hoshinId = hoshinOf(rowChain(session, current()));
        const scope: DueScope = hoshinId === null ? { kind: 'all' } : { kind: 'hoshin', id: hoshinId };
        dispatch({ type: 'push-overlay', overlay: { type: 'due', walk: newDueWalk(scope) } });
        dispatch({ type: 'status', status: null });
        void refreshObjectives(session, dispatch, request, scope, ['indicator', 'task'])
          .then(async (objectives) => {
            // The counters the queue is checked against.
            if (objectives !== undefined) await request('reading the plan counters…', () => session.refreshCounters(scope));
            return objectives;
          })
          .then((objectives) => {
            const walk = dueOverlay(current())?.walk;
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
                status(
                  `nothing is due: every indicator is up to date and no open task is past its deadline (${checked}; the service's counters agree)`,
                  'success',
                );
              else status(`nothing due in what is known here: ${partialShort(coverage) ?? ''}`, 'info');
              return;
            }
            const ready = withDueItems(walk, items, partial);
            set(ready);
            status(
              `${dueAnnouncement(ready)} (${checked})${partial === null ? '' : ` · partial: ${partialShort(coverage) ?? ''}`}`,
              objectives === undefined ? 'error' : 'info',
            );
          });
      },
      enter() {
        const walk = dueOverlay(current())?.walk;
        const item = walk ? currentDueItem(walk) : undefined;
        if (!walk || !item) return;
        if (item.kind === 'task' || walk.field.trim() === '') step(walk, 'skipped');
        else void record(walk, item.id, item.name);
      },
      skip() {
        const walk = dueOverlay(current())?.walk;
        if (walk && currentDueItem(walk)) step(walk, 'skipped');
      },
      taskStatus() {
        const walk = dueOverlay(current())?.walk;
        const item = walk ? currentDueItem(walk) : undefined;
        if (item?.kind === 'task') tasks.pickTaskStatus(item.id);
        else
          status(
            `${keyOf('task-status', 'due')} changes the status of a task; type this indicator's value, or ${keyOf('due-skip', 'due')} skips it`,
            'info',
          );
      },
      edit() {
        const walk = dueOverlay(current())?.walk;
        const item = walk ? currentDueItem(walk) : undefined;
        if (item) edit(item.kind, item.id);
      },
      close() {
        const walk = dueOverlay(current())?.walk;
        dispatch({ type: 'pop-overlay' });
        if (walk?.items) status(`left the due queue at ${dueProgress(walk)}: ${dueSummary(walk)}`, 'info');
      },
      taskMoved(taskId) {
        const walk = dueOverlay(current())?.walk;
        const item = walk ? currentDueItem(walk) : undefined;
        if (walk && item?.kind === 'task' && item.id === taskId) step(walk, 'moved', `moved task “${item.name}”`);
      },
    };
  }, [session, dispatch, current, request, tasks, today, edit]);
}
