// What the review walk's keys do: open the meeting (the plan read again, then the walk), move,
// mark, and each decision written through the meeting's use cases (meeting/decisions.ts), which
// journal it; the walk is gathered again from the index after each, so the screen shows what the
// service now holds.
import { readTypedNumber, commaProblem } from '../../catalogue/typed-number.js';
import { isValidDate } from '../../catalogue/values.js';
import type { Resource } from '../../core/resource.js';
import { choosePerson, choiceProblem } from '../../domain/people-choice.js';
import type { ItemMark } from '../../domain/review-walk.js';
import { nextStatus, statusOf } from '../../domain/task.js';
import {
  changeCountermeasure,
  markItem,
  recordMissingValue,
  startCountermeasure,
  writeExplanation,
} from '../../usecases/meeting/decisions.js';
import { meetingKey, meetingWalk, refreshMeeting, type MeetingScope } from '../../usecases/meeting/open-meeting.js';
import { isIndicatorItem, type MeetingIndicator, type MeetingItem } from '../../usecases/meeting/walk.js';
import type { RecordOutcome } from '../../usecases/record-value.js';
import { cellMonth, countermeasurePlan } from '../countermeasure/countermeasure.js';
import { webAddress } from '../detail/detail-lines.js';
import type { Shell } from '../kernel/feature.js';
import { say } from '../kernel/status-line.js';
import { entryOnTop, meetingOf } from './meeting-overlay.js';
import {
  begin,
  currentIndicator,
  currentItem,
  newMeeting,
  selectNext,
  step,
  withWalk,
  type EntryKind,
  type MeetingState,
} from './meeting-walk.js';

function info(shell: Shell, text: string): void {
  say(shell, text, 'info');
}

function set(shell: Shell, meeting: MeetingState): void {
  shell.dispatch({ type: 'meeting-set', meeting });
}

/** The walk gathered again from the index and the meeting's record (after a decision, an undo, a move). */
function regathered(shell: Shell, meeting: MeetingState): MeetingState {
  if (meeting.walk === null) return meeting;
  const walk = meetingWalk(shell.session.index, shell.session.meetings, {
    scope: meeting.scope,
    month: meeting.month,
    today: shell.today,
    fetchedAt: meeting.fetchedAt ?? new Date(shell.now()).toISOString(),
    hoshin: meeting.hoshin ?? null,
    nameOf: shell.session.people.nameOf,
  });
  return withWalk(meeting, walk);
}

export function regather(shell: Shell): void {
  const meeting = meetingOf(shell.current());
  if (meeting) set(shell, regathered(shell, meeting));
}

/** Opens the meeting: the plan read again (the spinner says so), then the walk from what is known. */
export function openMeeting(shell: Shell, scope: MeetingScope, month: string): void {
  const { session, dispatch } = shell;
  dispatch({ type: 'push-overlay', overlay: { type: 'meeting', meeting: newMeeting(scope, month) } });
  let failed = false;
  void shell
    .request(
      'reading the plan for the review…',
      async () => {
        const hoshin = await refreshMeeting(session.client, session.index, scope);
        if (typeof hoshin?.company_id === 'number') await session.people.load(hoshin.company_id);
        return hoshin;
      },
      (error) => {
        failed = true;
        say(
          shell,
          `the plan could not be read again (${error instanceof Error ? error.message : String(error)}): walking what is known here`,
          'error',
        );
      },
    )
    .then((hoshin) => {
      const meeting = meetingOf(shell.current());
      // Left meanwhile.
      if (!meeting || meeting.walk !== null) return;
      const gathered = regathered(shell, { ...meeting, hoshin: hoshin ?? null, fetchedAt: new Date(shell.now()).toISOString() });
      const ready = withWalk(gathered, gathered.walk ?? emptyWalkOf(shell, gathered));
      set(shell, ready);
      if (!failed && ready.walk)
        // No count here: the walk's counts and position are drawn from its state, and stay right when it changes.
        info(
          shell,
          ready.walk.pack.coverage.gaps.length === 0 ? 'nothing the service counts is missing here' : 'partial: see what is not known here',
        );
    });
}

/** The first gathering (regathered leaves a walk not yet gathered alone). */
function emptyWalkOf(shell: Shell, meeting: MeetingState) {
  return meetingWalk(shell.session.index, shell.session.meetings, {
    scope: meeting.scope,
    month: meeting.month,
    today: shell.today,
    fetchedAt: meeting.fetchedAt ?? new Date(shell.now()).toISOString(),
    hoshin: meeting.hoshin ?? null,
    nameOf: shell.session.people.nameOf,
  });
}

export function move(shell: Shell, delta: -1 | 1): void {
  const meeting = meetingOf(shell.current());
  if (meeting?.walk) set(shell, step(regathered(shell, meeting), delta));
}

export function selectCountermeasure(shell: Shell): void {
  const meeting = meetingOf(shell.current());
  if (meeting) set(shell, selectNext(meeting));
}

/** Enter and `e`: on the opening screen, begin where the meeting stopped; on an item, mark it and go on. */
export function markAndGo(shell: Shell, mark: ItemMark): void {
  const meeting = meetingOf(shell.current());
  if (!meeting?.walk) return;
  if (meeting.position < 0) {
    set(shell, begin(regathered(shell, meeting)));
    return;
  }
  const item = currentItem(meeting);
  if (!item) {
    info(shell, 'the walk is done: esc leaves the meeting; its minutes are in hoshin report');
    return;
  }
  // A presenter's screen changes nothing: the walk goes on unmarked.
  if (shell.current().readOnly) {
    set(shell, step(meeting, 1));
    return;
  }
  markItem(shell.session.meetingDesk(meetingKey(meeting.scope, meeting.month)), item.item.key, mark);
  const after = step(regathered(shell, meeting), 1);
  set(shell, after);
  info(shell, `${mark === 'reviewed' ? 'reviewed' : 'to escalate'}: ${item.item.name}`);
}

export function unmark(shell: Shell): void {
  const meeting = meetingOf(shell.current());
  const item = meeting ? currentItem(meeting) : undefined;
  if (!meeting || !item) return;
  if (!meeting.walk?.marks.has(item.item.key)) {
    info(shell, 'this item is not marked');
    return;
  }
  markItem(shell.session.meetingDesk(meetingKey(meeting.scope, meeting.month)), item.item.key, null);
  set(shell, regathered(shell, meeting));
  info(shell, `the mark of ${item.item.name} is taken back`);
}

/** The task `s`, `d` and `o` change: the selected countermeasure, or the late task itself. */
export function targetTask(
  meeting: MeetingState,
): { readonly id: number; readonly name: string; readonly owner: string | null; readonly deadline: string | null } | string {
  const item = currentItem(meeting);
  if (!item) return 'no item is on screen';
  if (!isIndicatorItem(item)) return { id: item.task.id, name: item.task.name, owner: item.task.owner, deadline: item.task.deadline };
  const task = item.countermeasures[meeting.selected];
  return task
    ? { id: task.id, name: task.name, owner: task.owner, deadline: task.deadline }
    : 'this item has no countermeasure yet: c starts one';
}

function openEntry(shell: Shell, kind: EntryKind, text: string, prefilled = false): void {
  shell.dispatch({
    type: 'push-overlay',
    overlay: { type: 'meeting-entry', kind, text, ...(prefilled && text !== '' ? { prefilled } : {}) },
  });
}

/**
 * A line that cannot be asked (x on a month with no value): said, and opened all the same, so a
 * sentence typed straight after the key is held as text and dropped, never read as decisions (e, d).
 */
function refuseEntry(shell: Shell, reason: string): void {
  shell.dispatch({ type: 'push-overlay', overlay: { type: 'meeting-entry', kind: 'refused', text: '', reason } });
}

export function askValue(shell: Shell): void {
  const meeting = meetingOf(shell.current());
  const item = meeting ? currentIndicator(meeting) : undefined;
  if (!item) {
    info(shell, 'a value is recorded on an indicator whose month was never recorded');
    return;
  }
  if (item.cell.value !== null) {
    refuseEntry(shell, `the month has its value (${String(item.cell.value)}): x writes its explanation`);
    return;
  }
  openEntry(shell, 'value', '');
}

export function askExplanation(shell: Shell): void {
  const meeting = meetingOf(shell.current());
  const item = meeting ? currentIndicator(meeting) : undefined;
  if (!item) {
    info(shell, "the month's explanation is written on an indicator's value");
    return;
  }
  if (item.cell.value === null) {
    refuseEntry(shell, 'the month has no value to explain yet: v records it first');
    return;
  }
  if (item.cell.historyId === null) {
    refuseEntry(
      shell,
      "the month's history value is not known here (the service cannot list them), so its comment cannot be written from here",
    );
    return;
  }
  openEntry(shell, 'comment', item.comment ?? '');
}

function countermeasureFor(shell: Shell, item: MeetingIndicator) {
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
  const meeting = meetingOf(shell.current());
  const item = meeting ? currentIndicator(meeting) : undefined;
  if (!item) {
    info(shell, 'a countermeasure answers a red indicator; s, d and o change this task');
    return;
  }
  const plan = countermeasureFor(shell, item);
  if (!plan.ok) {
    info(shell, plan.reason);
    return;
  }
  openEntry(shell, 'countermeasure', String(plan.values.name));
}

/** `d` and `o`: the selected countermeasure's (or the late task's) deadline or owner, typed on the line. */
function askTaskField(shell: Shell, kind: 'deadline' | 'owner'): void {
  const meeting = meetingOf(shell.current());
  const task = meeting ? targetTask(meeting) : 'no meeting';
  if (typeof task === 'string') {
    refuseEntry(shell, task);
    return;
  }
  openEntry(shell, kind, task[kind] ?? '', true);
}

export function askDeadline(shell: Shell): void {
  askTaskField(shell, 'deadline');
}

export function askOwner(shell: Shell): void {
  askTaskField(shell, 'owner');
}

/** `s`: the task's next status, as the board moves it. */
export function nextTaskStatus(shell: Shell): void {
  const meeting = meetingOf(shell.current());
  const task = meeting ? targetTask(meeting) : 'no meeting';
  if (!meeting || typeof task === 'string') {
    info(shell, typeof task === 'string' ? task : 'no meeting');
    return;
  }
  const item = currentItem(meeting) as MeetingItem;
  const resource = shell.session.index.get('task', task.id)?.resource;
  const next = nextStatus(statusOf(resource ?? { id: task.id }));
  if (next === null) {
    info(shell, `${task.name} is ${statusOf(resource ?? { id: task.id })}: it has no next status`);
    return;
  }
  decide(shell, `moving ${task.name} to ${next}`, async (desk) => {
    await changeCountermeasure(desk, item.item.key, task.id, { status: next });
    return `${task.name}: ${next}`;
  });
}

type Desk = ReturnType<Shell['session']['meetingDesk']>;

/** Sends a decision with the spinner, then shows the walk as it now stands and says what was done. */
function decide(shell: Shell, label: string, work: (desk: Desk) => Promise<string>): void {
  const meeting = meetingOf(shell.current());
  if (!meeting) return;
  const desk = shell.session.meetingDesk(meetingKey(meeting.scope, meeting.month));
  void shell
    .request(label, () => work(desk))
    .then((said) => {
      regather(shell);
      if (said !== undefined) say(shell, said, 'success');
    });
}

function valueWords(outcome: RecordOutcome): string {
  switch (outcome.type) {
    case 'recorded':
    case 'unmoved':
      return `recorded for ${outcome.day}`;
    case 'finished':
      return `the value for ${outcome.day} was there; the indicator now shows it`;
    case 'skipped':
      return `${outcome.day} already holds this value: nothing sent twice`;
    case 'conflict':
      return `${outcome.day} already holds another value${outcome.existing === null ? '' : ` (${String(outcome.existing)})`}: nothing overwritten`;
    case 'failed':
      return outcome.error.message;
    default:
      return outcome.type;
  }
}

/** Enter on the typed line: checked first (nothing sent for what cannot be taken), then written. */
export function saveEntry(shell: Shell): void {
  const state = shell.current();
  const entry = entryOnTop(state);
  const meeting = meetingOf(state);
  const item = meeting ? currentItem(meeting) : undefined;
  if (!entry || !meeting || !item) return;
  const text = entry.text.trim();
  const refuse = (why: string) => say(shell, why, 'error');
  const done = () => shell.dispatch({ type: 'pop-overlay' });
  switch (entry.kind) {
    case 'refused':
      // Nothing was asked: what was typed is dropped, and nothing is sent.
      done();
      return;
    case 'value': {
      const reading = readTypedNumber(text);
      if (!reading.ok) {
        refuse(reading.reason === 'form' ? `"${text}" is not a number` : commaProblem(text, reading));
        return;
      }
      if (!isIndicatorItem(item)) return;
      done();
      decide(shell, 'recording the value', async (desk) => {
        const outcome = await recordMissingValue(desk, item.item.key, item.item.indicatorId, Number(reading.text), shell.today);
        return valueWords(outcome);
      });
      return;
    }
    case 'comment':
      if (!isIndicatorItem(item) || item.cell.historyId === null) return;
      done();
      decide(shell, "writing the month's explanation", async (desk) => {
        await writeExplanation(desk, item.item.key, item.cell.historyId as number, text);
        return `the explanation of ${item.item.name} is written`;
      });
      return;
    case 'countermeasure': {
      if (text === '') {
        refuse('a countermeasure needs a name');
        return;
      }
      if (!isIndicatorItem(item)) return;
      const plan = countermeasureFor(shell, item);
      if (!plan.ok) {
        refuse(plan.reason);
        return;
      }
      done();
      decide(shell, 'starting the countermeasure', async (desk) => {
        const task = await startCountermeasure(desk, item.item.key, plan.objectiveId, { ...plan.values, name: text });
        return `started: ${typeof task.name === 'string' ? task.name : text} (deadline ${String(plan.values.deadline)}; d and o change them)`;
      });
      return;
    }
    case 'deadline': {
      const task = targetTask(meeting);
      if (typeof task === 'string') {
        refuse(task);
        return;
      }
      if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || !isValidDate(text)) {
        refuse(`"${text}" is not a day YYYY-MM-DD`);
        return;
      }
      done();
      decide(shell, 'changing the deadline', async (desk) => {
        await changeCountermeasure(desk, item.item.key, task.id, { deadline: text });
        return `${task.name}: deadline ${text}`;
      });
      return;
    }
    case 'owner': {
      const task = targetTask(meeting);
      if (typeof task === 'string') {
        refuse(task);
        return;
      }
      const resource: Resource | null = shell.session.index.get('task', task.id)?.resource ?? null;
      const company = typeof resource?.company_id === 'number' ? resource.company_id : null;
      const people = shell.session.people.peopleOf(company);
      const choice = choosePerson(people ?? [], text);
      if (choice.type !== 'id') {
        refuse(choiceProblem(choice, text, people !== null));
        return;
      }
      done();
      decide(shell, 'changing the owner', async (desk) => {
        await changeCountermeasure(desk, item.item.key, task.id, { responsible_id: choice.id });
        return `${task.name}: owner ${shell.session.people.nameOf(company, choice.id) ?? `user ${choice.id}`}`;
      });
      return;
    }
  }
}

/** Esc or q: the meeting closes; opened by `hoshin review`, the console ends with it. */
export function closeMeeting(shell: Shell): void {
  shell.dispatch({ type: 'pop-overlay' });
  if (shell.session.opening?.review) shell.quit();
}
