// The `:` palette's commands: Enter runs the typed line, or the highlighted suggestion when the
// person moved to it or the line is not a command as typed (`:objective hal` + Enter opens the
// highlighted objective); Tab completes; up and down move through the suggestions.
import { useMemo } from 'react';
import { compareNames } from '../../core/text-order.js';
import type { KindName } from '../../catalogue/catalogue.js';
import { searchNames } from '../../index/name-search.js';
import { completePalette, parsePaletteInput, resolveFind, type PaletteCommand, type PaletteContext } from './palette.js';
import type { PaletteOverlay } from '../kernel/overlays.js';
import { topOverlay } from '../kernel/console-store.js';
import type { IndexActions } from '../tree/index-actions.js';
import { useConsoleActions, useConsoleState } from '../kernel/console-context.js';
import type { ListController } from '../tree/use-lists.js';

export interface PaletteCommands {
  run(): void;
  complete(): void;
  step(direction: 1 | -1): void;
  readonly context: PaletteContext;
}

/**
 * What Enter runs: the typed line, or the highlighted suggestion. A name opens its one clear
 * match, or the one the person moved to; otherwise the palette says how many match.
 */
export function paletteChoice(overlay: PaletteOverlay, context: PaletteContext): PaletteCommand {
  const typed = parsePaletteInput(overlay.text, context.service);
  const highlighted = completePalette(overlay.text, context).suggestions[overlay.selection];
  const suggested = highlighted ? parsePaletteInput(highlighted.text, context.service) : undefined;
  const usable = suggested && suggested.type !== 'error' && suggested.type !== 'none' && suggested.type !== 'find' ? suggested : undefined;
  if (typed.type === 'find') return usable && overlay.picked ? usable : resolveFind(typed, context);
  if (usable && (overlay.picked || typed.type === 'error')) return usable;
  return typed;
}

export function usePaletteCommands(controllers: {
  lists: ListController;
  index: IndexActions;
  /** Profile names for completion. */
  profiles: readonly string[];
  forcedReadOnly: boolean;
  refresh: () => void;
}): PaletteCommands {
  const { lists, index, profiles, forcedReadOnly, refresh } = controllers;
  const { session, quit } = useConsoleActions();
  const { dispatch, current } = useConsoleState();
  return useMemo(() => {
    const context: PaletteContext = {
      profiles,
      service: session.info.baseUrl,
      findNames: (text: string, kind?: KindName) => searchNames(session.index, text, { ...(kind ? { kind } : {}), limit: 10 }),
      knownOfKind: (kind: KindName) =>
        [...session.index.loaded(kind)].sort((a, b) => compareNames(a.name ?? '', b.name ?? '') || a.id - b.id),
    };
    const palette = (): PaletteOverlay | undefined => {
      const top = topOverlay(current());
      return top?.type === 'palette' ? top : undefined;
    };

    const execute = (command: PaletteCommand): void => {
      switch (command.type) {
        case 'error':
          dispatch({ type: 'palette-error', error: command.message });
          return;
        case 'none':
          dispatch({ type: 'pop-overlay' });
          return;
        case 'quit':
          quit();
          return;
        case 'help':
          dispatch({ type: 'replace-overlay', overlay: { type: 'help', scroll: 0 } });
          return;
        case 'refresh':
          dispatch({ type: 'pop-overlay' });
          refresh();
          return;
        case 'readonly': {
          dispatch({ type: 'pop-overlay' });
          const readOnly = current().readOnly;
          if (readOnly && (forcedReadOnly || session.info.readOnly)) {
            dispatch({
              type: 'status',
              status: { text: 'read-only is set by --readonly or the profile; it stays on', tone: 'error' },
            });
            return;
          }
          dispatch({ type: 'set-read-only', readOnly: !readOnly });
          dispatch({
            type: 'status',
            status: {
              text: readOnly ? 'read-only off: changes are enabled' : 'read-only on: changes are disabled',
              tone: 'info',
            },
          });
          return;
        }
        case 'profile':
          quit({ type: 'profile', name: command.name });
          return;
        case 'open':
          // What opens shows in the tree: the views above it close with the palette.
          dispatch({ type: 'close-overlays' });
          void lists.openByRef(command.kind, command.id);
          return;
        case 'find':
          execute(resolveFind(command, context));
          return;
        case 'open-many':
          dispatch({ type: 'close-overlays' });
          index.openMany(command.references, command.problems);
          return;
      }
    };

    return {
      context,
      run() {
        const overlay = palette();
        if (overlay) execute(paletteChoice(overlay, context));
      },
      complete() {
        const overlay = palette();
        if (!overlay) return;
        const completion = completePalette(overlay.text, context);
        if (completion.completed !== overlay.text) dispatch({ type: 'palette-set', text: completion.completed });
        else {
          const chosen = completion.suggestions[overlay.selection];
          if (chosen) dispatch({ type: 'palette-set', text: chosen.text });
        }
      },
      step(direction) {
        const overlay = palette();
        if (!overlay) return;
        const count = completePalette(overlay.text, context).suggestions.length;
        if (count === 0) return;
        dispatch({ type: 'palette-select', selection: (overlay.selection + direction + count) % count });
      },
    };
  }, [session, dispatch, current, lists, index, profiles, forcedReadOnly, quit, refresh]);
}
