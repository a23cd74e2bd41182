// A form as an overlay (edit, create, record) and the steps that open each. Pure.
import type { KindName } from '../../catalogue/catalogue.js';
import type { ConsoleAction } from '../kernel/console-store.js';
import type { Overlays } from '../kernel/overlays.js';
import type { RowFacts } from '../kernel/feature.js';

export type FormOverlayState =
  /** `fields`: a subset of the writable fields (the board's deadline + responsible). */
  | {
      readonly type: 'form';
      readonly mode: 'edit';
      readonly kind: KindName;
      readonly id: number;
      readonly dirty: boolean;
      /** The field in focus takes several lines (the footer names Down and Up as line moves). */
      readonly lines?: boolean;
      readonly fields?: readonly string[];
      /** Whole texts fetched for the edit where the index keeps only their beginning. */
      readonly texts?: Readonly<Record<string, unknown>>;
      /** Values typed in another form that this one starts with, as changes (the record form's, for a day that had a value). */
      readonly typed?: Readonly<Record<string, unknown>>;
    }
  /** `values`: what a new resource starts with (a countermeasure's name, deadline, responsible); `title` replaces the generated one. */
  | {
      readonly type: 'form';
      readonly mode: 'create';
      readonly kind: KindName;
      readonly parentId: number | null;
      readonly dirty: boolean;
      /** The field in focus takes several lines (the footer names Down and Up as line moves). */
      readonly lines?: boolean;
      readonly values?: Readonly<Record<string, unknown>>;
      readonly title?: string;
    }
  /** `v`: a new history value of an indicator (day, value, goal, comment). */
  | {
      readonly type: 'form';
      readonly mode: 'record';
      readonly kind: 'indicator_history';
      readonly indicatorId: number;
      readonly dirty: boolean;
      /** The field in focus takes several lines (the footer names Down and Up as line moves). */
      readonly lines?: boolean;
    };

export type FormAction =
  { readonly type: 'form-dirty'; readonly dirty: boolean } | { readonly type: 'form-lines'; readonly lines: boolean };

declare module '../kernel/overlays.js' {
  interface OverlayTypes {
    form: FormOverlayState;
  }
  interface FeatureActions {
    forms: FormAction;
  }
}

declare module '../kernel/feature.js' {
  interface RowFacts {
    /** In a form: the field in focus takes several lines. */
    readonly lines?: boolean;
  }
}

/** Whatever can dispatch: the shell, a form's host. */
interface Dispatcher {
  readonly dispatch: (action: ConsoleAction) => void;
}

export function openEditForm(
  host: Dispatcher,
  kind: KindName,
  id: number,
  fields?: readonly string[],
  texts?: Readonly<Record<string, unknown>>,
  typed?: Readonly<Record<string, unknown>>,
): void {
  host.dispatch({
    type: 'push-overlay',
    overlay: {
      type: 'form',
      mode: 'edit',
      kind,
      id,
      dirty: typed !== undefined,
      ...(fields ? { fields } : {}),
      ...(texts ? { texts } : {}),
      ...(typed ? { typed } : {}),
    },
  });
}

export function openRecordForm(host: Dispatcher, indicatorId: number): void {
  host.dispatch({
    type: 'push-overlay',
    overlay: { type: 'form', mode: 'record', kind: 'indicator_history', indicatorId, dirty: false },
  });
}

/** `values`: what the new resource starts with (a countermeasure's name, deadline, responsible). */
export function openCreateForm(
  host: Dispatcher,
  kind: KindName,
  parentId: number | null,
  values?: Readonly<Record<string, unknown>>,
): void {
  host.dispatch({
    type: 'push-overlay',
    overlay: { type: 'form', mode: 'create', kind, parentId, dirty: false, ...(values ? { values } : {}) },
  });
}

/** A form in the overlay stack with unsaved edits (ctrl-c and Esc ask first). */
export const hasDirtyForm = (overlays: Overlays): boolean => overlays.some((overlay) => overlay.type === 'form' && overlay.dirty);

export function formReduce(overlay: FormOverlayState, action: ConsoleAction): FormOverlayState {
  if (action.type === 'form-dirty') return { ...overlay, dirty: action.dirty };
  if (action.type === 'form-lines') return { ...overlay, lines: action.lines };
  return overlay;
}

/** What the form on top offers its keys: whether its field in focus takes several lines. */
export function formFacts(overlays: Overlays): RowFacts {
  const top = overlays[overlays.length - 1];
  return { kind: null, topLevel: false, board: false, hoshin: false, lines: top?.type === 'form' && top.lines === true };
}
