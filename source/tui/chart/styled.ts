// Lines built from role-tagged segments, so width is measured on plain text and colour (when on)
// is applied last. Pure.

export type ChartRole = 'plain' | 'axis' | 'value' | 'goal' | 'muted';

/** Turns a segment of a role into styled text; the view passes the app theme's colours. */
export interface ChartTheme {
  readonly value: (text: string) => string;
  readonly goal: (text: string) => string;
  readonly axis: (text: string) => string;
  readonly muted: (text: string) => string;
}

const sgr = (open: number, close: number) => (text: string) => `\u001b[${open}m${text}\u001b[${close}m`;

/** Used when colour is on and no theme is given: cyan values, yellow goal, dim axes. */
export const ANSI_CHART_THEME: ChartTheme = {
  value: sgr(36, 39),
  goal: sgr(33, 39),
  axis: sgr(2, 22),
  muted: sgr(2, 22),
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

  /** Appends text (every character one column wide: ASCII, box drawing, braille, blocks). */
  add(text: string, role: ChartRole = 'plain'): this {
    if (text === '') return this;
    const last = this.segments[this.segments.length - 1];
    if (last && last.role === role) this.segments[this.segments.length - 1] = { text: last.text + text, role };
    else this.segments.push({ text, role });
    this.length += [...text].length;
    return this;
  }

  /** Plain text cut or padded to exactly `width` columns, styled when a theme is given. */
  render(width: number, theme: ChartTheme | null): string {
    let remaining = width;
    let out = '';
    for (const segment of this.segments) {
      if (remaining <= 0) break;
      const chars = [...segment.text].slice(0, remaining);
      remaining -= chars.length;
      const text = chars.join('');
      out += theme && segment.role !== 'plain' && text.trim() !== '' ? theme[segment.role](text) : text;
    }
    return out + ' '.repeat(Math.max(0, remaining));
  }
}

/** Text cut to at most `width` columns (with an ellipsis when cut) and padded to exactly it. */
export function fitText(text: string, width: number): string {
  if (width <= 0) return '';
  const chars = [...text];
  if (chars.length <= width) return text + ' '.repeat(width - chars.length);
  return width === 1 ? '…' : `${chars.slice(0, width - 1).join('')}…`;
}

/** Text centred in exactly `width` columns. */
export function centreText(text: string, width: number): string {
  const chars = [...text];
  if (chars.length >= width) return fitText(text, width);
  const left = Math.floor((width - chars.length) / 2);
  return ' '.repeat(left) + text + ' '.repeat(width - chars.length - left);
}
