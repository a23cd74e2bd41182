// The meeting's decisions: the typed line checked, then written through usecases/meeting/decisions.ts.
import { commaProblem, readTypedNumber } from '../../catalogue/typed-number.js';
import { isValidDate } from '../../catalogue/values.js';
import type { Resource } from '../../core/resource.js';
import { choiceProblem, choosePerson } from '../../domain/people-choice.js';
import { nextStatus, statusOf } from '../../domain/task.js';
import { changeCountermeasure, recordMissingValue, startCountermeasure, writeExplanation } from '../../usecases/meeting/decisions.js';
import { meetingKey } from '../../usecases/meeting/open-meeting.js';
import { isIndicatorItem, type MeetingItem } from '../../usecases/meeting/walk.js';
import type { RecordOutcome } from '../../usecases/record-outcome.js';
import type { Shell } from '../kernel/feature.js';
import { say } from '../kernel/status-line.js';
import { info, regather, targetTask } from './meeting-commands.js';
import { entryOnTop, meetingOf } from './meeting-overlay.js';
import { countermeasureFor } from './meeting-questions.js';
import { currentItem, type EntryKind, type MeetingState } from './meeting-walk.js';

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

/** A decision the typed line sends, and what the status line says of it. */
type Decision = { readonly label: string; readonly work: (desk: Desk) => Promise<string> };

/** Enter on the typed line: checked first (nothing sent for what cannot be taken), then written. */
export function saveEntry(shell: Shell): void {
  const state = shell.current();
  const entry = entryOnTop(state);
  const meeting = meetingOf(state);
  const item = meeting ? currentItem(meeting) : undefined;
  if (!entry || !meeting || !item) return;
  const decision = entryDecision(shell, entry.kind, entry.text.trim(), meeting, item);
  if (typeof decision === 'string') say(shell, decision, 'error');
  if (typeof decision === 'string' || decision === undefined) return;
  shell.dispatch({ type: 'pop-overlay' });
  if (decision) decide(shell, decision.label, decision.work);
}

/** What the typed line asks to send; a string refuses it (nothing sent), null closes it, undefined does nothing. */
function entryDecision(
  shell: Shell,
  kind: EntryKind,
  text: string,
  meeting: MeetingState,
  item: MeetingItem,
): Decision | string | null | undefined {
  switch (kind) {
    case 'value': {
      const reading = readTypedNumber(text);
      if (!reading.ok) return reading.reason === 'form' ? `"${text}" is not a number` : commaProblem(text, reading);
      if (!isIndicatorItem(item)) return undefined;
      return {
        label: 'recording the value',
        work: async (desk) =>
          valueWords(await recordMissingValue(desk, item.item.key, item.item.indicatorId, Number(reading.text), shell.today)),
      };
    }
    case 'comment': {
      const historyId = isIndicatorItem(item) ? item.cell.historyId : null;
      if (historyId === null) return undefined;
      return {
        label: "writing the month's explanation",
        work: async (desk) => {
          await writeExplanation(desk, item.item.key, historyId, text);
          return `the explanation of ${item.item.name} is written`;
        },
      };
    }
    case 'countermeasure': {
      if (text === '') return 'a countermeasure needs a name';
      if (!isIndicatorItem(item)) return undefined;
      const plan = countermeasureFor(shell, item);
      if (!plan.ok) return plan.reason;
      return {
        label: 'starting the countermeasure',
        work: async (desk) => {
          const task = await startCountermeasure(desk, item.item.key, plan.objectiveId, { ...plan.values, name: text });
          return `started: ${typeof task.name === 'string' ? task.name : text} (deadline ${String(plan.values.deadline)}; d and o change them)`;
        },
      };
    }
    case 'deadline': {
      const task = targetTask(meeting);
      if (typeof task === 'string') return task;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || !isValidDate(text)) return `"${text}" is not a day YYYY-MM-DD`;
      return {
        label: 'changing the deadline',
        work: async (desk) => {
          await changeCountermeasure(desk, item.item.key, task.id, { deadline: text });
          return `${task.name}: deadline ${text}`;
        },
      };
    }
    case 'owner': {
      const task = targetTask(meeting);
      if (typeof task === 'string') return task;
      const resource: Resource | null = shell.session.index.get('task', task.id)?.resource ?? null;
      const company = typeof resource?.company_id === 'number' ? resource.company_id : null;
      const people = shell.session.people.peopleOf(company);
      const choice = choosePerson(people ?? [], text);
      if (choice.type !== 'id') return choiceProblem(choice, text, people !== null);
      return {
        label: 'changing the owner',
        work: async (desk) => {
          await changeCountermeasure(desk, item.item.key, task.id, { responsible_id: choice.id });
          return `${task.name}: owner ${shell.session.people.nameOf(company, choice.id) ?? `user ${choice.id}`}`;
        },
      };
    }
  }
}
