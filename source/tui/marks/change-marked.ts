// `B`: what to change of every marked row, its value, one preview (each read fresh) and one
// question; Yes sends them as one group of the journal (usecases/bulk-change.ts).
import type { KindName } from '../../catalogue/catalogue.js';
import type { JsonValue } from '../../catalogue/values.js';
import { addDays, endOfMonth } from '../../domain/dates.js';
import { companyOfResource } from '../../domain/people-choice.js';
import { BOARD_STATUSES } from '../../domain/task.js';
import { bulkCounts, bulkItemText, valuesText, type BulkItem, type BulkPlan } from '../../usecases/bulk-change.js';
import { createConfirm } from '../dialogs/confirm-state.js';
import { question } from '../dialogs/dialog-overlays.js';
import { createPicker, valueOptions, type PickerOption } from '../dialogs/picker-state.js';
import type { Shell } from '../kernel/feature.js';
import { fitText, modalWidthOf, textWidth } from '../kernel/layout.js';
import { say } from '../kernel/status-line.js';
import { messageOf } from '../kernel/use-requests.js';
import { markedResources } from '../tree/marks.js';

type Target = { readonly kind: KindName; readonly id: number };
type Field = 'status' | 'owner' | 'deadline';

function pick(
  shell: Shell,
  purpose: string,
  title: string,
  options: readonly PickerOption[],
  choose: (shell: Shell, value: string) => void,
): void {
  shell.dispatch({ type: 'push-overlay', overlay: { type: 'picker', purpose, picker: createPicker(title, options), choose } });
}

/** The deadlines offered: a week, two, a month from today, the end of this month and the next. */
function deadlineOptions(today: string): PickerOption[] {
  const days: [string, string][] = [
    [addDays(today, 7), 'in a week'],
    [addDays(today, 14), 'in two weeks'],
    [addDays(today, 30), 'in 30 days'],
    [endOfMonth(today), 'end of this month'],
    [endOfMonth(today, 1), 'end of next month'],
  ];
  return days.map(([value, hint]) => ({ value, label: value, hint }));
}

/** The marked rows a field applies to: status and deadline are a task's; an owner, any resource's with one. */
function targetsFor(field: Field, marked: readonly Target[]): Target[] {
  return field === 'owner' ? marked.filter((t) => t.kind !== 'company' && t.kind !== 'hoshin') : marked.filter((t) => t.kind === 'task');
}

export function changeMarked(shell: Shell): void {
  const marked = markedResources(shell.current().nav.marked);
  const options: PickerOption[] = [
    { value: 'status', label: 'status', hint: `${targetsFor('status', marked).length} tasks` },
    { value: 'owner', label: 'owner', hint: `${targetsFor('owner', marked).length} with a responsible` },
    { value: 'deadline', label: 'deadline', hint: `${targetsFor('deadline', marked).length} tasks` },
  ];
  pick(shell, 'marked-field', `Change ${marked.length} marked: which field?`, options, (chosen, value) => {
    const field = value as Field;
    const targets = targetsFor(field, marked);
    if (targets.length === 0) {
      say(chosen, `none of the marked rows has a ${field}`, 'info');
      return;
    }
    if (field === 'status')
      pick(
        chosen,
        'marked-status',
        `Status of ${targets.length} marked tasks`,
        valueOptions(BOARD_STATUSES),
        (shell2, status) => void preview(shell2, targets, `status ${status}`, { status }),
      );
    else if (field === 'deadline')
      pick(
        chosen,
        'marked-deadline',
        `Deadline of ${targets.length} marked tasks`,
        deadlineOptions(chosen.today),
        (shell2, day) => void preview(shell2, targets, `deadline ${day}`, { deadline: day }),
      );
    else void pickOwner(chosen, targets);
  });
}

/** The people of the one company the marked rows are in (loaded first), as a picker. */
async function pickOwner(shell: Shell, targets: readonly Target[]): Promise<void> {
  const companies = new Set(targets.map((t) => companyOfResource(t.kind, shell.source.resource(t.kind, t.id))));
  const [company] = [...companies];
  if (companies.size !== 1 || company === undefined || company === null) {
    say(shell, 'the marked rows are in several companies (or one not known): mark rows of one company to change their owner', 'error');
    return;
  }
  await shell.request('reading the people of the company…', () => shell.session.people.load(company));
  const people = shell.session.people.peopleOf(company) ?? [];
  if (people.length === 0) {
    say(shell, `no people known in company ${company}`, 'error');
    return;
  }
  const options = people.map((person) => ({ value: String(person.id), label: person.name }));
  pick(shell, 'marked-owner', `Owner of ${targets.length} marked`, options, (chosen, id) => {
    const name = people.find((person) => String(person.id) === id)?.name ?? `user ${id}`;
    void preview(chosen, targets, `owner ${name}`, { responsible_id: Number(id) });
  });
}

/** Each target read fresh, then one question naming every change (as many lines as the screen has room for). */
async function preview(shell: Shell, targets: readonly Target[], what: string, values: Readonly<Record<string, JsonValue>>): Promise<void> {
  const label = `change ${targets.length} marked: ${what}`;
  const plan = await shell.request(`reading ${targets.length} marked…`, () => shell.session.planBulk(label, targets, () => values));
  if (!plan) return;
  const counts = bulkCounts(plan);
  if (counts['to-send'] === 0) {
    say(shell, `${label}: every one is so already; nothing to send`, 'info');
    return;
  }
  const room = Math.max(3, shell.layout.bodyHeight - 8);
  // Inside the question's border and padding: one line per change, the change whole, the name cut.
  const width = Math.max(20, modalWidthOf(shell.layout.width) - 4);
  const lines = plan.items.map((item) => previewLine(item, width));
  const shown = lines.length > room ? [...lines.slice(0, room - 1), `and ${lines.length - room + 1} more`] : lines;
  const state = createConfirm({
    title: `Change ${counts['to-send']} of ${plan.items.length}? (${what})`,
    message: shown.join('\n'),
    confirmLabel: `Change ${counts['to-send']}`,
  });
  shell.dispatch({
    type: 'push-overlay',
    overlay: question('change-marked', state, (answered) => {
      answered.dispatch({ type: 'pop-overlay' });
      void send(answered, plan);
    }),
  });
}

/** `task 204 "Heat recovery…": status: backlog -> active`, the name giving way to the change. */
function previewLine(item: BulkItem, width: number): string {
  const change = item.state === 'to-send' ? valuesText(item) : bulkItemText(item).slice(item.label.length + 2);
  return `${fitText(item.label, Math.max(8, width - textWidth(change) - 2))}: ${fitText(change, width - 10)}`;
}

async function send(shell: Shell, plan: BulkPlan): Promise<void> {
  const result = await shell.request(
    `changing ${bulkCounts(plan)['to-send']}…`,
    () => shell.session.runBulk(plan),
    (error) => say(shell, `not changed: ${messageOf(error)}`, 'error'),
  );
  if (!result) return;
  const counts = bulkCounts(result);
  const missed = result.items.filter((item) => item.state === 'refused' || item.state === 'unknown' || item.state === 'not-sent');
  const undo = result.group ? `; z (or hoshin undo ${result.group}) puts them back` : '';
  const head = `changed ${counts.done} of ${counts.done + missed.length}${undo}`;
  if (missed.length === 0) {
    shell.dispatch({ type: 'marks', change: { type: 'clear' } });
    say(shell, head, 'success');
    return;
  }
  say(shell, `${head}; NOT changed: ${missed.map(bulkItemText).join('; ')}`, 'error');
}
