// The footer from the keymap: the primary action first, `:` and `?` always, the rest by priority
// until the width is used; in the tree, only the keys the selected row offers.
import { describe, expect, it } from 'vitest';
import { BINDINGS } from '../../../source/tui/kernel/registry.js';
import type { KeyContext, RowFacts } from '../../../source/tui/kernel/feature.js';
import { footerFor, footerHints } from '../../../source/tui/kernel/context-footer.js';

const treeFooter = (row: RowFacts, options: { readOnly: boolean; width?: number; separator?: string }) => footerFor('tree', row, options);

const indicatorRow: RowFacts = { kind: 'indicator', topLevel: false, board: true, hoshin: true };
const companyRow: RowFacts = { kind: 'company', topLevel: true, board: false, hoshin: false };
const cells = (text: string) => [...text].length;

describe('the tree footer', () => {
  it('at 80 columns keeps the primary action, : and ?, and drops the lowest priorities first', () => {
    for (const row of [indicatorRow, companyRow, { ...indicatorRow, kind: 'task' as const }]) {
      const text = treeFooter(row, { readOnly: false, width: 80 });
      expect(cells(text)).toBeLessThanOrEqual(80);
      expect(text.startsWith('enter open · ')).toBe(true);
      expect(text.endsWith(' · : palette · ? help')).toBe(true);
    }
    const narrow = treeFooter(indicatorRow, { readOnly: false, width: 80 });
    const wide = treeFooter(indicatorRow, { readOnly: false });
    // Kept: what matters on an indicator; dropped: the pane switch and copying, which rank last.
    expect(narrow).toContain('v value');
    expect(narrow).not.toContain('tab pane');
    expect(wide).toContain('tab pane');
    expect(wide).toContain('y copy url');
  });

  it('keeps e and D at the top level at 80 columns', () => {
    const text = treeFooter(companyRow, { readOnly: false, width: 80 });
    expect(text).toContain('e edit');
    expect(text).toContain('D delete');
    expect(text).toContain('q quit');
  });

  it('offers v, c and H on an indicator, s on a task, b, a, t and i inside a hoshin, u anywhere, q at the top only', () => {
    const onIndicator = treeFooter(indicatorRow, { readOnly: false });
    expect(onIndicator).toMatch(/v value.*b bowling.*i indicators.*H values.*t tasks.*a attention.*u due.*c countermeasure/);
    expect(onIndicator).not.toContain('s status');
    expect(onIndicator).not.toContain('q quit');
    expect(treeFooter({ ...indicatorRow, kind: 'task' }, { readOnly: false })).toContain('s status');
    expect(treeFooter({ ...indicatorRow, kind: 'task' }, { readOnly: false })).not.toContain('c countermeasure');
    const atTop = treeFooter(companyRow, { readOnly: false });
    expect(atTop).toContain('q quit');
    expect(atTop).toContain('u due');
    expect(atTop).not.toMatch(/v value|b bowling|t tasks|a attention|i indicators|c countermeasure/);
  });

  it('hides what read-only mode refuses, keeping the rest', () => {
    const text = treeFooter(indicatorRow, { readOnly: true, width: 80 });
    expect(text).not.toMatch(/v value|s status|e edit|n new|D delete/);
    expect(text).toContain('H values');
    expect(text).toMatch(/^enter open .*: palette · \? help$/);
  });

  it('measures with the separator it is given', () => {
    expect(treeFooter(companyRow, { readOnly: false, width: 80, separator: '|' })).toMatch(/^enter open \| .* \| \? help$/);
  });
});

describe('every context’s footer', () => {
  const primary: Partial<Record<KeyContext, string>> = {
    overview: 'enter open',
    board: '> move on',
    history: 'e edit',
    filter: 'enter keep the filter',
    palette: 'enter run',
    form: 'ctrl+s save',
    picker: 'enter choose',
    dialog: 'enter press',
    help: 'esc close help',
    bowling: 'enter open',
    attention: 'enter open',
    due: 'enter record',
  };
  for (const [context, first] of Object.entries(primary) as [KeyContext, string][]) {
    it(`${context}: starts with its primary action and fits 80 columns`, () => {
      // The due queue's footer follows the item on screen: here an indicator.
      const text = footerFor(context, context === 'due' ? { ...companyRow, kind: 'indicator' } : companyRow, {
        readOnly: false,
        width: 80,
      });
      expect(text.startsWith(first)).toBe(true);
      expect(cells(text)).toBeLessThanOrEqual(80);
      // Where : and ? are keys, they are there.
      if (BINDINGS.some((b) => b.action === 'palette' && (b.contexts as readonly string[]).includes(context)))
        expect(text).toContain(': palette');
      if (BINDINGS.some((b) => b.action === 'help' && (b.contexts as readonly string[]).includes(context)))
        expect(text).toContain('? help');
    });
  }

  it('due queue: an indicator records with enter, a task moves with s and skips with enter or n', () => {
    const onIndicator = footerFor('due', { ...companyRow, kind: 'indicator' }, { readOnly: false });
    expect(onIndicator).toContain('enter record');
    expect(onIndicator).toContain('n skip');
    expect(onIndicator).not.toContain('s status');
    const onTask = footerFor('due', { ...companyRow, kind: 'task' }, { readOnly: false });
    expect(onTask).toContain('s status');
    expect(onTask).toContain('n skip');
    expect(onTask).not.toContain('enter record');
  });

  it('shows every hint when no width is given, in priority order', () => {
    expect(footerHints('dialog')).toBe('enter press · esc cancel · tab next');
  });
});
