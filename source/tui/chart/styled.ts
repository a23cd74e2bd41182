// Lines from role-tagged segments: width measured on plain text, colour applied last. Pure.
import { Chalk } from 'chalk';
import { graphemes, textWidth } from '../../core/cell-text.js';

type ChartRole = 'plain' | 'axis' | 'value' | 'goal' | 'muted';

/** Turns a segment of a role into styled text; the view passes the app theme's colours. */
export interface ChartTheme {
  readonly value: (text: string) => string;
  readonly goal: (text: string) => string;
  readonly axis: (text: string) => string;
  readonly muted: (text: string) => string;
}

// The 16 basic colours, whatever chalk detects: whether colour is on is the console's choice.
const basic = new Chalk({ level: 1 });

/** Used when colour is on and no theme is given: cyan values, yellow goal, dim axes. */
export const ANSI_CHART_THEME: ChartTheme = {
  value: (text) => basic.cyan(text),
  goal: (text) => basic.yellow(text),
  axis: (text) => basic.dim(text),
  muted: (text) => basic.dim(text),
};

export interface Segment {
  readonly text: string;
  readonly role: ChartRole;
}

export class StyledLine {
  private readonly segments: Segment[] = [];
  private length = 0;

  get width(): number {
    return this.length;
  }

  /** Appends text, measured in terminal cells. */
  add(text: string, role: ChartRole = 'plain'): this {
    if (text === '') return this;
    const last = this.segments[this.segments.length - 1];
    if (last && last.role === role) this.segments[this.segments.length - 1] = { text: last.text + text, role };
    else this.segments.push({ text, role });
    this.length += textWidth(text);
    return this;
  }

  /** Plain text cut (between graphemes) or padded to exactly `width` cells, styled when a theme is given. */
  render(width: number, theme: ChartTheme | null): string {
    let used = 0;
    let out = '';
    for (const segment of this.segments) {
      const { text, cells, whole } = leadingCells(segment.text, width - used);
      used += cells;
      out += theme && segment.role !== 'plain' && text.trim() !== '' ? theme[segment.role](text) : text;
      if (!whole) break;
    }
    return out + ' '.repeat(Math.max(0, width - used));
  }
}

/** The graphemes of a text that fit in `room` cells, and whether that is all of it. */
function leadingCells(text: string, room: number): { text: string; cells: number; whole: boolean } {
  const width = textWidth(text);
  if (width <= room) return { text, cells: width, whole: true };
  let kept = '';
  let cells = 0;
  for (const part of graphemes(text)) {
    const partCells = textWidth(part);
    if (cells + partCells > room) break;
    kept += part;
    cells += partCells;
  }
  return { text: kept, cells, whole: false };
}
