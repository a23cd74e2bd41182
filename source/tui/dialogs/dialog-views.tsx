// Dialogs sit alone at the top of the body; a question over a form sits above it (the form keeps its edits).
import { Box } from 'ink';
import type { ReactElement } from 'react';
import type { OverlayViewProps } from '../kernel/feature.js';
import { ConfirmView } from './confirm-dialog.js';
import { DeleteView } from './delete-dialog.js';
import type { DeleteOverlay, PickerOverlay, QuestionOverlay } from './dialog-overlays.js';
import { PickerView } from './picker.js';

function Centred({ width, height, children }: { width: number; height: number; children: ReactElement }): ReactElement {
  return (
    <Box width={width} height={height} justifyContent="center" alignItems="flex-start">
      {children}
    </Box>
  );
}

export function QuestionModal({ overlay, width, height, modalWidth }: OverlayViewProps<QuestionOverlay>): ReactElement {
  return (
    <Centred width={width} height={height}>
      <ConfirmView state={overlay.state} width={modalWidth} />
    </Centred>
  );
}

/** A question above a form. */
export function QuestionAbove({ overlay, modalWidth }: OverlayViewProps<QuestionOverlay>): ReactElement {
  return <ConfirmView state={overlay.state} width={modalWidth} />;
}

export function DeleteModal({ overlay, width, height, modalWidth }: OverlayViewProps<DeleteOverlay>): ReactElement {
  return (
    <Centred width={width} height={height}>
      <DeleteView state={overlay.state} width={modalWidth} />
    </Centred>
  );
}

export function PickerModal({ overlay, width, height, modalWidth }: OverlayViewProps<PickerOverlay>): ReactElement {
  return (
    <Centred width={width} height={height}>
      <PickerView state={overlay.picker} height={Math.min(height, overlay.picker.options.length + 4)} width={modalWidth} />
    </Centred>
  );
}
