// What the keys that change resources do: edit (e), create (n), delete (D), record a value (v).
import { kindSpec, type KindName } from '../../catalogue/catalogue.js';
import { createDeleteDialog } from '../dialogs/delete-state.js';
import { createPicker } from '../dialogs/picker-state.js';
import type { Shell } from '../kernel/feature.js';
import { currentFrame, selectedRow } from '../kernel/console-store.js';
import { say } from '../kernel/status-line.js';
import { createChoices, type CreateChoice } from '../tree/create-choices.js';
import { titleOf, type TreeRow } from '../tree/tree-shape.js';
import { openCreateForm, openEditForm, openRecordForm } from './form-overlays.js';

/** The selected resource when it can be changed; otherwise the status line says why not. */
function changeable(
  shell: Shell,
  row: TreeRow | undefined,
  verb: 'edit' | 'delete',
  done: 'changed' | 'deleted',
): { kind: KindName; id: number } | undefined {
  if (row?.ref.type !== 'resource') {
    say(shell, `select a resource to ${verb}`, 'info');
    return undefined;
  }
  const { kind, id } = row.ref;
  if (kindSpec(kind).readOnly) {
    say(shell, `${kindSpec(kind).plural} cannot be ${done}`, 'error');
    return undefined;
  }
  return { kind, id };
}

/** The edit form of a resource, its long texts fetched whole first when the index holds only their beginning. */
export function editResource(shell: Shell, kind: KindName, id: number): void {
  const { session, request } = shell;
  const cut = session.index.get(kind, id)?.cut ?? [];
  if (cut.length === 0) {
    openEditForm(shell, kind, id);
    return;
  }
  // The index keeps only the beginning of a long text: the form starts from the whole answer.
  void request(`fetching ${kindSpec(kind).label.toLowerCase()} ${id}…`, () => session.fetch(kind, id)).then((full) => {
    if (full) openEditForm(shell, kind, id, undefined, Object.fromEntries(cut.map((name) => [name, full[name]])));
  });
}

/** The delete dialog's Delete: one request, then the index drops the resource and what it held. */
async function deleteConfirmed(shell: Shell, kind: KindName, id: number): Promise<void> {
  const label = kindSpec(kind).label.toLowerCase();
  const name = titleOf(kind, shell.source.resource(kind, id), id);
  const done = await shell.request(`deleting ${label} ${id}…`, async () => {
    await shell.session.remove(kind, id);
    return true;
  });
  if (done) say(shell, `deleted ${label} “${name}”`, 'success');
}

/** The delete dialog of a resource, naming what goes with it. */
export function askDelete(shell: Shell, kind: KindName, id: number): void {
  const descendants = shell.session.index.descendants(kind, id).map((entry) => ({ kind: entry.kind, name: entry.name ?? `#${entry.id}` }));
  const state = createDeleteDialog({ kind, name: titleOf(kind, shell.source.resource(kind, id), id), id, descendants });
  shell.dispatch({
    type: 'push-overlay',
    overlay: { type: 'delete-dialog', kind, id, state, answer: (confirmed) => void deleteConfirmed(confirmed, kind, id) },
  });
}

export function editSelected(shell: Shell): void {
  const target = changeable(shell, selectedRow(shell.current()), 'edit', 'changed');
  if (target) editResource(shell, target.kind, target.id);
}

export function deleteSelected(shell: Shell): void {
  const target = changeable(shell, selectedRow(shell.current()), 'delete', 'deleted');
  if (target) askDelete(shell, target.kind, target.id);
}

/** `n`: the one kind that can be created here, or a picker of the kinds. */
export function createHere(shell: Shell): void {
  const state = shell.current();
  const frame = currentFrame(state);
  if (!frame) return;
  const choices = createChoices(frame.list, selectedRow(state)?.ref, shell.source);
  if (choices.length === 1) {
    const only = choices[0] as CreateChoice;
    openCreateForm(shell, only.kind, only.parentId);
  } else if (choices.length > 1) {
    const picker = createPicker(
      'Create what?',
      choices.map((choice) => ({
        value: `${choice.kind}:${choice.parentId ?? ''}`,
        label: choice.label,
        ...(choice.hint ? { hint: choice.hint } : {}),
      })),
    );
    shell.dispatch({
      type: 'push-overlay',
      overlay: {
        type: 'picker',
        purpose: 'child-kind',
        picker,
        choose: (chosen, value) => {
          const [kind, parent] = value.split(':') as [KindName, string];
          openCreateForm(chosen, kind, parent === '' ? null : Number(parent));
        },
      },
    });
  }
}

/** `v` on the selected indicator (off one the key is refused before it gets here). */
export function recordValueOfSelected(shell: Shell): void {
  const ref = selectedRow(shell.current())?.ref;
  if (ref?.type === 'resource' && ref.kind === 'indicator') openRecordForm(shell, ref.id);
}
