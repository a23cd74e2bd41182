// Carries out the key router's commands: one switch, each command handed to the controller that
// owns it (views, resource changes, the palette) or, for quitting and suspending, to the shell.
import { useCallback } from 'react';
import { createConfirm } from '../dialogs/confirm-state.js';
import type { Command, KeyContext } from './keymap.js';
import { useConsoleActions, useConsoleState } from './console-context.js';
import type { DueCommands } from '../review/due-commands.js';
import type { PaletteCommands } from '../palette/palette-controller.js';
import type { ResourceCommands } from '../forms/resource-commands.js';
import type { ReviewCommands } from '../review/review-commands.js';
import type { UndoCommands } from '../changes/undo-commands.js';
import type { ViewCommands } from '../tree/view-commands.js';

export type CommandRunner = (command: Command, context: KeyContext) => void;

export function useCommands(controllers: {
  views: ViewCommands;
  resources: ResourceCommands;
  palette: PaletteCommands;
  review: ReviewCommands;
  due: DueCommands;
  undo: UndoCommands;
  suspend?: () => void;
}): CommandRunner {
  const { views, resources, palette, review, due, undo, suspend } = controllers;
  const { dispatch } = useConsoleState();
  const { quit } = useConsoleActions();
  return useCallback(
    (command: Command, context: KeyContext) => {
      switch (command) {
        case 'quit':
        case 'quit-now':
          quit();
          return;
        case 'ask-quit':
          dispatch({
            type: 'push-overlay',
            overlay: {
              type: 'dialog',
              dialog: 'quit-dirty',
              state: createConfirm({
                title: 'Quit with unsaved changes?',
                message: 'The form has edits that are not saved.',
                cancelLabel: 'Keep editing',
                confirmLabel: 'Quit',
              }),
            },
          });
          return;
        case 'suspend':
          return suspend?.();
        case 'open':
          views.open();
          return;
        case 'back':
          views.back();
          return;
        case 'refresh':
          views.refresh();
          return;
        case 'board':
          views.board();
          return;
        case 'indicators-overview':
          views.indicatorsOverview();
          return;
        case 'history-table':
          views.historyTable();
          return;
        case 'overview-open':
          views.overviewOpen();
          return;
        case 'task-status':
          views.taskStatus();
          return;
        case 'copy-address':
          views.copy('address', context);
          return;
        case 'copy-id':
          views.copy('id', context);
          return;
        case 'edit':
          resources.edit();
          return;
        case 'create':
          resources.create();
          return;
        case 'delete':
          resources.delete();
          return;
        case 'record-value':
          resources.recordValue();
          return;
        case 'history-edit':
          resources.historyEdit();
          return;
        case 'history-delete':
          resources.historyDelete();
          return;
        case 'palette-run':
          palette.run();
          return;
        case 'palette-complete':
          palette.complete();
          return;
        case 'palette-previous':
          palette.step(-1);
          return;
        case 'palette-next':
          palette.step(1);
          return;
        case 'bowling':
          review.bowling();
          return;
        case 'bowling-open':
          review.bowlingOpen();
          return;
        case 'attention':
          review.attention();
          return;
        case 'report':
          review.report();
          return;
        case 'attention-open':
          review.attentionOpen();
          return;
        case 'countermeasure':
          review.countermeasure(context);
          return;
        case 'due-queue':
          due.open();
          return;
        case 'due-enter':
          due.enter();
          return;
        case 'due-skip':
          due.skip();
          return;
        case 'due-task-status':
          due.taskStatus();
          return;
        case 'due-edit':
          due.edit();
          return;
        case 'due-close':
          due.close();
          return;
        case 'undo':
          undo.undo();
          return;
      }
    },
    [dispatch, views, resources, palette, review, due, undo, quit, suspend],
  );
}
