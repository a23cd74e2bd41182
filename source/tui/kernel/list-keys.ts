// The keys that move through a list, one definition for every list, and the bindings made of them. Pure.
import type { Binding, ContextSpec, Handler, KeyContext, RouteFacts } from './feature.js';
import type { ConsoleAction } from './console-store.js';
import { keyDef, type FooterPriority, type KeyDef } from './keys.js';

export const MOVE_UP = keyDef('move-up', ['up', 'k'], 'move up', 'help');
export const MOVE_DOWN = keyDef('move-down', ['down', 'j'], 'move down', 'help');
export const MOVE_TOP = keyDef('move-top', ['g', 'home'], 'go to the top', 'help');
export const MOVE_BOTTOM = keyDef('move-bottom', ['G', 'end'], 'go to the bottom', 'help');
const PAGE_UP = keyDef('page-up', ['pgup', 'ctrl+b'], 'page up', 'help');
const PAGE_DOWN = keyDef('page-down', ['pgdn', 'ctrl+f'], 'page down', 'help');
const HALF_PAGE_DOWN = keyDef('half-page-down', ['ctrl+d'], 'half a page down (never deletes)', 'help');
const HALF_PAGE_UP = keyDef('half-page-up', ['ctrl+u'], 'half a page up', 'help');

/** The rows a page moves, whatever the view's height: in a list of rows, and in a text. */
export const LIST_PAGE = 5;
export const TEXT_PAGE = 10;

/** Up and down only (the board, the bowling chart). */
const LINE_MOVES: readonly KeyDef[] = [MOVE_UP, MOVE_DOWN];
/** Lines and both ends (pickers). */
export const END_MOVES: readonly KeyDef[] = [...LINE_MOVES, MOVE_TOP, MOVE_BOTTOM];
/** Lines, ends and pages (a scrolled text). */
export const PAGE_MOVES: readonly KeyDef[] = [...END_MOVES, PAGE_UP, PAGE_DOWN];
/** Every move, half pages too (a list as long as the plan). */
export const ALL_MOVES: readonly KeyDef[] = [...PAGE_MOVES, HALF_PAGE_DOWN, HALF_PAGE_UP];

/** How far a move goes, by action, for a list of `total` rows and pages of `page` rows. */
function listMoveDelta(action: string, total: number, page: number): number | undefined {
  const rows = Math.max(1, page);
  const deltas = new Map<string, number>([
    [MOVE_UP.action, -1],
    [MOVE_DOWN.action, 1],
    [MOVE_TOP.action, -total],
    [MOVE_BOTTOM.action, total],
    [PAGE_UP.action, -rows],
    [PAGE_DOWN.action, rows],
    [HALF_PAGE_UP.action, -Math.ceil(rows / 2)],
    [HALF_PAGE_DOWN.action, Math.ceil(rows / 2)],
  ]);
  return deltas.get(action);
}

/** The bindings of some moves in a context, each handled by what `handle` makes of its action. */
export function moveBindings(context: KeyContext, moves: readonly KeyDef[], handle: (action: string) => Handler): Binding[] {
  return moves.map((def) => ({ ...def, context, ...handle(def.action) }));
}

/** Every move through a list of `total` rows, `page` rows a page; `to` is the action of a move. */
export function listBindings(
  context: KeyContext,
  page: number,
  total: (facts: RouteFacts) => number,
  to: (delta: number, total: number) => ConsoleAction,
): Binding[] {
  return moveBindings(context, ALL_MOVES, (action) => ({
    step: ({ facts }) => {
      const rows = total(facts);
      const delta = listMoveDelta(action, rows, page);
      return delta === undefined ? undefined : to(delta, rows);
    },
  }));
}

/** The letter of a move (j, k, g, G), else its first key (pgdn). */
const moveKey = (def: KeyDef): string => def.keys.find((key) => key.length === 1) ?? def.keys[0] ?? '';

/** The moves of a view whose footer names them (`j/k scroll`): down stands for the pair of letters. */
export function scrollBindings(
  context: KeyContext,
  moves: readonly KeyDef[],
  handle: (action: string) => Handler,
  word = 'scroll',
  hint: FooterPriority = 1,
): Binding[] {
  return moveBindings(context, moves, handle).map((binding) =>
    binding.action === MOVE_DOWN.action ? { ...binding, hint, short: word, footerKeys: [moveKey(MOVE_DOWN), moveKey(MOVE_UP)] } : binding,
  );
}

const MOVE_ACTIONS: ReadonlySet<string> = new Set(ALL_MOVES.map((def) => def.action));

/** The action is one of the list keys every list shares. */
export const isListMove = (action: string): boolean => MOVE_ACTIONS.has(action);

/** The moves a list or text takes, named short in pairs: `j/k g/G pgdn/pgup ctrl+d/ctrl+u`. */
export function movesInShort(moves: readonly KeyDef[]): string {
  const has = (def: KeyDef) => moves.some((move) => move.action === def.action);
  const pairs: (readonly KeyDef[])[] = [
    [MOVE_DOWN, MOVE_UP],
    [MOVE_TOP, MOVE_BOTTOM],
    [PAGE_DOWN, PAGE_UP],
    [HALF_PAGE_DOWN, HALF_PAGE_UP],
  ];
  return pairs
    .map((pair) => pair.filter(has).map(moveKey).join('/'))
    .filter((pair) => pair !== '')
    .join(' ');
}

/** The move bindings of a context that scrolls (its `scrolls`): each move, kept within 0..max. */
export function scrollingBindings(context: ContextSpec): Binding[] {
  const scrolls = context.scrolls;
  if (!scrolls) return [];
  const handle = (action: string): Handler => ({
    step: ({ facts, state }) => {
      const max = scrolls.max(facts);
      const delta = listMoveDelta(action, max + 1, scrolls.page);
      return delta === undefined ? undefined : scrolls.to(delta, max, state);
    },
  });
  return scrollBindings(context.name, scrolls.moves, handle, scrolls.word, scrolls.hint);
}
