// The detail pane's title on a narrow pane: it wraps rather than losing its end, the mark of the
// rows below included.
import { afterEach, describe, expect, it } from 'vitest';
import { DetailPane } from '../../../source/tui/detail/detail-pane.js';
import { renderApp, type RenderedApp } from '../helpers/ink.js';

let app: RenderedApp | undefined;
afterEach(() => app?.unmount());

describe('<DetailPane> title', () => {
  it('wraps a long title with its rows-below mark instead of cutting it', () => {
    const lines = Array.from({ length: 20 }, (_, i) => ({ label: `Field ${i}`, value: `value ${i}` }));
    app = renderApp(<DetailPane title="History value 1001 (every field)" lines={lines} width={36} height={12} scroll={0} focused />);
    const rows = app.frame().split('\n');
    expect(rows).toHaveLength(12);
    const title = rows
      .slice(1, 3)
      .map((row) => row.replace(/[│╭╮]/g, '').trim())
      .join(' ');
    expect(title).toMatch(/^History value 1001 \(every field\) ↓\d+$/);
    expect(app.frame()).not.toContain('…');
  });

  it('keeps a short title on one row', () => {
    app = renderApp(
      <DetailPane title="Area 21" lines={[{ label: 'Name', value: 'Operations' }]} width={36} height={6} scroll={0} focused />,
    );
    const rows = app.frame().split('\n');
    expect(rows[1]).toMatch(/^│Area 21 +│$/);
    expect(rows[2]).toMatch(/^│Name +Operations +│$/);
  });
});
