// The due queue (`u`): every value that fell due and every task past its deadline, one at a time;
// digits type the value, Enter records it and goes on, `s` moves a task, `n` skips, Esc leaves.
// While the lists are being refreshed only Esc and `?` do something.
import { overlaySlice, type Binding, type Feature, type Handler, type KeyFacts, type Refusal } from '../kernel/feature.js';
import type { ConsoleAction } from '../kernel/console-store.js';
import { keyOf } from '../kernel/keys.js';
import { LINE_KEYS, editLine } from '../kernel/input/line-keys.js';
import { changesData, isKind, needsRow, rowRules } from '../kernel/refusals.js';
import { TASK_STATUS } from '../dialogs/form-keys.js';
import { EDIT } from '../dialogs/form-keys.js';
import { dueOnTop, dueReduce } from './due-overlay.js';
import { lazyView } from '../kernel/lazy-view.js';
import { DUE_DAY, DUE_ENTER, DUE_SKIP } from './keys.js';
import { DUE_QUEUE } from '../tree/keys.js';
import { lazyModule } from '../kernel/lazy-module.js';
import { viewContext } from '../kernel/view-context.js';

const DueView = lazyView(() => import('../later.js').then((later) => later.dueView.DueView));

// What its keys run: loaded after the first frame (kernel/lazy-module.ts).
const commands = lazyModule(() => import('../later.js').then((later) => later.dueCommands));
const dueWalk = lazyModule(() => import('../later.js').then((later) => later.dueWalk));
const opening = lazyModule(() => import('../later.js').then((later) => later.openDue));

const DUE = 'due';

/** Typed text edits the value (or the day: the first key typed replaces the day offered) of an indicator; on a task it does nothing. */
const typing: Handler = {
  step: ({ state, name, input }): ConsoleAction | undefined => {
    const walk = dueOnTop(state)?.walk;
    if (!walk || dueWalk().currentDueItem(walk)?.kind !== 'indicator') return undefined;
    const text = editLine(dueWalk().dueFocusedText(walk), name, input, { offered: dueWalk().dueTextOffered(walk) });
    return text === undefined ? undefined : { type: 'due-set', walk: dueWalk().withDueText(walk, text) };
  },
};

/** `s`: a change, on a task only. */
function movesTasks(facts: KeyFacts): Refusal | null {
  return (
    changesData(facts) ??
    (rowRules(facts, DUE, isKind('task'))
      ? needsRow(`${keyOf(TASK_STATUS)} changes the status of a task; type this indicator's value, or ${keyOf(DUE_SKIP)} skips it`)
      : null)
  );
}

const bindings: Binding[] = [
  { ...EDIT, context: DUE, disabled: changesData, run: (shell) => commands().editItem(shell) },
  { ...TASK_STATUS, context: DUE, disabled: movesTasks, run: (shell) => commands().taskStatusOfItem(shell) },
  ...LINE_KEYS.map((def) => ({ ...def, context: DUE, ...typing })),
  // On a task, or with nothing typed, Enter skips: the footer says "record" only on an indicator.
  {
    ...DUE_ENTER,
    context: DUE,
    primary: true,
    hinted: (facts) => !rowRules(facts, DUE, isKind('indicator')),
    run: (shell) => commands().enterDue(shell),
  },
  { ...DUE_SKIP, context: DUE, run: (shell) => commands().skipDue(shell) },
  {
    ...DUE_DAY,
    context: DUE,
    // The day is an indicator's value's: on a task the footer does not offer it.
    hinted: (facts) => !rowRules(facts, DUE, isKind('indicator')),
    step: ({ state }) => {
      const walk = dueOnTop(state)?.walk;
      return walk && dueWalk().currentDueItem(walk)?.kind === 'indicator'
        ? { type: 'due-set', walk: dueWalk().toggleDueFocus(walk) }
        : undefined;
    },
  },
  // After the attention key (a string: the key table refuses a place no binding has).
  { ...DUE_QUEUE, context: 'tree', after: 'attention', run: (shell) => opening().openDue(shell) },
];

export const due: Feature = {
  name: 'due',
  contexts: [
    viewContext(DUE, 'Due queue', {
      // `:` is typed into the value here.
      inherits: ['help', 'close', 'messages'],
      close: { run: (shell) => commands().closeDue(shell) },
      gathering: (state) => dueOnTop(state)?.walk.items === null,
      // The footer and the reasons follow the item on screen.
      row: (_shell, state) => {
        const walk = dueOnTop(state)?.walk;
        const item = walk ? dueWalk().currentDueItem(walk) : undefined;
        return { kind: item?.kind ?? null, topLevel: state.nav.frames.length <= 1, board: false, hoshin: false };
      },
      otherKeys: typing,
    }),
  ],
  bindings,
  overlays: [overlaySlice({ type: 'due', actions: ['due-set'], reduce: dueReduce, layer: 'body', View: DueView })],
};
