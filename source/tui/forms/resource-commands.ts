// The commands that change resources: edit (e), create (n), delete (D, with its dialog and the one
// request after it), record a value (v), and edit or delete a value of the table (H). The forms and
// dialogs they open do the rest.
import { useMemo } from 'react';
import { kindSpec, type KindName } from '../../catalogue/catalogue.js';
import { createDeleteDialog } from '../dialogs/delete-state.js';
import { createPicker } from '../dialogs/picker-state.js';
import { createChoices, type CreateChoice } from '../tree/create-choices.js';
import { currentFrame, selectedRow } from '../kernel/console-store.js';
import { titleOf, type TreeRow } from '../tree/tree-shape.js';
import { openCreateForm, openEditForm, openRecordForm, type FormHost } from './form-overlay.js';
import { historyTable } from '../tree/selection.js';
import { useConsoleActions, useConsoleState } from '../kernel/console-context.js';

export interface ResourceCommands {
  edit(): void;
  /** The edit form of this resource, its long texts fetched whole first when the index holds only their beginning. */
  readonly editResource: (kind: KindName, id: number) => void;
  create(): void;
  delete(): void;
  recordValue(): void;
  historyEdit(): void;
  historyDelete(): void;
  /** The delete dialog's Delete: one request, then the index drops the resource and what it held. */
  deleteConfirmed(kind: KindName, id: number): Promise<void>;
}

export function useResourceCommands(formHost: FormHost): ResourceCommands {
  const { session, source, request } = useConsoleActions();
  const { dispatch, current } = useConsoleState();
  return useMemo(() => {
    const info = (text: string) => dispatch({ type: 'status', status: { text, tone: 'info' } });

    /** The selected resource when it can be changed; otherwise the status line says why not. */
    const changeable = (
      row: TreeRow | undefined,
      verb: 'edit' | 'delete',
      done: 'changed' | 'deleted',
    ): { kind: KindName; id: number } | undefined => {
      if (row?.ref.type !== 'resource') {
        info(`select a resource to ${verb}`);
        return undefined;
      }
      const { kind, id } = row.ref;
      if (kindSpec(kind).readOnly) {
        dispatch({ type: 'status', status: { text: `${kindSpec(kind).plural} cannot be ${done}`, tone: 'error' } });
        return undefined;
      }
      return { kind, id };
    };

    const askDelete = (kind: KindName, id: number): void => {
      const descendants = session.index.descendants(kind, id).map((entry) => ({ kind: entry.kind, name: entry.name ?? `#${entry.id}` }));
      const dialog = createDeleteDialog({ kind, name: titleOf(kind, source.resource(kind, id), id), id, descendants });
      dispatch({ type: 'push-overlay', overlay: { type: 'dialog', dialog: 'delete', kind, id, state: dialog } });
    };

    const selectedIndicator = (): number | null => {
      const ref = selectedRow(current())?.ref;
      return ref?.type === 'resource' && ref.kind === 'indicator' ? ref.id : null;
    };

    const selectedValue = (): number | null => {
      const selected = historyTable(session, source, current()).selected;
      if (selected && selected.id !== null) return selected.id;
      info('select a value in the table');
      return null;
    };

    const editResource = (kind: KindName, id: number): void => {
      const cut = session.index.get(kind, id)?.cut ?? [];
      if (cut.length === 0) {
        openEditForm(formHost, kind, id);
        return;
      }
      // The index keeps only the beginning of a long text: the form starts from the whole answer.
      void request(`fetching ${kindSpec(kind).label.toLowerCase()} ${id}…`, () => session.fetch(kind, id)).then((full) => {
        if (full) openEditForm(formHost, kind, id, undefined, Object.fromEntries(cut.map((name) => [name, full[name]])));
      });
    };

    return {
      editResource,
      edit() {
        const target = changeable(selectedRow(current()), 'edit', 'changed');
        if (target) editResource(target.kind, target.id);
      },
      create() {
        const state = current();
        const frame = currentFrame(state);
        if (!frame) return;
        const choices = createChoices(frame.list, selectedRow(state)?.ref, source);
        if (choices.length === 1) {
          const only = choices[0] as CreateChoice;
          openCreateForm(formHost, only.kind, only.parentId);
        } else if (choices.length > 1) {
          const picker = createPicker(
            'Create what?',
            choices.map((choice) => ({
              value: `${choice.kind}:${choice.parentId ?? ''}`,
              label: choice.label,
              ...(choice.hint ? { hint: choice.hint } : {}),
            })),
          );
          dispatch({ type: 'push-overlay', overlay: { type: 'picker', purpose: 'child-kind', picker } });
        }
      },
      delete() {
        const target = changeable(selectedRow(current()), 'delete', 'deleted');
        if (target) askDelete(target.kind, target.id);
      },
      recordValue() {
        // Off an indicator the keymap refused the key (its disabled reason).
        const indicator = selectedIndicator();
        if (indicator !== null) openRecordForm(formHost, indicator);
      },
      historyEdit() {
        const id = selectedValue();
        if (id !== null) openEditForm(formHost, 'indicator_history', id);
      },
      historyDelete() {
        const id = selectedValue();
        if (id !== null) askDelete('indicator_history', id);
      },
      async deleteConfirmed(kind: KindName, id: number) {
        const label = kindSpec(kind).label.toLowerCase();
        const name = titleOf(kind, source.resource(kind, id), id);
        const done = await request(`deleting ${label} ${id}…`, async () => {
          await session.remove(kind, id);
          return true;
        });
        if (done) dispatch({ type: 'status', status: { text: `deleted ${label} “${name}”`, tone: 'success' } });
      },
    };
  }, [session, source, dispatch, current, request, formHost]);
}
