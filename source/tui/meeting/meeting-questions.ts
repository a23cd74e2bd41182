// What the meeting asks on its typed line, or says it cannot; written by meeting-decisions.ts.
import type { MeetingIndicator } from '../../usecases/meeting/walk.js';
import { cellMonth, countermeasurePlan } from '../forms/countermeasure.js';
import { webAddress } from '../tree/detail-lines.js';
import type { Shell } from '../kernel/feature.js';
import { info, targetTask } from './meeting-commands.js';
import { meetingOf } from './meeting-overlay.js';
import { currentIndicator, type EntryKind } from './meeting-walk.js';

function openEntry(shell: Shell, kind: EntryKind, text: string, prefilled = false): void {
  shell.dispatch({
    type: 'push-overlay',
    overlay: { type: 'meeting-entry', kind, text, ...(prefilled && text !== '' ? { prefilled } : {}) },
  });
}

/** A line that cannot be asked: said, and opened all the same, so text typed after the key is dropped, never read as keys. */
function refuseEntry(shell: Shell, reason: string): void {
  shell.dispatch({ type: 'push-overlay', overlay: { type: 'meeting-refused', text: '', reason } });
}

/** The indicator item the meeting is on, if any. */
function indicatorItem(shell: Shell): MeetingIndicator | undefined {
  const meeting = meetingOf(shell.current());
  return meeting ? currentIndicator(meeting) : undefined;
}

export function askValue(shell: Shell): void {
  const item = indicatorItem(shell);
  if (!item) info(shell, 'a value is recorded on an indicator whose month was never recorded');
  else if (item.cell.value !== null) refuseEntry(shell, `the month has its value (${String(item.cell.value)}): x writes its explanation`);
  else openEntry(shell, 'value', '');
}

export function askExplanation(shell: Shell): void {
  const item = indicatorItem(shell);
  if (!item) info(shell, "the month's explanation is written on an indicator's value");
  else if (item.cell.value === null) refuseEntry(shell, 'the month has no value to explain yet: v records it first');
  else if (item.cell.historyId === null)
    refuseEntry(
      shell,
      "the month's history value is not known here (the service cannot list them), so its comment cannot be written from here",
    );
  else openEntry(shell, 'comment', item.comment ?? '');
}

export function countermeasureFor(shell: Shell, item: MeetingIndicator) {
  const indicator = item.indicator;
  if (!indicator) return { ok: false as const, reason: 'the indicator is not known here' };
  return countermeasurePlan(
    indicator,
    cellMonth(item.cell),
    shell.today,
    webAddress(shell.session.info.baseUrl, 'indicator', indicator.id),
  );
}

export function askCountermeasure(shell: Shell): void {
  const item = indicatorItem(shell);
  const plan = item ? countermeasureFor(shell, item) : null;
  if (!plan) info(shell, 'a countermeasure answers a red indicator; s, d and o change this task');
  else if (!plan.ok) info(shell, plan.reason);
  else openEntry(shell, 'countermeasure', String(plan.values.name));
}

/** `d` and `o`: the selected countermeasure's (or the late task's) deadline or owner, typed on the line. */
function askTaskField(shell: Shell, kind: 'deadline' | 'owner'): void {
  const meeting = meetingOf(shell.current());
  const task = meeting ? targetTask(meeting) : 'no meeting';
  if (typeof task === 'string') refuseEntry(shell, task);
  else openEntry(shell, kind, task[kind] ?? '', true);
}

export function askDeadline(shell: Shell): void {
  askTaskField(shell, 'deadline');
}

export function askOwner(shell: Shell): void {
  askTaskField(shell, 'owner');
}
