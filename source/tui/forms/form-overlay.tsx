// Mounts <ResourceForm> for `e` and `n`: a refusal is thrown back so the form keeps every edit.
import type { ReactElement } from 'react';
import { kindSpec, writableFields, type KindName } from '../../catalogue/catalogue.js';
import { readDecimal, type JsonValue } from '../../catalogue/values.js';
import { dayForValue } from '../../usecases/record-value.js';
import { futureDayProblem, isOwnScheduledDay } from '../../domain/value-day.js';
import { HoshinError } from '../../core/errors.js';
import { readDay } from '../../domain/dates.js';
import { keptFields } from '../../index/kept-fields.js';
import { historyProgress, sortHistories } from '../../domain/indicator.js';
import { progressWords } from '../detail/indicator-figures.js';
import { formatValue } from '../chart/scale.js';
import { ResourceForm } from './resource-form.js';
import type { KeyContext } from '../kernel/feature.js';
import type { TypedAhead } from '../kernel/input/typed-ahead.js';
import type { FormOverlayState } from './form-overlays.js';
import type { ConsoleAction } from '../kernel/console-store.js';
import { titleOf } from '../tree/tree-shape.js';
import type { Session } from '../../usecases/session.js';
import { consoleOutcome } from './change-outcomes.js';
import { companyOfResource } from '../../domain/people-choice.js';
import { useFormPeople } from './use-form-people.js';
import { parentObjectivesOf } from '../../usecases/parent-objectives.js';

export interface FormHost {
  readonly session: Session;
  readonly dispatch: (action: ConsoleAction) => void;
  /** Shows the created resource in the tree, selected. */
  selectCreated(kind: KindName, id: number): void;
  status(text: string, tone: 'success' | 'error' | 'info'): void;
  /** Long text in $VISUAL/$EDITOR, with the terminal handed over meanwhile. */
  readonly openEditor?: (text: string) => Promise<string>;
  /** Keys typed while a form opens, held until it listens. */
  readonly typedAhead?: TypedAhead;
  /** The form's own key context (form, its picker, its discard question), for the footer. */
  readonly setFormContext: (context: KeyContext) => void;
  /** `YYYY-MM-DD`: the default day of a recorded value. */
  readonly today: string;
  /** Asks above the form whether to edit an existing resource instead (a recorded day that has a value); its form starts with `typed`. */
  askEditExisting(kind: KindName, id: number, question: string, typed?: Readonly<Record<string, unknown>>): void;
}

/** Fields of the record form (`v`): the day and value, the goal they are booked against, a comment. */
const RECORD_FIELDS = ['day', 'value', 'goal', 'comment'] as const;

/** The fields an edit form may show: a cut text only when its whole was fetched (saving never sends it back cut). */
function editableFields(
  kind: KindName,
  cut: readonly string[],
  overlay: { readonly fields?: readonly string[]; readonly texts?: Readonly<Record<string, unknown>> },
): readonly string[] | undefined {
  const missing = cut.filter((name) => !(overlay.texts && name in overlay.texts));
  if (missing.length === 0) return overlay.fields;
  return (overlay.fields ?? writableFields(kind).map((f) => f.name)).filter((name) => !missing.includes(name));
}

/** The goal a new value starts with: the newest known value's goal, else the indicator's. */
export function recordGoalDefault(
  indicator: Readonly<Record<string, unknown>> | null | undefined,
  histories: readonly Readonly<Record<string, unknown>>[],
): number | null {
  const withGoal = sortHistories(histories).filter((h) => readDecimal(h.goal) !== null);
  const newest = withGoal[withGoal.length - 1];
  return newest ? readDecimal(newest.goal) : readDecimal(indicator?.goal);
}

/** Runs a save with the spinner on; rethrows so the form can keep its edits and show why. */
async function saving<T>(host: FormHost, label: string, work: () => Promise<T>): Promise<T> {
  host.dispatch({ type: 'request-start', label });
  try {
    return await work();
  } finally {
    host.dispatch({ type: 'request-end' });
  }
}

interface FormOverlayProps {
  readonly host: FormHost;
  readonly overlay: FormOverlayState;
  readonly width: number;
  readonly height: number;
  /** False while a question of the shell (quit?) sits above the form. */
  readonly active: boolean;
}

export function FormOverlay({ host, overlay, width, height, active }: FormOverlayProps): ReactElement {
  const { session } = host;
  const spec = kindSpec(overlay.kind);
  const label = spec.label.toLowerCase();
  const close = () => host.dispatch({ type: 'pop-overlay' });
  const people = useFormPeople(session, formCompany(session, overlay));
  const common = {
    people,
    ...(overlay.kind === 'objective' ? { parentObjectives: parentObjectivesOf(session.index, objectivePlan(session, overlay)) } : {}),
    kind: overlay.kind,
    width,
    height,
    isActive: active,
    onCancel: close,
    onDirtyChange: (dirty: boolean) => host.dispatch({ type: 'form-dirty', dirty }),
    onLinesChange: (lines: boolean) => host.dispatch({ type: 'form-lines', lines }),
    onKeyContext: host.setFormContext,
    ...(host.openEditor ? { openEditor: host.openEditor } : {}),
    ...(host.typedAhead ? { typedAhead: host.typedAhead } : {}),
  };
  if (overlay.mode === 'edit') {
    const entry = session.index.get(overlay.kind, overlay.id);
    const resource = { ...(entry?.resource ?? { id: overlay.id }), ...(overlay.texts ?? {}) };
    const fields = editableFields(overlay.kind, entry?.cut ?? [], overlay);
    const onSubmit = async (values: Record<string, JsonValue>): Promise<void> => {
      const saved = await saving(host, `saving ${label} ${overlay.id}…`, () => session.update(overlay.kind, overlay.id, values));
      close();
      host.status(`saved ${label} “${titleOf(overlay.kind, saved, overlay.id)}”`, 'success');
    };
    return (
      <ResourceForm
        key={`edit:${overlay.kind}:${overlay.id}:${fields?.join(',') ?? ''}`}
        {...common}
        mode="edit"
        resource={resource}
        {...(fields ? { fields } : {})}
        {...(overlay.typed ? { typed: overlay.typed } : {})}
        onSubmit={onSubmit}
        onUnchanged={() => {
          close();
          host.status(`nothing changed in ${label} “${titleOf(overlay.kind, resource, overlay.id)}”; nothing sent`, 'info');
        }}
      />
    );
  }
  if (overlay.mode === 'record') return <RecordForm host={host} overlay={overlay} common={common} />;
  const parentKind = spec.parent;
  const parent =
    overlay.parentId !== null && parentKind && parentKind !== 'subscription'
      ? {
          label: kindSpec(parentKind).label.toLowerCase(),
          title: `“${titleOf(parentKind, session.index.get(parentKind, overlay.parentId)?.resource ?? undefined, overlay.parentId)}”`,
        }
      : undefined;
  const onSubmit = async (values: Record<string, JsonValue>): Promise<void> => {
    const created = await saving(host, `creating ${label}…`, () => session.create(overlay.kind, overlay.parentId, values));
    close();
    host.selectCreated(overlay.kind, created.id);
    host.status(`created ${label} “${titleOf(overlay.kind, created, created.id)}”`, 'success');
  };
  return (
    <ResourceForm
      key={`create:${overlay.kind}:${overlay.parentId ?? ''}`}
      {...common}
      mode="create"
      {...(parent ? { parent } : {})}
      {...(overlay.values ? { defaults: overlay.values } : {})}
      {...(overlay.title ? { title: overlay.title } : {})}
      onSubmit={onSubmit}
    />
  );
}

/** The company whose people a form chooses from: the edited resource's, or the new one's parent's. */
function formCompany(session: Session, overlay: FormOverlayState): number | null {
  if (overlay.mode === 'edit') return companyOfResource(overlay.kind, session.index.get(overlay.kind, overlay.id)?.resource);
  if (overlay.mode !== 'create' || overlay.parentId === null) return null;
  const parentKind = kindSpec(overlay.kind).parent;
  if (parentKind === null || parentKind === 'subscription') return null;
  if (parentKind === 'company') return overlay.parentId;
  return companyOfResource(parentKind, session.index.get(parentKind, overlay.parentId)?.resource);
}

/** The plan an objective form's objective is in: the edited one's hoshin, or that of the new one's area. */
function objectivePlan(session: Session, overlay: FormOverlayState): number | null {
  const resource =
    overlay.mode === 'edit'
      ? session.index.get('objective', overlay.id)?.resource
      : overlay.mode === 'create' && overlay.parentId !== null
        ? session.index.get('area', overlay.parentId)?.resource
        : undefined;
  const hoshin = resource?.hoshin_id;
  return typeof hoshin === 'number' ? hoshin : null;
}

type RecordOverlay = Extract<FormOverlayState, { mode: 'record' }>;

/** `v`: a new value of an indicator. The session plans and sends it; a known day asks to edit that value instead. */
function RecordForm({
  host,
  overlay,
  common,
}: {
  host: FormHost;
  overlay: RecordOverlay;
  common: Omit<Parameters<typeof ResourceForm>[0], 'mode' | 'onSubmit'>;
}): ReactElement {
  const { session } = host;
  const indicator = keptFields('indicator', session.index.get('indicator', overlay.indicatorId));
  const name = titleOf('indicator', indicator ?? undefined, overlay.indicatorId);
  const goal = recordGoalDefault(indicator, session.histories(overlay.indicatorId));
  // The day a value is for, as the service books one: the update it waits for when that has passed.
  const valueDay = indicator ? dayForValue(indicator, host.today) : { day: host.today, source: 'today' as const };
  const onSubmit = async (values: Record<string, JsonValue>): Promise<void> => {
    const day = readDay(values.day) as string;
    const value = values.value as number;
    // Refused before anything is read or sent: a value for a day that has not come.
    const future = indicator && isOwnScheduledDay(indicator, day, host.today) ? undefined : futureDayProblem(day, host.today);
    if (future !== undefined) throw new HoshinError('invalid', `${future}; hoshin record --allow-future takes it`);
    const outcome = await saving(host, `recording a value of indicator ${overlay.indicatorId}…`, () =>
      session
        .recordValue(
          overlay.indicatorId,
          {
            day,
            value,
            ...(typeof values.goal === 'number' ? { goal: values.goal } : {}),
            ...(typeof values.comment === 'string' && values.comment !== '' ? { comment: values.comment } : {}),
          },
          host.today,
        )
        .then(consoleOutcome),
    );
    if (outcome.type === 'duplicate') {
      const known = outcome.existing.value === null ? '' : ` (${formatValue(outcome.existing.value)})`;
      // The value just typed goes with the person into that value's form.
      host.askEditExisting('indicator_history', outcome.existing.id, `${day} already has a value${known}. Edit it?`, {
        value,
        // The goal only when the person changed it: the form's default is not theirs to carry over.
        ...(typeof values.goal === 'number' && values.goal !== goal ? { goal: values.goal } : {}),
        ...(typeof values.comment === 'string' && values.comment !== '' ? { comment: values.comment } : {}),
      });
      throw new HoshinError('invalid', `${day} already has a value${known}; record another day, or edit that one`);
    }
    host.dispatch({ type: 'pop-overlay' });
    if (outcome.type === 'already-there') {
      host.status(
        `already there: “${name}” holds ${formatValue(value)} on ${day}${outcome.moved ? '; the indicator is now moved to it' : ': nothing to record'}`,
        'success',
      );
      return;
    }
    if (outcome.indicatorError) {
      host.status(`recorded ${formatValue(value)} on ${day}, but the indicator was not moved: ${outcome.indicatorError}`, 'error');
      return;
    }
    const moved = outcome.indicator ? '' : ' · back-dated: the indicator keeps its current value';
    const which = day === valueDay.day && valueDay.source === 'scheduled' ? `on ${day}, the update it was waiting for` : `on ${day}`;
    const progress = historyProgress(outcome.history, session.index.get('indicator', overlay.indicatorId)?.resource ?? indicator ?? {});
    host.status(`recorded ${formatValue(value)} for “${name}” ${which} · ${progressWords(progress)}${moved}`, 'success');
  };
  return (
    <ResourceForm
      key={`record:${overlay.indicatorId}`}
      {...common}
      mode="create"
      fields={RECORD_FIELDS}
      defaults={{ day: valueDay.day, ...(goal === null ? {} : { goal }) }}
      title={`Record a value of ${name}${valueDay.source === 'scheduled' ? ` (day: the update due ${valueDay.day})` : ''}`}
      onSubmit={onSubmit}
    />
  );
}
