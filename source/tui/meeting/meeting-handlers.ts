// What the review meeting's keys do, in a chunk of its own (kernel/lazy-chunk.ts): its commands,
// decisions, questions and the use cases they reach load the first time a meeting key is pressed
// (or once the console's first frame is out), not before the first frame.
export { closeMeeting, markAndGo, move, openMeeting, regather, selectCountermeasure, targetTask, unmark } from './meeting-commands.js';
export { nextTaskStatus, saveEntry } from './meeting-decisions.js';
export { askCountermeasure, askDeadline, askExplanation, askOwner, askValue } from './meeting-questions.js';
export { meetingScrollMax } from './meeting-lines.js';
export { currentItem, scrolled } from './meeting-walk.js';
export { isIndicatorItem } from '../../usecases/meeting/walk.js';
export { undoLastThen } from '../forms/undo-commands.js';
export { reviewScopeOf } from '../tree/scopes.js';
export { rowChain } from '../tree/selection.js';
export { defaultPackMonth } from '../../usecases/review-pack.js';
