// The due walk's keys: a typed value and Enter records it as `v` does, `s` moves a task, Enter or
// `n` skips, `e` edits, Esc leaves with the tally.
import { historyProgress } from '../../domain/indicator.js';
import { futureDayProblem, isOwnScheduledDay } from '../../domain/value-day.js';
import { keptFields } from '../../index/kept-fields.js';
import { progressWords } from '../detail/indicator-figures.js';
import { formatValue } from '../chart/scale.js';
import type { Shell } from '../kernel/feature.js';
import { keyOf } from '../kernel/keys.js';
import { READ_ONLY_REASON } from '../kernel/refusals.js';
import { say } from '../kernel/status-line.js';
import { messageOf } from '../kernel/use-requests.js';
import { pickTaskStatus } from '../forms/task-status.js';
import { consoleOutcome } from '../forms/change-outcomes.js';
import { editResource } from '../forms/resource-changes.js';
import { HISTORY_TABLE } from '../tree/keys.js';
import { dueOnTop } from './due-overlay.js';
import {
  advanceDue,
  currentDueItem,
  dueDay,
  dueProgress,
  dueSummary,
  isDueDone,
  parseDueDay,
  parseDueValue,
  withDueError,
  type DueOutcome,
  type DueWalk,
} from './due-walk.js';
import { DUE_DAY, DUE_SKIP } from './keys.js';

/** "3 of 7: indicator “OEE line 2 (%)”, overdue". */
export function dueAnnouncement(walk: DueWalk): string {
  const item = currentDueItem(walk);
  return item ? `${dueProgress(walk)}: ${item.kind} “${item.name}”, ${item.status}` : dueProgress(walk);
}

const setWalk = (shell: Shell, walk: DueWalk): void => shell.dispatch({ type: 'due-set', walk });

/** On to the next item (or out, once the last is done), saying what happened and where the walk is. */
function step(shell: Shell, walk: DueWalk, outcome: DueOutcome, said?: string): void {
  const next = advanceDue(walk, outcome);
  const before = said === undefined ? '' : `${said} · `;
  if (isDueDone(next)) {
    shell.dispatch({ type: 'pop-overlay' });
    say(shell, `${before}the due queue is done: ${dueSummary(next)}`, 'success');
    return;
  }
  setWalk(shell, next);
  say(shell, `${before}${dueAnnouncement(next)}`, said === undefined ? 'info' : 'success');
}

/** The walk is still on this item (keys typed while a request ran may have moved it). */
function stillOn(shell: Shell, position: number): DueWalk | undefined {
  const walk = dueOnTop(shell.current())?.walk;
  return walk && walk.position === position ? walk : undefined;
}

async function record(shell: Shell, walk: DueWalk, indicatorId: number, name: string): Promise<void> {
  const { session, today } = shell;
  const parsed = parseDueValue(walk.field);
  if (!parsed.ok) {
    setWalk(shell, withDueError(walk, parsed.error));
    return;
  }
  if (shell.current().readOnly) {
    setWalk(shell, withDueError(walk, READ_ONLY_REASON));
    return;
  }
  const typedDay = parseDueDay(dueDay(walk) ?? today);
  if (!typedDay.ok) {
    setWalk(shell, withDueError({ ...walk, focus: 'day' }, typedDay.error));
    return;
  }
  const { day } = typedDay;
  const indicator = keptFields('indicator', session.index.get('indicator', indicatorId));
  const future = indicator && isOwnScheduledDay(indicator, day, today) ? undefined : futureDayProblem(day, today);
  if (future !== undefined) {
    setWalk(shell, withDueError({ ...walk, focus: 'day' }, `${future}; hoshin record --allow-future takes it`));
    return;
  }
  const value = parsed.value;
  const outcome = await shell.request(
    `recording ${formatValue(value)} for indicator ${indicatorId} on ${day}…`,
    () => session.recordValue(indicatorId, { day, value }, today).then(consoleOutcome),
    (error) => {
      const now = stillOn(shell, walk.position);
      if (now) setWalk(shell, withDueError(now, messageOf(error)));
    },
  );
  const now = stillOn(shell, walk.position);
  if (!outcome || !now) return;
  if (outcome.type === 'duplicate') {
    const known = outcome.existing.value === null ? '' : ` (${formatValue(outcome.existing.value)})`;
    const ways = `${keyOf(DUE_DAY)} picks another day, ${keyOf(DUE_SKIP)} skips; ${keyOf(HISTORY_TABLE)} on the indicator edits it`;
    setWalk(shell, withDueError(now, `${day} already has a value${known}: ${ways}`));
    return;
  }
  const which = `on ${day}`;
  if (outcome.type === 'already-there') {
    const moved = outcome.moved ? '; moved the indicator to it' : '';
    step(shell, now, 'recorded', `already there: “${name}” holds ${formatValue(value)} ${which}${moved}`);
    return;
  }
  const moved = outcome.indicatorError ? ` (the indicator was not moved: ${outcome.indicatorError})` : '';
  const progress = historyProgress(outcome.history, session.index.get('indicator', indicatorId)?.resource ?? {});
  step(shell, now, 'recorded', `recorded ${formatValue(value)} for “${name}” ${which}, ${progressWords(progress)}${moved}`);
}

/** Enter: the typed value recorded; on a task, or with nothing typed, the item skipped. */
export function enterDue(shell: Shell): void {
  const walk = dueOnTop(shell.current())?.walk;
  const item = walk ? currentDueItem(walk) : undefined;
  if (!walk || !item) return;
  if (item.kind === 'task' || walk.field.trim() === '') step(shell, walk, 'skipped');
  else void record(shell, walk, item.id, item.name);
}

export function skipDue(shell: Shell): void {
  const walk = dueOnTop(shell.current())?.walk;
  if (walk && currentDueItem(walk)) step(shell, walk, 'skipped');
}

/** A task's status was changed from the walk: it moves on when that task is still the item. */
function taskMoved(shell: Shell, taskId: number): void {
  const walk = dueOnTop(shell.current())?.walk;
  const item = walk ? currentDueItem(walk) : undefined;
  if (walk && item?.kind === 'task' && item.id === taskId) step(shell, walk, 'moved', `moved task “${item.name}”`);
}

/** `s` on a task (off one the key is refused before it gets here). */
export function taskStatusOfItem(shell: Shell): void {
  const walk = dueOnTop(shell.current())?.walk;
  const item = walk ? currentDueItem(walk) : undefined;
  if (item?.kind === 'task') pickTaskStatus(shell, item.id, taskMoved);
}

/** `e`: the current item's edit form (a late task's deadline is pushed there). */
export function editItem(shell: Shell): void {
  const walk = dueOnTop(shell.current())?.walk;
  const item = walk ? currentDueItem(walk) : undefined;
  if (item) editResource(shell, item.kind, item.id);
}

export function closeDue(shell: Shell): void {
  const walk = dueOnTop(shell.current())?.walk;
  shell.dispatch({ type: 'pop-overlay' });
  if (walk?.items) say(shell, `left the due queue at ${dueProgress(walk)}: ${dueSummary(walk)}`, 'info');
}
