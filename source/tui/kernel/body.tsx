// The body: the view of the overlay on top, drawn by its feature; a dialog sits alone over it, a
// form stays drawn under a question asked above it. With no overlay, the ground (the tree).
import { Box } from 'ink';
import type { ReactElement } from 'react';
import type { OverlaySlice } from './feature.js';
import type { Overlay } from './overlays.js';
import { topOverlay, type ConsoleState } from './console-store.js';
import { modalWidthOf, type Layout } from './layout.js';
import { GROUND, SLICES } from './registry.js';

/** Rows a question takes above the form it asks about. */
const QUESTION_HEIGHT = 5;

const sliceOf = (overlay: Overlay): OverlaySlice | undefined => SLICES.find((slice) => slice.type === overlay.type);

export function Body({ state, layout }: { readonly state: ConsoleState; readonly layout: Layout }): ReactElement | null {
  const top = topOverlay(state);
  const height = layout.bodyHeight;
  const width = layout.width;
  const modalWidth = modalWidthOf(width);
  const slice = top ? sliceOf(top) : undefined;
  if (!top || !slice) return GROUND ? <GROUND state={state} layout={layout} /> : null;
  const common = { state, width, modalWidth };
  if (slice.layer === 'body') return <slice.View {...common} overlay={top} height={height} active />;
  const holder = [...state.overlays].reverse().find((overlay) => sliceOf(overlay)?.layer === 'holder');
  const Holder = holder ? sliceOf(holder)?.View : undefined;
  if (holder && Holder) {
    const Question = top !== holder ? slice.Question : undefined;
    const questionHeight = Question ? QUESTION_HEIGHT : 0;
    return (
      <Box flexDirection="column" width={width} height={height}>
        {Question ? <Question key="question" {...common} overlay={top} height={questionHeight} active /> : null}
        <Holder key="holder" {...common} overlay={holder} height={height - questionHeight} active={top === holder} />
      </Box>
    );
  }
  return <slice.View {...common} overlay={top} height={height} active />;
}
