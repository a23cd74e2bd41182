// Sizes of the console's regions. Pure. The frame is one row shorter than the terminal: a
// full-height frame makes Ink clear the screen on every render.
export { truncateToWidth as fitText, textWidth, truncateAtWord, leadingItems, wordPrefix } from '../../core/cell-text.js';

export interface Layout {
  readonly width: number;
  /** Height of the whole frame (rows - 1). */
  readonly height: number;
  readonly headerHeight: number;
  readonly bodyHeight: number;
  readonly listWidth: number;
  readonly detailWidth: number;
  /** Rows of the list visible at once (inside the border, under the list's title line). */
  readonly pageSize: number;
  /** True when the terminal is too narrow for two panes side by side: the focused one fills the body. */
  readonly singlePane: boolean;
}

/** Title and markers, the breadcrumbs, the plan health of the hoshin the selection is in. */
const HEADER_HEIGHT = 3;
const STATUS_HEIGHT = 1;
const FOOTER_HEIGHT = 1;
const MIN_WIDTH = 20;
const MIN_HEIGHT = 8;

export function computeLayout(columns: number | undefined, rows: number | undefined): Layout {
  const width = Math.max(MIN_WIDTH, columns && columns > 0 ? columns : 80);
  const height = Math.max(MIN_HEIGHT, (rows && rows > 0 ? rows : 24) - 1);
  const bodyHeight = height - HEADER_HEIGHT - STATUS_HEIGHT - FOOTER_HEIGHT;
  const singlePane = width < 60;
  const listWidth = singlePane ? width : Math.max(30, Math.floor(width * 0.55));
  const detailWidth = singlePane ? width : width - listWidth;
  const pageSize = panelRoom(bodyHeight);
  return { width, height, headerHeight: HEADER_HEIGHT, bodyHeight, listWidth, detailWidth, pageSize, singlePane };
}

/** Rows a bordered panel of this height shows under its title (kernel/panel.tsx): two border rows and the title. */
export const panelRoom = (height: number): number => Math.max(1, height - 3);

/** The width of a dialog drawn over the body (a question, a picker): most of the terminal, at least 40 columns. */
export const modalWidthOf = (width: number): number => Math.min(width, Math.max(40, Math.floor(width * 0.8)));
