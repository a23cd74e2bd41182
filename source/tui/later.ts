// What the console loads right after its first frame, in one file: the features' lazy modules
// (kernel/lazy-module.ts) and lazy views (kernel/lazy-view.ts). One module that every lazy import
// names, so the bundler gives one chunk and no file per import that only re-exports it (rolldown
// keeps such a file for each module a dynamic import names inside a group: rolldown#9729). A feature
// that makes a module lazy adds its line here (decision 0382). A declarative table.
export * as attentionOverlay from './attention/attention-overlay.js';
export * as attentionPane from './attention/attention-pane.js';
export * as boardPane from './board/board-pane.js';
export * as bowlingChart from './bowling/bowling-chart.js';
export * as bowlingOverlay from './bowling/bowling-overlay.js';
export * as bowlingPane from './bowling/bowling-pane.js';
export * as openChart from './bowling/open-chart.js';
export * as cascadeOverlay from './cascade/cascade-overlay.js';
export * as cascadePane from './cascade/cascade-pane.js';
export * as changesOverlay from './changes/changes-overlay.js';
export * as dialogViews from './dialogs/dialog-views.js';
export * as dueCommands from './due/due-commands.js';
export * as dueView from './due/due-view.js';
export * as dueWalk from './due/due-walk.js';
export * as openDue from './due/open-due.js';
export * as countermeasure from './forms/countermeasure.js';
export * as formView from './forms/form-view.js';
export * as resourceChanges from './forms/resource-changes.js';
export * as startCountermeasure from './forms/start-countermeasure.js';
export * as undoCommands from './forms/undo-commands.js';
export * as helpFrom from './help/help-from.js';
export * as helpRows from './help/help-rows.js';
export * as helpView from './help/help-view.js';
export * as changeMarked from './marks/change-marked.js';
export * as meetingCommands from './meeting/meeting-commands.js';
export * as meetingDecisions from './meeting/meeting-decisions.js';
export * as meetingHeader from './meeting/meeting-header.js';
export * as meetingLines from './meeting/meeting-lines.js';
export * as meetingQuestions from './meeting/meeting-questions.js';
export * as meetingView from './meeting/meeting-view.js';
export * as meetingWalk from './meeting/meeting-walk.js';
export * as messagesView from './messages/messages-view.js';
export * as overviewPane from './overview/overview-pane.js';
export * as paletteController from './palette/palette-controller.js';
export * as palettePaste from './palette/palette-paste.js';
export * as paletteView from './palette/palette-view.js';
export * as reportPack from './report/review-pack.js';
export * as indicatorPane from './tree/indicator-pane.js';
export * as indicatorPanel from './tree/indicator-panel.js';
export * as refresh from './tree/refresh.js';
export * as cascadeReading from '../usecases/cascade.js';
export * as findKnown from '../usecases/find-known.js';
export * as meetingItems from '../usecases/meeting/walk.js';
export * as reviewPacks from '../usecases/review-pack.js';
