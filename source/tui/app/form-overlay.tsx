// Mounts the forms developer's <ResourceForm> for `e` and `n`: saving goes through the session,
// a refusal is thrown back so the form keeps every edit and shows the service's message.
import type { Dispatch, ReactElement } from 'react';
import { kindSpec, type KindName } from '../../catalogue/catalogue.js';
import type { JsonValue } from '../../catalogue/values.js';
import { ResourceForm } from '../forms/resource-form.js';
import type { KeyContext } from '../keymap.js';
import type { NavAction, Overlay } from '../state/navigation.js';
import { titleOf } from '../state/tree.js';
import type { Session } from './session.js';

export interface FormHost {
  readonly session: Session;
  readonly dispatch: Dispatch<NavAction>;
  /** Shows the created resource in the tree, selected. */
  selectCreated(kind: KindName, id: number): void;
  status(text: string, tone: 'success' | 'error' | 'info'): void;
  /** Long text in $VISUAL/$EDITOR, with the terminal handed over meanwhile. */
  readonly openEditor?: (text: string) => Promise<string>;
  /** The form's own key context (form, its picker, its discard question), for the footer. */
  setFormContext(context: KeyContext): void;
}

export type FormOverlayState = Extract<Overlay, { type: 'form' }>;

export function openEditForm(host: FormHost, kind: KindName, id: number): void {
  host.dispatch({ type: 'push-overlay', overlay: { type: 'form', mode: 'edit', kind, id, dirty: false } });
}

export function openCreateForm(host: FormHost, kind: KindName, parentId: number | null): void {
  host.dispatch({ type: 'push-overlay', overlay: { type: 'form', mode: 'create', kind, parentId, dirty: false } });
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

export interface FormOverlayProps {
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
  const common = {
    kind: overlay.kind,
    width,
    height,
    isActive: active,
    onCancel: close,
    onDirtyChange: (dirty: boolean) => host.dispatch({ type: 'form-dirty', dirty }),
    onKeyContext: host.setFormContext,
    ...(host.openEditor ? { openEditor: host.openEditor } : {}),
  };
  if (overlay.mode === 'edit') {
    const resource = session.index.get(overlay.kind, overlay.id)?.resource ?? { id: overlay.id };
    const onSubmit = async (values: Record<string, JsonValue>): Promise<void> => {
      const saved = await saving(host, `saving ${label} ${overlay.id}…`, () => session.update(overlay.kind, overlay.id, values));
      close();
      host.status(`saved ${label} “${titleOf(overlay.kind, saved, overlay.id)}”`, 'success');
    };
    return <ResourceForm key={`edit:${overlay.kind}:${overlay.id}`} {...common} mode="edit" resource={resource} onSubmit={onSubmit} />;
  }
  const parentKind = spec.parent;
  const parent =
    overlay.parentId !== null && parentKind && parentKind !== 'subscription'
      ? { label: kindSpec(parentKind).label.toLowerCase(), title: `“${titleOf(parentKind, session.index.get(parentKind, overlay.parentId)?.resource ?? undefined, overlay.parentId)}”` }
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
      onSubmit={onSubmit}
    />
  );
}
