// `K`: a hoshin's cascade as an overlay, its lines in the words of `hoshin cascade`. Pure.
import { visibleLine } from '../../core/untrusted-text.js';
import { wrapAll } from '../../terminal/text-wrap.js';
import { cascadeFromIndex } from '../../usecases/cascade.js';
import { cascadeSections } from '../../usecases/report/cascade-sections.js';
import type { Session } from '../../usecases/session.js';
import { clamp } from '../kernel/overlays.js';
import type { ConsoleAction } from '../kernel/console-store.js';

export interface CascadeOverlay {
  readonly type: 'cascade';
  readonly hoshinId: number;
  readonly scroll: number;
}

type CascadeAction = { readonly type: 'cascade-scroll'; readonly delta: number; readonly max: number };

declare module '../kernel/overlays.js' {
  interface OverlayTypes {
    cascade: CascadeOverlay;
  }
  interface FeatureActions {
    cascade: CascadeAction;
  }
}

export function cascadeReduce(overlay: CascadeOverlay, action: ConsoleAction): CascadeOverlay {
  return action.type === 'cascade-scroll' ? { ...overlay, scroll: clamp(overlay.scroll + action.delta, action.max) } : overlay;
}

interface CascadeLine {
  readonly text: string;
  readonly heading: boolean;
}

/** Rows the pane spends on its border and title. */
export const CASCADE_CHROME = 3;

/** The cascade's lines wrapped to `width` cells (a wrapped line keeps its indent); a plan not known here says so. */
export function cascadeLines(session: Session, hoshinId: number, width: number): CascadeLine[] {
  const cascade = cascadeFromIndex(session.index, hoshinId);
  if (!cascade) return [{ text: `hoshin ${hoshinId} is not known here`, heading: false }];
  const lines: CascadeLine[] = [];
  cascadeSections(cascade).forEach((section, index) => {
    // A blank line between sections (an empty Text would take no row).
    if (index > 0) lines.push({ text: ' ', heading: false });
    lines.push({ text: visibleLine(`${section.title}:`), heading: true });
    for (const raw of section.lines) {
      const line = visibleLine(raw);
      const indent = ' '.repeat(2 + (line.length - line.trimStart().length));
      for (const row of wrapAll(line.trim(), Math.max(8, width - indent.length))) lines.push({ text: `${indent}${row}`, heading: false });
    }
  });
  return lines;
}

/** The pane's inner width for a body `width` wide. */
export const cascadeInner = (width: number): number => Math.max(10, width - 2);

/** The last line the cascade's text can start at in a body of `height` rows. */
export function cascadeMax(session: Session, hoshinId: number, width: number, height: number): number {
  return Math.max(0, cascadeLines(session, hoshinId, cascadeInner(width)).length - Math.max(1, height - CASCADE_CHROME));
}
