// The console's one input hook: every key goes key -> keymap (key-router.ts routeKey) -> an action
// for the store, a command for a controller, or the overlay that steps its own state. Keys typed
// while a list the console does not know yet is loading wait, and follow once it arrived.
import { useInput, type Key } from 'ink';
import { useEffect, useMemo } from 'react';
import { inputKeyName } from './input/keys.js';
import type { KeyFlags } from './input/key-name.js';
import { splitBurst } from './burst.js';
import { routeKey } from './key-router.js';
import { keyContext } from './key-context.js';
import type { RouteFacts } from './intents.js';
import { joinPastedLines } from '../palette/palette-paste.js';
import { holdsKeys, topOverlay, type ConsoleState } from './console-store.js';
import type { CommandRunner } from './commands.js';
import type { OverlayKeyHandler } from './overlay-keys.js';
import { useConsoleState } from './console-context.js';

/** Contexts where each character of a read is a key of its own ("jn" is j then n). */
const COMMAND_CONTEXTS = new Set(['tree', 'overview', 'history', 'board', 'help', 'picker', 'bowling', 'attention', 'due']);

function takesCommandKeys(state: ConsoleState): boolean {
  const top = topOverlay(state);
  return COMMAND_CONTEXTS.has(keyContext(state)) || (top?.type === 'dialog' && top.dialog !== 'delete');
}

export function useKeys(handlers: {
  facts: (state: ConsoleState) => RouteFacts;
  runCommand: CommandRunner;
  overlayKey: OverlayKeyHandler;
}): void {
  const { facts, runCommand, overlayKey } = handlers;
  const store = useConsoleState();
  const { dispatch, current } = store;

  const { handleKey, releaseHeld } = useMemo(() => {
    /** Keys held for a list that has arrived go first, in the order they were typed. */
    const release = (): void => {
      const state = current();
      if (state.heldKeys.held.length === 0 || holdsKeys(state)) return;
      dispatch({ type: 'release-held' });
      for (const press of state.heldKeys.held) handle(press.input, press.key);
    };
    const handle = (input: string, key: KeyFlags): void => {
      release();
      const state = current();
      if (takesCommandKeys(state) && !key.ctrl && !key.meta && Array.from(input).length > 1) {
        for (const char of input) handle(char, {});
        return;
      }
      const name = inputKeyName(input, key);
      const intent = routeKey(state, name, input, facts(state));
      switch (intent.type) {
        case 'dispatch':
          dispatch(intent.action);
          return;
        case 'command':
          runCommand(intent.command, keyContext(state));
          return;
        case 'refused':
          dispatch({ type: 'status', status: { text: intent.reason, tone: intent.tone ?? 'error' } });
          return;
        case 'hold':
          dispatch({ type: 'hold-key', press: { input, key } });
          return;
        case 'delegate':
          overlayKey(intent.to, intent.action, input, key);
          return;
        case 'none':
          return;
      }
    };
    return { handleKey: handle, releaseHeld: release };
  }, [current, dispatch, facts, runCommand, overlayKey]);

  useInput((input: string, key: Key) => {
    const forPalette = topOverlay(current())?.type === 'palette' || input.startsWith(':');
    for (const press of splitBurst(forPalette ? joinPastedLines(input) : input, key)) handleKey(press.input, press.key);
  });

  // The list arrived with no key typed since: the held keys follow now.
  const { state } = store;
  useEffect(releaseHeld, [state, releaseHeld]);
}
