// The monthly review meeting (`M` on a hoshin, an area or an objective; `hoshin review`): red
// indicators worst first, then months never recorded, then late tasks, green on a summary; each
// decision one key, written to the service at once and journalled (z undoes it); items marked
// reviewed or to escalate in the meeting's record, so an interrupted meeting resumes.
import { useEffect, useRef } from 'react';
import { overlaySlice, type Binding, type Feature, type Handler, type KeyFacts, type Shell } from '../kernel/feature.js';
import type { ConsoleAction } from '../kernel/console-store.js';
import { LINE_KEYS, editLine } from '../kernel/input/line-keys.js';
import { LIST_PAGE, PAGE_MOVES } from '../kernel/list-keys.js';
import { topOfType } from '../kernel/console-store.js';
import { viewContext } from '../kernel/view-context.js';
import { changesData, inPlanOnly } from '../kernel/refusals.js';
import { UNDO } from '../tree/keys.js';
import { reviewScopeOf } from '../tree/scopes.js';
import { rowChain } from '../tree/selection.js';
import { entryOnTop, entryReduce, meetingOf, meetingReduce, refusedOnTop, refusedReduce } from './meeting-overlay.js';
import { lazyView } from '../kernel/lazy-view.js';
import { lazyModule, loadLazyModules } from '../kernel/lazy-module.js';
import {
  ENTRY_CANCEL,
  ENTRY_SAVE,
  MEETING_CLOSE,
  MEETING_COUNTERMEASURE,
  MEETING_DEADLINE,
  MEETING_ESCALATE,
  MEETING_EXPLAIN,
  MEETING_NEXT,
  MEETING_OWNER,
  MEETING_PREVIOUS,
  MEETING_REVIEWED,
  MEETING_SELECT,
  MEETING_STATUS,
  MEETING_UNMARK,
  MEETING_VALUE,
  REFUSED_CLOSE,
  REVIEW_MEETING,
} from './keys.js';

const MeetingEntryQuestion = lazyView(() => import('../later.js').then((later) => later.meetingView.MeetingEntryQuestion));
const MeetingRefusedQuestion = lazyView(() => import('../later.js').then((later) => later.meetingView.MeetingRefusedQuestion));
const MeetingRefusedView = lazyView(() => import('../later.js').then((later) => later.meetingView.MeetingRefusedView));
const MeetingEntryView = lazyView(() => import('../later.js').then((later) => later.meetingView.MeetingEntryView));
const MeetingView = lazyView(() => import('../later.js').then((later) => later.meetingView.MeetingView));

// What a key or an open meeting runs: loaded after the first frame (kernel/lazy-module.ts).
const commands = lazyModule(() => import('../later.js').then((later) => later.meetingCommands));
const decisions = lazyModule(() => import('../later.js').then((later) => later.meetingDecisions));
const questions = lazyModule(() => import('../later.js').then((later) => later.meetingQuestions));
const lines = lazyModule(() => import('../later.js').then((later) => later.meetingLines));
const walk = lazyModule(() => import('../later.js').then((later) => later.meetingWalk));
const walkItems = lazyModule(() => import('../later.js').then((later) => later.meetingItems));
const header = lazyModule(() => import('../later.js').then((later) => later.meetingHeader));
const undo = lazyModule(() => import('../later.js').then((later) => later.undoCommands));
const pack = lazyModule(() => import('../later.js').then((later) => later.reviewPacks));

const MEETING = 'meeting';
const ENTRY = 'meeting-entry';
const REFUSED = 'meeting-refused';

declare module '../kernel/feature.js' {
  interface RouteFacts {
    /** The last first row the open meeting's screen can be scrolled to (0: it all fits). */
    readonly meetingScrollMax?: number;
  }
  interface RowFacts {
    /** The meeting's item is an indicator (v, c and x act on it), not a late task. */
    readonly meetingIndicator?: boolean;
    /** Why s, d and o have no task to change on this item; null when they have one. */
    readonly meetingNoTask?: string | null;
  }
}

/**
 * The footer offers enter and e on an item (the opening and the summary say what enter does there),
 * v, c and x on an indicator's item, s, d and o where there is a task to change; pressed elsewhere
 * they say why.
 */
const onItem = (facts: KeyFacts): boolean => facts.row?.meetingIndicator !== undefined;
const onIndicator = (facts: KeyFacts): boolean => facts.row?.meetingIndicator === true;
const withTask = (facts: KeyFacts): boolean => (facts.row?.meetingNoTask ?? null) === null;

/** Typed text and the line keys edit the line being typed. */
const typeEntry: Handler = {
  step: ({ state, name, input }) => {
    const entry = entryOnTop(state);
    const text = entry ? editLine(entry.text, name, input, { offered: entry.prefilled === true }) : undefined;
    return text === undefined ? undefined : { type: 'meeting-entry-set', text };
  },
};

/** Over a line not asked, what is typed is shown (and dropped on close), never read as keys. */
const typeRefused: Handler = {
  step: ({ state, name, input }) => {
    const refused = refusedOnTop(state);
    const text = refused ? editLine(refused.text, name, input) : undefined;
    return text === undefined ? undefined : { type: 'meeting-refused-set', text };
  },
};

const bindings: Binding[] = [
  { ...MEETING_REVIEWED, context: MEETING, primary: true, hinted: onItem, run: (shell) => commands().markAndGo(shell, 'reviewed') },
  {
    ...MEETING_ESCALATE,
    context: MEETING,
    disabled: changesData,
    hinted: onItem,
    run: (shell) => commands().markAndGo(shell, 'escalated'),
  },
  { ...MEETING_NEXT, context: MEETING, run: (shell) => commands().move(shell, 1) },
  { ...MEETING_PREVIOUS, context: MEETING, run: (shell) => commands().move(shell, -1) },
  { ...MEETING_VALUE, context: MEETING, disabled: changesData, hinted: onIndicator, run: (shell) => questions().askValue(shell) },
  {
    ...MEETING_COUNTERMEASURE,
    context: MEETING,
    disabled: changesData,
    hinted: onIndicator,
    run: (shell) => questions().askCountermeasure(shell),
  },
  { ...MEETING_EXPLAIN, context: MEETING, disabled: changesData, hinted: onIndicator, run: (shell) => questions().askExplanation(shell) },
  { ...MEETING_STATUS, context: MEETING, disabled: changesData, hinted: withTask, run: (shell) => decisions().nextTaskStatus(shell) },
  { ...MEETING_DEADLINE, context: MEETING, disabled: changesData, hinted: withTask, run: (shell) => questions().askDeadline(shell) },
  { ...MEETING_OWNER, context: MEETING, disabled: changesData, hinted: withTask, run: (shell) => questions().askOwner(shell) },
  { ...MEETING_SELECT, context: MEETING, run: (shell) => commands().selectCountermeasure(shell) },
  { ...MEETING_UNMARK, context: MEETING, disabled: changesData, run: (shell) => commands().unmark(shell) },
  { ...UNDO, context: MEETING, disabled: changesData, run: (shell) => undo().undoLastThen(shell, commands().regather) },
  { ...MEETING_CLOSE, context: MEETING, whileGathering: true, run: (shell) => commands().closeMeeting(shell) },
  { ...ENTRY_SAVE, context: ENTRY, primary: true, run: (shell) => decisions().saveEntry(shell) },
  { ...ENTRY_CANCEL, context: ENTRY, step: () => ({ type: 'pop-overlay' }) },
  ...LINE_KEYS.map((def) => ({ ...def, context: ENTRY, ...typeEntry })),
  // Nothing was asked: what was typed is dropped, and nothing is sent.
  { ...REFUSED_CLOSE, context: REFUSED, primary: true, step: () => ({ type: 'pop-overlay' }) },
  {
    ...REVIEW_MEETING,
    context: 'tree',
    after: 'report',
    disabled: inPlanOnly(REVIEW_MEETING, 'holds the review meeting of a hoshin, an area or an objective'),
    run: (shell) => {
      const scope = reviewScopeOf(rowChain(shell.session, shell.current()));
      if (scope) commands().openMeeting(shell, scope, pack().defaultPackMonth(shell.today));
    },
  },
];

/** `hoshin review`: the console opens on the meeting, once. */
function useOpening(shell: Shell): void {
  const opened = useRef(false);
  useEffect(() => {
    const review = shell.session.opening?.review;
    if (opened.current || !review) return;
    opened.current = true;
    // Its commands and what its view reads load after the first frame: it opens once all are in.
    void loadLazyModules()
      .then(() => commands().openMeeting(shell, review.scope, review.month))
      .catch(() => shell.dispatch({ type: 'status', status: { text: 'The review meeting could not be opened.', tone: 'error' } }));
  }, [shell]);
}

export const meeting: Feature = {
  name: 'meeting',
  contexts: [
    viewContext(MEETING, 'Review meeting', {
      inherits: ['help', 'messages'],
      // A screen longer than the terminal (a small one, many countermeasures) scrolls with the list keys.
      scrolls: {
        moves: PAGE_MOVES,
        page: LIST_PAGE,
        max: (facts) => facts.meetingScrollMax ?? 0,
        to: (delta, max, state): ConsoleAction | undefined => {
          const meeting = meetingOf(state);
          return meeting ? { type: 'meeting-set', meeting: walk().scrolled(meeting, delta, max) } : undefined;
        },
        hint: 3,
      },
      gathering: (state) => meetingOf(state)?.walk === null,
      row: (shell) => {
        const open = meetingOf(shell.current());
        const item = open ? walk().currentItem(open) : undefined;
        const task = open ? commands().targetTask(open) : 'no meeting';
        return {
          kind: null,
          topLevel: false,
          board: false,
          hoshin: false,
          ...(item ? { meetingIndicator: walkItems().isIndicatorItem(item) } : {}),
          meetingNoTask: typeof task === 'string' ? task : null,
        };
      },
      facts: (shell, state) => {
        const top = topOfType(state, MEETING);
        if (!top) return { meetingScrollMax: 0 };
        return {
          meetingScrollMax: lines().meetingScrollMax(top.meeting, {
            today: shell.today,
            width: shell.layout.width,
            // The view's header and the blank row under it.
            height: Math.max(1, shell.layout.bodyHeight - 2),
            readOnly: state.readOnly,
            key: (action) => shell.keys.bindingOf(action, MEETING)?.keys[0] ?? action,
          }),
        };
      },
    }),
    {
      name: ENTRY,
      title: 'Review meeting: the line being typed',
      overlays: ['meeting-entry'],
      otherKeys: typeEntry,
    },
    {
      name: REFUSED,
      title: 'Review meeting: a line that could not be asked',
      overlays: ['meeting-refused'],
      otherKeys: typeRefused,
    },
  ],
  bindings,
  overlays: [
    // The meeting's messages (its count, each decision) are about it: they go when it closes.
    overlaySlice({
      type: 'meeting',
      actions: ['meeting-set'],
      reduce: meetingReduce,
      layer: 'holder',
      ownsStatus: true,
      View: MeetingView,
      header: (overlay, session) => header().meetingHeader(overlay.meeting, session.index),
    }),
    overlaySlice({
      type: 'meeting-entry',
      actions: ['meeting-entry-set'],
      reduce: entryReduce,
      layer: 'modal',
      View: MeetingEntryView,
      Question: MeetingEntryQuestion,
    }),
    overlaySlice({
      type: 'meeting-refused',
      actions: ['meeting-refused-set'],
      reduce: refusedReduce,
      layer: 'modal',
      View: MeetingRefusedView,
      Question: MeetingRefusedQuestion,
    }),
  ],
  useWatch: useOpening,
};
