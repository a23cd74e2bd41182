// Carries out the key router's commands: one switch, each command handed to the controller that
// owns it (views, resource changes, the palette) or, for quitting and suspending, to the shell.
import { useCallback } from 'react';
import { createConfirm } from '../dialogs/confirm-state.js';
import type { Command, KeyContext } from './keymap.js';
import type { ConsoleAction } from './console-store.js';
import type { DueCommands } from '../review/due-commands.js';
import type { PaletteCommands } from '../palette/palette-controller.js';
import type { ResourceCommands } from '../forms/resource-commands.js';
import type { ReviewCommands } from '../review/review-commands.js';
import type { UndoCommands } from '../changes/undo-commands.js';
import type { ViewCommands } from '../tree/view-commands.js';

export type CommandRunner = (command: Command, context: KeyContext) => void;

export function useCommands(tools: {
  dispatch: (action: ConsoleAction) => void;
  views: ViewCommands;
  resources: ResourceCommands;
  palette: PaletteCommands;
  review: ReviewCommands;
  due: DueCommands;
  undo: UndoCommands;
  quit: () => void;
  suspend?: () => void;
}): CommandRunner {
  const { dispatch, views, resources, palette, review, due, undo, quit, suspend } = tools;
  return useCallback(
    (command: Command, context: KeyContext) => {
      switch (command) {
        case 'quit':
        case 'quit-now':
          return quit();
        case 'ask-quit':
          return dispatch({
            type: 'push-overlay',
            overlay: {
              type: 'dialog',
              dialog: 'quit-dirty',
              state: createConfirm({ title: 'Quit with unsaved changes?', message: 'The form has edits that are not saved.', cancelLabel: 'Keep editing', confirmLabel: 'Quit' }),
            },
          });
        case 'suspend':
          return suspend?.();
        case 'open':
          return views.open();
        case 'back':
          return views.back();
        case 'refresh':
          return views.refresh();
        case 'board':
          return views.board();
        case 'indicators-overview':
          return views.indicatorsOverview();
        case 'history-table':
          return views.historyTable();
        case 'overview-open':
          return views.overviewOpen();
        case 'task-status':
          return views.taskStatus();
        case 'copy-address':
          return views.copy('address', context);
        case 'copy-id':
          return views.copy('id', context);
        case 'edit':
          return resources.edit();
        case 'create':
          return resources.create();
        case 'delete':
          return resources.delete();
        case 'record-value':
          return resources.recordValue();
        case 'history-edit':
          return resources.historyEdit();
        case 'history-delete':
          return resources.historyDelete();
        case 'palette-run':
          return palette.run();
        case 'palette-complete':
          return palette.complete();
        case 'palette-previous':
          return palette.step(-1);
        case 'palette-next':
          return palette.step(1);
        case 'bowling':
          return review.bowling();
        case 'bowling-open':
          return review.bowlingOpen();
        case 'attention':
          return review.attention();
        case 'report':
          return review.report();
        case 'attention-open':
          return review.attentionOpen();
        case 'countermeasure':
          return review.countermeasure(context);
        case 'due-queue':
          return due.open();
        case 'due-enter':
          return due.enter();
        case 'due-skip':
          return due.skip();
        case 'due-task-status':
          return due.taskStatus();
        case 'due-edit':
          return due.edit();
        case 'due-close':
          return due.close();
        case 'undo':
          return undo.undo();
      }
    },
    [dispatch, views, resources, palette, review, due, undo, quit, suspend],
  );
}
