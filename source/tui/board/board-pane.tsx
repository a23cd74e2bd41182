// The task board on the body: its columns of the scope's tasks, the selected card, the people by name.
import type { ReactElement } from 'react';
import type { BoardTask } from './board-state.js';
import type { BoardOverlay } from './board-overlay.js';
import { TaskBoardView } from './task-board.js';
import type { OverlayViewProps } from '../kernel/feature.js';
import { useConsoleActions } from '../kernel/console-context.js';
import { titleOf } from '../tree/tree-shape.js';
import { Panel } from '../kernel/panel.js';

export function BoardPane({ overlay, state, width, height }: OverlayViewProps<BoardOverlay>): ReactElement {
  const { session, today } = useConsoleActions();
  const readOnly = state.readOnly;
  const { scope } = overlay;
  const title = titleOf(scope.kind, session.index.get(scope.kind, scope.id)?.resource ?? undefined, scope.id);
  const personName = (task: BoardTask) =>
    session.people.nameOf(
      typeof task.company_id === 'number' ? task.company_id : null,
      typeof task.responsible_id === 'number' ? task.responsible_id : null,
    );
  // The scope and whether it is every known one come first; the count goes where there is no room.
  const caption = [
    `tasks of ${scope.kind} “${title}”${scope.kind === 'hoshin' ? ' (every known one)' : ''}`,
    `${overlay.board.tasks.length} on the board`,
  ];
  return (
    <Panel width={width} height={height}>
      <TaskBoardView
        state={overlay.board}
        width={Math.max(10, width - 2)}
        height={Math.max(3, height - 2)}
        today={today}
        readOnly={readOnly}
        hints={false}
        caption={caption}
        personName={personName}
      />
    </Panel>
  );
}
