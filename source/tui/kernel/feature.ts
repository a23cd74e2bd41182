// What a console feature declares about itself: the contexts it owns, its key bindings (each with
// its handler and the reason it may not apply, lazygit's Binding{Key, Handler, GetDisabledReason}),
// its overlays (their reducer and view) and what it watches; and the shell its handlers and views
// reach the console through. The registry (tui/features.ts) lists the features; the kernel builds
// the key table, the footer, the `?` help and the refusals from them. Types only.
import type { ComponentType } from 'react';
import type { KindName } from '../../catalogue/catalogue.js';
import type { KeyFlags } from './input/key-name.js';
import type { FooterPriority, KeyDef } from './keys.js';
import type { SharedKeyName } from './shared-keys.js';
import type { FilterAction, Overlay, OverlayTypes } from './overlays.js';
import type { ConsoleAction, ConsoleState } from './console-store.js';
import type { ClipboardReach } from '../../terminal/clipboard.js';
import type { Session } from '../../usecases/session.js';
import type { TypedAhead } from './input/typed-ahead.js';
import type { TreeSource } from '../tree/ground.js';
import type { AppExit } from './app-props.js';
import type { RequestRunner } from './use-requests.js';
import type { Layout } from './layout.js';
import type { GroundHeader, OverlayHeader } from './ground-header.js';

/** A context's name: where a key press lands ('tree', 'bowling', 'form'…). */
export type KeyContext = string;

/** What the selected row (in the due queue: the item on screen) offers; the index knows, so the context says. */
export interface RowFacts {
  readonly kind: KindName | null;
  readonly topLevel: boolean;
  /** An objective or hoshin is at or above the row. */
  readonly board: boolean;
  readonly hoshin: boolean;
}

/**
 * What a context knows that the store does not (the index and the layout own it): the selected
 * row's facts, and each feature's row counts, added by the feature (`declare module`).
 */
export interface RouteFacts {
  readonly row?: RowFacts;
}

/** What decides whether a key applies. A row fact not given is not held against any key. */
export interface KeyFacts {
  readonly readOnly: boolean;
  readonly context: KeyContext;
  readonly row?: Partial<RowFacts>;
}

/** Why a key does not apply: the footer leaves it out, and pressing it shows the text. */
export interface Refusal {
  readonly text: string;
  readonly tone: 'error' | 'info';
}

/** The `/` line of the list that has the keys: its text, whether it takes text, and an arrow through its rows. */
export interface ListLine {
  readonly text: string;
  readonly typing: boolean;
  readonly move: (delta: -1 | 1) => ConsoleAction;
}

/** One key press as a handler sees it. */
export interface PressedKey {
  /** The state after every action so far. */
  readonly state: ConsoleState;
  /** The key's name ('j', 'enter', 'ctrl+s'), as input/key-name.ts gives it. */
  readonly name: string;
  /** The text Ink reported (a typed character). */
  readonly input: string;
  readonly key: KeyFlags;
  /** The action of the binding pressed; undefined for a key the context does not bind. */
  readonly action: string | undefined;
  readonly facts: RouteFacts;
  /** The `/` line of the list that has the keys, if it has one. */
  readonly line: ListLine | undefined;
}

/** What a key does. */
export interface Handler {
  /** What it does to the store when that is all it does; pure. */
  readonly step?: (press: PressedKey) => ConsoleAction | undefined;
  /** What it does otherwise (requests, views, the clipboard, leaving); when `step` is given too, only when step gave nothing. */
  readonly run?: (shell: Shell, press: PressedKey) => void;
}

/** A key in a context: what the help and footer say, what it does, and why it may not apply. */
export interface Binding extends KeyDef, Handler {
  readonly context: KeyContext;
  /** The context's primary action: first in the footer, and always there. */
  readonly primary?: boolean;
  /**
   * In a context another feature owns: the action of the binding it follows in the help and the
   * footer (else it goes last). A name, so no feature imports another's keys to place its own; the
   * key table refuses a name no binding of the context has.
   */
  readonly after?: string;
  /** Why it does not apply now; absent: it always applies. */
  readonly disabled?: (facts: KeyFacts) => Refusal | null;
  /** In the footer only when this holds (the key still works: Enter on a due task skips it). */
  readonly hinted?: (facts: KeyFacts) => boolean;
  /** Works while the context's view is still gathering what it shows (close, help). */
  readonly whileGathering?: true;
  /** Works while the tree's list loads, instead of waiting for it (q at the top level). */
  readonly whileLoading?: true;
}

export interface ContextSpec {
  readonly name: KeyContext;
  /** Its section of the `?` help. */
  readonly title: string;
  /** Its keys work whatever has the keys, before that context's own (ctrl-c). */
  readonly anywhere?: true;
  /** It has the keys while an overlay of one of these types is on top. */
  readonly overlays?: readonly (keyof OverlayTypes)[];
  /** With no overlay on top: it has the keys while this holds. */
  readonly ground?: (state: ConsoleState) => boolean;
  /** It has the keys while the `/` line of the list on top takes text. */
  readonly typing?: true;
  /** Each character of a read is a key of its own ("jn" is j then n), not text. */
  readonly commandKeys?: boolean | ((state: ConsoleState) => boolean);
  /** What the selected row offers, for its reasons and its footer. */
  readonly row?: (shell: Shell, state: ConsoleState) => RowFacts;
  /** What its handlers read that the store does not hold (the rows of its list). */
  readonly facts?: (shell: Shell, state: ConsoleState) => RouteFacts;
  /** What a key it does not bind does (typing into a line, a form's own keys). */
  readonly otherKeys?: Handler;
  /** Its view is still gathering what it shows: only the bindings marked `whileGathering` do anything. */
  readonly gathering?: (state: ConsoleState) => boolean;
  /** The resource its keys act on (what y and Y copy). */
  readonly selected?: (shell: Shell, state: ConsoleState) => { readonly kind: KindName; readonly id: number } | null;
  /** The context the footer shows while it has the keys, when a component inside it says (a form's own picker). */
  readonly reportsKeys?: true;
  /** The shared keys it inherits from the kernel (shared-keys.ts; a view over the tree: `VIEW_KEYS`). */
  readonly inherits?: readonly SharedKeyName[];
  /** The binding the inherited keys follow in its help and footer; else its `/` filter, else its last move. */
  readonly inheritedAfter?: string;
  /** What its inherited close does, where that is more than closing the view on top. */
  readonly close?: Handler;
  /** It scrolls (a text or a list longer than its room): the kernel gives it the move keys, first. */
  readonly scrolls?: Scrolling;
}

/** How a context scrolls; the key table makes its move bindings (list-keys.ts scrollBindings). */
interface Scrolling {
  /** The moves it takes (list-keys.ts: PAGE_MOVES, ALL_MOVES). */
  readonly moves: readonly KeyDef[];
  /** The rows a page moves. */
  readonly page: number;
  /** The farthest it goes (its last first row, or its last row to select), from what its context reads. */
  readonly max: (facts: RouteFacts) => number;
  /** The action that moves it by `delta`, kept within 0..max; undefined: nothing to do. */
  readonly to: (delta: number, max: number, state: ConsoleState) => ConsoleAction | undefined;
  /** The footer's word for the moves (`select` where they pick a row) and its priority there. */
  readonly word?: string;
  readonly hint?: FooterPriority;
}

/** What a view of an overlay is given; the rest (session, theme) comes from the console's contexts. */
export interface OverlayViewProps<O = Overlay> {
  readonly overlay: O;
  readonly state: ConsoleState;
  readonly width: number;
  readonly height: number;
  /** The width of a dialog drawn over the body. */
  readonly modalWidth: number;
  /** It is on top (a form under a question is not). */
  readonly active: boolean;
}

/** What the body with no overlay open is given: the state, and the layout it has (less the rows a long message takes). */
export interface GroundProps {
  readonly state: ConsoleState;
  readonly layout: Layout;
}

/** An overlay type a feature owns: how the store steps it and how it is drawn. */
export interface OverlaySlice<O = Overlay> {
  readonly type: keyof OverlayTypes;
  /** Its own actions' types: the store steps them on the topmost overlay of this type. */
  readonly actions?: readonly string[];
  reduce?(overlay: O, action: ConsoleAction): O;
  /** Its `/` line: what the filter actions do to it, and an arrow while it takes text. */
  readonly filter?: {
    text(overlay: O): string;
    typing(overlay: O): boolean;
    reduce(overlay: O, action: FilterAction): O;
    move(overlay: O, facts: RouteFacts, delta: -1 | 1): ConsoleAction;
  };
  /**
   * How it is drawn: `body` takes the body; `modal` sits over it (a dialog, a picker); `holder`
   * stays mounted under a question asked above it.
   */
  readonly layer: 'body' | 'modal' | 'holder';
  /**
   * It has the status line to itself (a form): it opens with the line clear, and what is said
   * while it is open goes when it closes, never shown in the next form or under the tree.
   */
  readonly ownsStatus?: true;
  readonly View: ComponentType<OverlayViewProps<O>>;
  /**
   * What the header says while it is open, where that is not the tree's place (the review meeting
   * opened by `hoshin review`): its breadcrumbs and the hoshin whose plan health shows.
   */
  readonly header?: (overlay: O, session: Session) => OverlayHeader;
  /** A modal that is a question: over a holder it is drawn above it (this view), not alone. */
  readonly Question?: ComponentType<OverlayViewProps<O>>;
}

/** A feature's slice, checked against its own overlay type. */
export function overlaySlice<T extends keyof OverlayTypes>(slice: OverlaySlice<OverlayTypes[T]> & { readonly type: T }): OverlaySlice {
  return slice as unknown as OverlaySlice;
}

export interface Feature {
  /** Its folder's name. */
  readonly name: string;
  readonly contexts?: readonly ContextSpec[];
  /** Its bindings, in the order its help section and footer list them. */
  readonly bindings?: readonly Binding[];
  readonly overlays?: readonly OverlaySlice[];
  /** The body when no overlay is open (the tree and the detail pane). */
  readonly Ground?: ComponentType<GroundProps>;
  /** The header while no overlay names its own place: the ground's place, and the plan health of a hoshin. */
  readonly groundHeader?: GroundHeader;
  /** A read from the terminal as the feature wants it before it is split into keys (a paste into the palette). */
  readonly reads?: (state: ConsoleState, input: string) => string;
  /** What it keeps in step while the console runs (the index's changes); a hook, called in registry order. */
  readonly useWatch?: (shell: Shell) => void;
  /** What a shared key it provides does in every context that inherits it (`:` opens its palette). */
  readonly provides?: Partial<Record<SharedKeyName, Handler>>;
}

// ---- the shell: what a feature's handlers and views reach the console through ----

/** What never changes while the console runs: the session, its requests, the clock, the exit. */
export interface ConsoleActions {
  readonly session: Session;
  /** The tree's rows, read from the session's index. */
  readonly source: TreeSource;
  /** Runs a request with the spinner; failures go to `onError` (or the status line). */
  readonly request: RequestRunner;
  /** The console's clock (injectable for tests) and the local day it says. */
  readonly now: () => number;
  readonly today: string;
  /** Leaves the console (quit, or another profile). */
  readonly quit: (exit?: AppExit) => void;
}

export interface Shell extends ConsoleActions {
  /** The state after every action so far. */
  readonly current: () => ConsoleState;
  readonly dispatch: (action: ConsoleAction) => void;
  readonly layout: Layout;
  /** Every feature's keys: what the help lists. */
  readonly keys: KeyTable;
  /** Sends text to the clipboard; resolves with how far it is known to have got. */
  readonly copyText: (text: string) => Promise<ClipboardReach>;
  /** Long text in $VISUAL/$EDITOR with the terminal handed over; absent in tests. */
  readonly openEditor?: (text: string) => Promise<string>;
  /** Ctrl-Z: gives the terminal back to the shell; absent in tests. */
  readonly suspend?: () => void;
  /** Where `R` writes review packs. */
  readonly reportDir: string;
  /** Profile names, for the palette's completion. */
  readonly profiles: readonly string[];
  /** Read-only was set by a flag or the profile: it cannot be switched off from inside. */
  readonly forcedReadOnly: boolean;
  /** Keys for a component with input of its own (a form): held until it listens. */
  readonly typedAhead: TypedAhead;
  /** A component with keys of its own says which context they are in now (a form's own picker), for the footer. */
  readonly reportKeys: (context: string) => void;
  /** Fetch the companies on start (off in tests that seed the index). */
  readonly fetchOnStart: boolean;
}

/** The key table as features read it (the help): every context and its bindings in order. */
export interface KeyTable {
  /** Every context, in the order the help shows them. */
  readonly contexts: readonly ContextSpec[];
  /** A context's bindings, in its help's and footer's order. */
  bindingsOf(context: KeyContext): readonly Binding[];
  /** The binding of a key in a context (none: the key means nothing there). */
  bindingFor(context: KeyContext, name: string): Binding | undefined;
  /** The binding of an action in a context. */
  bindingOf(action: string, context: KeyContext): Binding | undefined;
  context(name: KeyContext): ContextSpec | undefined;
}
