// The `:` palette's commands: Enter opens the highlighted row, as in fzf and k9s; Tab completes.
import { compareNames } from '../../core/text-order.js';
import type { KindName } from '../../catalogue/catalogue.js';
import { searchNames } from '../../index/name-search.js';
import { completePalette, parsePaletteInput, resolveFind, type PaletteCommand, type PaletteContext } from './palette.js';
import type { PaletteOverlay } from './palette-overlay.js';
import type { Shell } from '../kernel/feature.js';
import { topOfType } from '../kernel/console-store.js';
import { say } from '../kernel/status-line.js';
import { openByRef } from '../tree/lists.js';
import { openMany, refreshHere } from '../tree/refresh.js';

/** The known resource whose whole name is the typed line (any case), when exactly one has it. */
function namedExactly(text: string, context: PaletteContext): PaletteCommand | undefined {
  const wanted = text.trim().replace(/^:\s*/, '').toLowerCase();
  if (!context.findNames || wanted === '') return undefined;
  const exact = context.findNames(wanted).matches.filter(({ entry }) => (entry.name ?? '').trim().toLowerCase() === wanted);
  const [only] = exact;
  return only && exact.length === 1 ? { type: 'open', kind: only.entry.kind, id: only.entry.id } : undefined;
}

/**
 * What Enter runs: the highlighted row, unless the line is a command as typed and the person did
 * not move; a whole known name opens that resource (`Hoshin 2026` is a name, not hoshin 2026).
 */
export function paletteChoice(overlay: PaletteOverlay, context: PaletteContext): PaletteCommand {
  const typed = parsePaletteInput(overlay.text, context.service);
  const highlighted = completePalette(overlay.text, context).suggestions[overlay.selection];
  const suggested = highlighted ? parsePaletteInput(highlighted.text, context.service) : undefined;
  const usable = suggested && suggested.type !== 'error' && suggested.type !== 'none' && suggested.type !== 'find' ? suggested : undefined;
  if (usable && overlay.picked) return usable;
  if (typed.type === 'open') return namedExactly(overlay.text, context) ?? typed;
  if (typed.type === 'find') return usable ?? resolveFind(typed, context);
  if (usable && typed.type === 'error') return usable;
  return typed;
}

/** What the palette completes from: profiles, the service, the names the index knows. */
export function paletteContextOf(shell: Pick<Shell, 'session' | 'profiles'>): PaletteContext {
  const { session } = shell;
  return {
    profiles: shell.profiles,
    service: session.info.baseUrl,
    findNames: (text: string, kind?: KindName) => searchNames(session.index, text, { ...(kind ? { kind } : {}), limit: 10 }),
    knownOfKind: (kind: KindName) =>
      [...session.index.loaded(kind)].sort((a, b) => compareNames(a.name ?? '', b.name ?? '') || a.id - b.id),
  };
}

const paletteOnTop = (shell: Shell): PaletteOverlay | undefined => topOfType(shell.current(), 'palette');

function execute(shell: Shell, command: PaletteCommand, context: PaletteContext): void {
  const { dispatch, session } = shell;
  switch (command.type) {
    case 'error':
      dispatch({ type: 'palette-error', error: command.message });
      return;
    case 'none':
      dispatch({ type: 'pop-overlay' });
      return;
    case 'quit':
      shell.quit();
      return;
    case 'help':
      dispatch({ type: 'replace-overlay', overlay: { type: 'help', scroll: 0 } });
      return;
    case 'refresh':
      dispatch({ type: 'pop-overlay' });
      refreshHere(shell);
      return;
    case 'readonly': {
      dispatch({ type: 'pop-overlay' });
      const readOnly = shell.current().readOnly;
      if (readOnly && (shell.forcedReadOnly || session.info.readOnly)) {
        say(shell, 'read-only is set by --readonly or the profile; it stays on', 'error');
        return;
      }
      dispatch({ type: 'set-read-only', readOnly: !readOnly });
      say(shell, readOnly ? 'read-only off: changes are enabled' : 'read-only on: changes are disabled', 'info');
      return;
    }
    case 'profile':
      shell.quit({ type: 'profile', name: command.name });
      return;
    case 'open':
      // What opens shows in the tree: the views above it close with the palette.
      dispatch({ type: 'close-overlays' });
      void openByRef(shell, command.kind, command.id);
      return;
    case 'find':
      execute(shell, resolveFind(command, context), context);
      return;
    case 'open-many':
      dispatch({ type: 'close-overlays' });
      openMany(shell, command.references, command.problems);
      return;
  }
}

/** Enter: the typed line, or the highlighted suggestion. */
export function runPalette(shell: Shell): void {
  const overlay = paletteOnTop(shell);
  const context = paletteContextOf(shell);
  if (overlay) execute(shell, paletteChoice(overlay, context), context);
}

/** Tab: the line completed, or the highlighted suggestion taken. */
export function completeLine(shell: Shell): void {
  const overlay = paletteOnTop(shell);
  if (!overlay) return;
  const completion = completePalette(overlay.text, paletteContextOf(shell));
  if (completion.completed !== overlay.text) shell.dispatch({ type: 'palette-set', text: completion.completed });
  else {
    const chosen = completion.suggestions[overlay.selection];
    if (chosen) shell.dispatch({ type: 'palette-set', text: chosen.text });
  }
}

/** Up and down through the suggestions, round. */
export function stepSuggestion(shell: Shell, direction: 1 | -1): void {
  const overlay = paletteOnTop(shell);
  if (!overlay) return;
  const count = completePalette(overlay.text, paletteContextOf(shell)).suggestions.length;
  if (count === 0) return;
  shell.dispatch({ type: 'palette-select', selection: (overlay.selection + direction + count) % count });
}
