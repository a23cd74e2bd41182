// What the review walk's keys do to the walk itself: open, move, mark, close.
import type { ItemMark } from '../../domain/review-walk.js';
import { markItem } from '../../usecases/meeting/decisions.js';
import { meetingKey, meetingWalk, refreshMeeting, type MeetingScope } from '../../usecases/meeting/open-meeting.js';
import { isIndicatorItem } from '../../usecases/meeting/walk.js';
import type { Shell } from '../kernel/feature.js';
import { say } from '../kernel/status-line.js';
import { meetingOf } from './meeting-overlay.js';
import { begin, currentItem, newMeeting, selectNext, step, withWalk, type MeetingState } from './meeting-walk.js';

export function info(shell: Shell, text: string): void {
  say(shell, text, 'info');
}

function set(shell: Shell, meeting: MeetingState): void {
  shell.dispatch({ type: 'meeting-set', meeting });
}

/** The walk gathered from the index and the meeting's record. */
function gatheredWalk(shell: Shell, meeting: MeetingState) {
  return meetingWalk(shell.session.index, shell.session.meetings, {
    scope: meeting.scope,
    month: meeting.month,
    today: shell.today,
    fetchedAt: meeting.fetchedAt ?? new Date(shell.now()).toISOString(),
    hoshin: meeting.hoshin ?? null,
    nameOf: shell.session.people.nameOf,
  });
}

/** The walk gathered again (after a decision, an undo, a move); a walk not yet gathered is left alone. */
function regathered(shell: Shell, meeting: MeetingState): MeetingState {
  return meeting.walk === null ? meeting : withWalk(meeting, gatheredWalk(shell, meeting));
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
      const ready = withWalk(gathered, gathered.walk ?? gatheredWalk(shell, gathered));
      set(shell, ready);
      if (!failed && ready.walk)
        // No count here: the walk's counts and position are drawn from its state, and stay right when it changes.
        info(
          shell,
          ready.walk.pack.coverage.gaps.length === 0 ? 'nothing the service counts is missing here' : 'partial: see what is not known here',
        );
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

/** Esc or q: the meeting closes; opened by `hoshin review`, the console ends with it. */
export function closeMeeting(shell: Shell): void {
  shell.dispatch({ type: 'pop-overlay' });
  if (shell.session.opening?.review) shell.quit();
}
