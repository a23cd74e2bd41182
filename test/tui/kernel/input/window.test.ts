import { describe, expect, it } from 'vitest';
import { inputWindow } from '../../../../source/tui/kernel/input/window.js';

const line = (w: ReturnType<typeof inputWindow>): string =>
  `${w.clippedLeft ? '‹' : ''}${w.before}[${w.atCursor}]${w.after}${w.clippedRight ? '›' : ''}`;

describe('inputWindow', () => {
  it('shows a short value whole, with the cursor cell after it', () => {
    expect(line(inputWindow('abc', 3, 10))).toBe('abc[ ]');
    expect(line(inputWindow('abc', 1, 10))).toBe('a[b]c');
  });

  it('scrolls so that the cursor at the end stays visible', () => {
    const view = inputWindow('abcdefghijklmnop', 16, 8);
    expect(line(view)).toBe('‹klmnop[ ]');
    expect(1 + view.before.length + 1).toBe(8);
  });

  it('clips on the right when the cursor is at the start', () => {
    const view = inputWindow('abcdefghijklmnop', 0, 8);
    expect(line(view)).toBe('[a]bcdefg›');
    expect(view.before.length + 1 + view.after.length + 1).toBe(8);
  });

  it('clips both sides with the cursor in the middle and never exceeds the width', () => {
    const text = 'abcdefghijklmnopqrstuvwxyz';
    for (let cursor = 0; cursor <= text.length; cursor++) {
      const view = inputWindow(text, cursor, 8);
      const cells = (view.clippedLeft ? 1 : 0) + view.before.length + 1 + view.after.length + (view.clippedRight ? 1 : 0);
      expect(cells, `cursor ${cursor}`).toBeLessThanOrEqual(8);
      expect(view.atCursor).toBe(text[cursor] ?? ' ');
    }
  });

  it('masks every character of a secret', () => {
    const view = inputWindow('s3cr€t', 6, 20, { masked: true });
    expect(line(view)).toBe('••••••[ ]');
    expect(JSON.stringify(view)).not.toContain('s3cr');
  });

  it('counts wide characters as two cells and shows line breaks as ↵', () => {
    const view = inputWindow('日本語テキスト', 7, 8);
    expect(view.clippedLeft).toBe(true);
    expect(view.before).toBe('キスト');
    expect(line(inputWindow('a\nb', 3, 10))).toBe('a↵b[ ]');
  });
});
