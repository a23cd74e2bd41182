// One key press through the registry: the context that has the keys, its binding, its disabled
// reason, then its handler. Pure: kernel/use-keys.ts dispatches and runs what comes back.
import type { ContextSpec, Handler, KeyContext, ListLine, PressedKey, RouteFacts, Shell } from './feature.js';
import type { KeyFlags } from './input/key-name.js';
import { currentFrame, holdsKeys, topOverlay, type ConsoleAction, type ConsoleState } from './console-store.js';
import { KEY_TABLE, SLICES } from './registry.js';

export type KeyOutcome =
  | { readonly type: 'dispatch'; readonly action: ConsoleAction }
  /** The handler runs with the shell: `action` is the binding's (undefined: a key the context leaves to its other keys). */
  | {
      readonly type: 'run';
      readonly context: KeyContext;
      readonly action: string | undefined;
      readonly run: NonNullable<Handler['run']>;
      readonly press: PressedKey;
    }
  /** Shown as an error, or as information where the key only needs another row. */
  | { readonly type: 'refused'; readonly reason: string; readonly tone?: 'info' }
  /** The list the key is for is still loading: keep the key until it arrived. */
  | { readonly type: 'hold' }
  | { readonly type: 'none' };

const NONE: KeyOutcome = { type: 'none' };
const ANYWHERE = KEY_TABLE.contexts.filter((context) => context.anywhere);
const TYPING = KEY_TABLE.contexts.find((context) => context.typing);

/** A key that works anywhere (ctrl-c, ctrl-z): its handler needs no lazy module, so it acts at once. */
export const worksAnywhere = (name: string): boolean => ANYWHERE.some((context) => KEY_TABLE.bindingFor(context.name, name) !== undefined);

/** The context of the overlay on top, or with none the tree's (or its value table's). */
function baseContext(state: ConsoleState): ContextSpec | undefined {
  const top = topOverlay(state);
  return top
    ? KEY_TABLE.contexts.find((context) => context.overlays?.includes(top.type))
    : KEY_TABLE.contexts.find((context) => context.ground?.(state));
}

/** The `/` line of the list that has the keys: the overlay on top's, or the tree's. */
export function lineOf(state: ConsoleState, facts: RouteFacts): ListLine | undefined {
  const top = topOverlay(state);
  if (!top) {
    return {
      text: currentFrame(state)?.filter ?? '',
      typing: state.nav.filterEditing,
      move: (delta) => ({ type: 'move', delta }),
    };
  }
  const filter = SLICES.find((slice) => slice.type === top.type)?.filter;
  return filter ? { text: filter.text(top), typing: filter.typing(top), move: (delta) => filter.move(top, facts, delta) } : undefined;
}

/** The context that has the keys. */
export function contextOf(state: ConsoleState): ContextSpec | undefined {
  return TYPING && lineOf(state, {})?.typing ? TYPING : baseContext(state);
}

/** The name of the context that has the keys. */
export const keyContext = (state: ConsoleState): KeyContext => contextOf(state)?.name ?? '';

/** What the context that has the keys reads besides the store (the `/` line's: the list's under it). */
export function factsOf(shell: Shell, state: ConsoleState): RouteFacts {
  const context = contextOf(state);
  const reader = context?.facts || context?.row ? context : baseContext(state);
  const row = reader?.row?.(shell, state);
  return { ...reader?.facts?.(shell, state), ...(row ? { row } : {}) };
}

/** What a handler makes of the key: the store's action when its step gives one, else its run. */
function handled(handler: Handler, context: KeyContext, press: PressedKey): KeyOutcome {
  const action = handler.step?.(press);
  if (action) return { type: 'dispatch', action };
  return handler.run ? { type: 'run', context, action: press.action, run: handler.run, press } : NONE;
}

export function routeKey(state: ConsoleState, name: string, input: string, facts: RouteFacts = {}, key: KeyFlags = {}): KeyOutcome {
  const line = lineOf(state, facts);
  const press = (action: string | undefined): PressedKey => ({ state, name, input, key, action, facts, line });
  // ctrl-c and ctrl-z work anywhere, whatever has the keys.
  for (const context of ANYWHERE) {
    const binding = KEY_TABLE.bindingFor(context.name, name);
    if (binding) return handled(binding, context.name, press(binding.action));
  }
  const context = contextOf(state);
  if (!context) return NONE;
  const binding = KEY_TABLE.bindingFor(context.name, name);
  const reason = binding?.disabled?.({
    readOnly: state.readOnly,
    context: context.name,
    row: { ...facts.row, topLevel: state.nav.frames.length <= 1 },
  });
  if (holdsKeys(state)) {
    // A key that does not wait for the list (q at the top level) acts; every other waits.
    return binding?.whileLoading && !reason ? handled(binding, context.name, press(binding.action)) : { type: 'hold' };
  }
  // Closing and help work while a view still gathers what it shows; the rest wait for it.
  if (context.gathering?.(state) && !binding?.whileGathering) return NONE;
  if (!binding) return context.otherKeys ? handled(context.otherKeys, context.name, press(undefined)) : NONE;
  if (reason)
    return reason.tone === 'info' ? { type: 'refused', reason: reason.text, tone: 'info' } : { type: 'refused', reason: reason.text };
  return handled(binding, context.name, press(binding.action));
}
