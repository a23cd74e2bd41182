// <ResourceForm>: a create or edit form for any kind, from the catalogue. It never talks to the
// service; onSubmit does, and throws HoshinError to refuse.
import { moreMark } from '../../terminal/glyphs.js';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { Box, Text, useInput } from 'ink';
import { kindSpec, type KindName } from '../../catalogue/catalogue.js';
import type { Person } from '../../domain/people-choice.js';
import type { ParentObjectives } from './form-state.js';
import type { JsonValue } from '../../catalogue/values.js';
import { isHoshinError } from '../../core/errors.js';
import type { KeyContext } from '../kernel/feature.js';
import type { KeyFlags } from '../kernel/input/key-name.js';
import { useTheme } from '../kernel/theme.js';
import { editKeysFor } from '../kernel/input/keys.js';
import type { TypedAhead } from '../kernel/input/typed-ahead.js';
import { PickerView } from '../dialogs/picker.js';
import { PeoplePickerView } from './people-picker-view.js';
import { ConfirmView } from '../dialogs/confirm-dialog.js';
import { createFormState, type FormMode, type Resource } from './form-state.js';
import { formReducer } from './form-reducer.js';
import { fieldHint, fieldMessages, focusedField, isDirty, takesLines } from './form-derived.js';
import {
  createSession,
  editorFinished,
  saveFinished,
  sessionKeys,
  sessionKeyContext,
  type FormEffect,
  type FormSession,
} from './form-session.js';
import { fieldRows, fieldWindow, messageRows } from './form-layout.js';
import { FieldValue } from './field-value.js';
import { visibleLine, visibleLines } from '../../core/untrusted-text.js';
import { valueText } from '../../catalogue/values.js';

export interface ResourceFormProps {
  readonly kind: KindName;
  readonly mode: FormMode;
  /** The resource being edited, or values known for a new one. */
  readonly resource?: Resource;
  /** A subset of the writable fields, in order (small forms: deadline + responsible). */
  readonly fields?: readonly string[];
  /** Starting values the resource does not give (the day of a new history value: today). */
  readonly defaults?: Readonly<Record<string, unknown>>;
  /** Values the inputs start with over the resource's, shown as changes (form-state's `typed`). */
  readonly typed?: Readonly<Record<string, unknown>>;
  /** The parent of a new resource, for the title: "New task under Objective Grow sales". */
  readonly parent?: { readonly label: string; readonly title: string };
  /** Replaces the generated title ("Record a value of Sales"). */
  readonly title?: string;
  readonly width: number;
  readonly height: number;
  /** Sends the values (changed ones for edit, filled ones for create); throw HoshinError to refuse. */
  readonly onSubmit: (values: Record<string, JsonValue>) => Promise<void>;
  /** Closes the form (after the discard question if anything changed, or a save with no changes). */
  readonly onCancel: () => void;
  /** A save with nothing changed: nothing is sent; the owner closes the form and says so (else onCancel). */
  readonly onUnchanged?: () => void;
  /** Edits long text in $VISUAL/$EDITOR; the shell suspends Ink around it. */
  readonly openEditor?: (text: string) => Promise<string>;
  readonly isActive?: boolean;
  /** The keymap context of the form's keys now (form, picker, dialog), for the footer. */
  readonly onKeyContext?: (context: KeyContext) => void;
  readonly onDirtyChange?: (dirty: boolean) => void;
  /** Whether the field in focus takes several lines (Down and Up move a line there), for the footer. */
  readonly onLinesChange?: (lines: boolean) => void;
  /** How the shell hands the form its keys (those typed while it opened first); without it the form listens itself. */
  readonly typedAhead?: TypedAhead;
  /** The company's people, for fields naming a person (null or absent: not known, ids only). */
  readonly people?: readonly Person[] | null;
  /** An objective's parent plan's objectives, for its parent_id (or why there are none to choose). */
  readonly parentObjectives?: ParentObjectives;
}

export function formTitle(kind: KindName, mode: FormMode, resource?: Resource, parent?: ResourceFormProps['parent']): string {
  const spec = kindSpec(kind);
  const label = spec.label.toLowerCase();
  if (mode === 'create') return parent ? `New ${label} under ${parent.label} ${parent.title}` : `New ${label}`;
  const name = resource?.[spec.titleField];
  return name === undefined || name === null || name === '' ? `Edit ${label}` : `Edit ${label} ${valueText(name)}`;
}

export function ResourceForm(props: ResourceFormProps): ReactElement {
  const { kind, mode, resource, width, height, isActive = true } = props;
  const theme = useTheme();
  const [session, setSession] = useState<FormSession>(() =>
    createSession(
      createFormState(kind, mode, resource, {
        ...(props.fields ? { fields: props.fields } : {}),
        ...(props.defaults ? { defaults: props.defaults } : {}),
        people: props.people ?? null,
        ...(props.parentObjectives ? { parentObjectives: props.parentObjectives } : {}),
        ...(props.typed ? { typed: props.typed } : {}),
      }),
    ),
  );
  // The latest session for async completions (a save or the editor returning).
  const latest = useRef(session);
  latest.current = session;
  const mounted = useRef(true);
  useEffect(() => () => void (mounted.current = false), []);

  const update = (next: FormSession): void => {
    latest.current = next;
    setSession(next);
  };

  // The people may arrive after the form opened: names replace the ids not edited yet.
  const people = props.people ?? null;
  useEffect(() => {
    if (people === null || latest.current.form.people === people) return;
    update({ ...latest.current, form: formReducer(latest.current.form, { type: 'people', people }) });
  }, [people]);

  const context = sessionKeyContext(session);
  const dirty = isDirty(session.form);
  // Report changes only: a callback that sets the owner's state would loop on each render.
  const callbacks = useRef(props);
  callbacks.current = props;
  useEffect(() => callbacks.current.onKeyContext?.(context), [context]);
  useEffect(() => callbacks.current.onDirtyChange?.(dirty), [dirty]);
  const focused = focusedField(session.form);
  const lines = focused !== undefined && takesLines(focused);
  useEffect(() => callbacks.current.onLinesChange?.(lines), [lines]);

  function handleKey(input: string, key: KeyFlags): void {
    const step = sessionKeys(latest.current, editKeysFor(input, key));
    if (step.session !== latest.current) update(step.session);
    if (step.effect) perform(step.effect);
  }
  // Inside the console the shell hands the form its keys (typedAhead); on its own it listens itself.
  const typedAhead = props.typedAhead;
  useInput(handleKey, { isActive: isActive && !typedAhead });
  // Each key goes to this render's handler (its callbacks are the owner's latest).
  const latestHandler = useRef(handleKey);
  latestHandler.current = handleKey;
  useEffect(() => {
    if (!isActive || !typedAhead) return undefined;
    typedAhead.listen((input, key) => latestHandler.current(input, key));
    return () => typedAhead.stop();
  }, [isActive, typedAhead]);

  /** Carries out what a key asked for: the only I/O is through the callbacks the shell gave. */
  function perform(effect: FormEffect): void {
    if (effect.type === 'unchanged' && props.onUnchanged) {
      props.onUnchanged();
    } else if (effect.type === 'cancel' || effect.type === 'unchanged') {
      props.onCancel();
    } else if (effect.type === 'submit') {
      props.onSubmit(effect.values).then(
        () => mounted.current && update(saveFinished(latest.current)),
        (error: unknown) => {
          if (!mounted.current) return;
          const message = error instanceof Error ? error.message : String(error);
          const fieldErrors = isHoshinError(error) ? error.details.fieldErrors : undefined;
          update(saveFinished(latest.current, { message: `Not saved: ${message}`, ...(fieldErrors ? { fieldErrors } : {}) }));
        },
      );
    } else {
      const open = props.openEditor;
      if (!open) {
        update(
          editorFinished(latest.current, effect.field, {
            error: 'No external editor here; type the text in the field.',
          }),
        );
        return;
      }
      open(effect.text).then(
        (text) => mounted.current && update(editorFinished(latest.current, effect.field, { text })),
        (error: unknown) =>
          mounted.current &&
          update(
            editorFinished(latest.current, effect.field, {
              error: `Editor: ${error instanceof Error ? error.message : String(error)}`,
            }),
          ),
      );
    }
  }

  const { form, overlay } = session;
  // The title names the resource (the service's text): one line, controls visible.
  const title = visibleLine(props.title ?? formTitle(kind, mode, resource, props.parent));
  const labelWidth = Math.min(24, Math.max(...form.fields.map((f) => f.spec.label.length + (f.required ? 2 : 0))) + 2);
  const inputWidth = Math.max(4, width - labelWidth - 2);
  const headerRows = 1 + (form.formError ? Math.ceil(form.formError.length / Math.max(1, width)) : 0) + (session.busy === 'saving' ? 1 : 0);
  const available = Math.max(1, height - headerRows);

  let body: ReactElement;
  if (overlay?.type === 'picker') {
    body = <PickerView state={overlay.picker} height={available} width={Math.min(width, 40)} />;
  } else if (overlay?.type === 'people') {
    body = (
      <PeoplePickerView
        state={overlay.people}
        height={available}
        width={Math.min(width, 48)}
        objectives={kind === 'objective' && overlay.field === 'parent_id'}
      />
    );
  } else if (overlay?.type === 'confirm') {
    body = <ConfirmView state={overlay.confirm} width={Math.min(width, 50)} />;
  } else {
    const rows = form.fields.map((f, i) => fieldRows(form, f, i === form.focus, width - labelWidth));
    const view = fieldWindow(rows, form.focus, available);
    body = (
      <Box flexDirection="column">
        {view.moreAbove ? <Text {...theme.muted}>{moreMark(theme.glyphs, 'above', view.first, 'long')}</Text> : null}
        {form.fields.slice(view.first, view.end).map((field, offset) => {
          const index = view.first + offset;
          const focused = index === form.focus;
          const messages = fieldMessages(form, field);
          return (
            <Box key={field.spec.name} flexDirection="column">
              <Box>
                <Box width={labelWidth} flexShrink={0}>
                  <Text {...(focused ? theme.accent : {})} wrap="truncate">
                    {focused ? theme.glyphs.pointer : ' '}
                    {field.spec.label}
                    {field.required ? <Text {...theme.required}> *</Text> : null}
                  </Text>
                </Box>
                <FieldValue field={field} focused={focused && isActive} width={inputWidth} />
              </Box>
              {messages.flatMap((message, m) =>
                messageRows(message, width - labelWidth).map((row, r) => (
                  <Text key={`${m}.${r}`} {...theme.error} wrap="truncate">
                    {' '.repeat(labelWidth)}
                    {r === 0 ? `${theme.glyphs.cross} ` : '  '}
                    {row}
                  </Text>
                )),
              )}
              {focused ? (
                <Text {...theme.muted} wrap="truncate">
                  {' '.repeat(labelWidth)}
                  {fieldHint(field, kind)}
                </Text>
              ) : null}
            </Box>
          );
        })}
        {view.moreBelow ? <Text {...theme.muted}>{moreMark(theme.glyphs, 'below', form.fields.length - view.end, 'long')}</Text> : null}
      </Box>
    );
  }

  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      <Text {...theme.accent} wrap="truncate">
        {title}
        {dirty ? <Text {...theme.muted}> (modified)</Text> : null}
      </Text>
      {form.formError ? (
        <Text {...theme.error} wrap="wrap">
          {visibleLines(form.formError)}
        </Text>
      ) : null}
      {session.busy === 'saving' ? <Text {...theme.warning}>Saving…</Text> : null}
      {body}
    </Box>
  );
}
