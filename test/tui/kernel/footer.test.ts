// The footer from the keymap: `? help` always, the primary action first, the rest by the priority
// each key declares until the width is used, each key whole; in the tree, only the keys the
// selected row offers, at 80 columns with the meeting (M) and undo (z), the cascade (K) and the
// changes (L) from 100 and 120.
import { describe, expect, it } from 'vitest';
import { BINDINGS } from '../helpers/every-binding.js';
import type { KeyContext, RowFacts } from '../../../source/tui/kernel/feature.js';
import { footerFor, footerHints } from '../../../source/tui/kernel/context-footer.js';

const treeFooter = (row: RowFacts, options: { readOnly: boolean; width?: number; separator?: string }) => footerFor('tree', row, options);

const indicatorRow: RowFacts = { kind: 'indicator', topLevel: false, board: true, hoshin: true };
const companyRow: RowFacts = { kind: 'company', topLevel: true, board: false, hoshin: false };
const cells = (text: string) => [...text].length;

describe('the tree footer', () => {
  const objectiveRow: RowFacts = { ...indicatorRow, kind: 'objective' };

  it('at 80 columns shows the row’s own change, the month’s work and the way back: open, edit, new, due, tasks, the meeting, undo and help', () => {
    expect(treeFooter(objectiveRow, { readOnly: false, width: 80 })).toBe(
      'enter open · e edit · n new · u due · t tasks · M meeting · z undo · ? help',
    );
    // On an indicator its value comes first; t (the board of its objective) still works, off the footer.
    expect(treeFooter(indicatorRow, { readOnly: false, width: 80 })).toBe(
      'enter open · e edit · v value · n new · u due · M meeting · z undo · ? help',
    );
    expect(treeFooter({ ...indicatorRow, kind: 'task' }, { readOnly: false, width: 80 })).toBe(
      'enter open · e edit · s status · n new · u due · M meeting · z undo · ? help',
    );
    // At the top level: the palette, that reaches a hoshin the service cannot list, and quit.
    expect(treeFooter(companyRow, { readOnly: false, width: 80 })).toBe(
      'enter open · e edit · n new · u due · z undo · : palette · q quit · ? help',
    );
  });

  it('at 60 columns keeps the first of them, and help', () => {
    expect(treeFooter(objectiveRow, { readOnly: false, width: 60 })).toBe('enter open · e edit · n new · u due · t tasks · ? help');
    expect(treeFooter(companyRow, { readOnly: false, width: 60 })).toBe('enter open · e edit · n new · u due · z undo · ? help');
  });

  it('from 100 columns adds the palette and the cascade, then the changes, then the filter, delete, the bowling chart and the review pack', () => {
    expect(treeFooter(objectiveRow, { readOnly: false, width: 100 })).toMatch(/z undo · : palette · K cascade · \? help$/);
    expect(treeFooter(objectiveRow, { readOnly: false, width: 120 })).toMatch(/K cascade · L changes · \? help$/);
    const text = treeFooter(objectiveRow, { readOnly: false, width: 160 });
    expect(cells(text)).toBeLessThanOrEqual(160);
    expect(text).toMatch(
      /^enter open · e edit · n new · u due · t tasks · M meeting · z undo · : palette · K cascade · L changes · \/ filter · D delete · b bowling · R report · \? help$/,
    );
  });

  it('offers v, c and H on an indicator, s on a task, b, a, t and i inside a hoshin, u anywhere, q at the top only', () => {
    const onIndicator = treeFooter(indicatorRow, { readOnly: false });
    expect(onIndicator).toMatch(
      /v value.*u due.*M meeting.*z undo.*K cascade.*L changes.*b bowling.*a attention.*c countermeasure.*i indicators.*H values/,
    );
    expect(onIndicator).not.toContain('t tasks');
    expect(onIndicator).not.toContain('s status');
    expect(onIndicator).not.toContain('q quit');
    expect(treeFooter(objectiveRow, { readOnly: false })).toContain('t tasks');
    expect(treeFooter({ ...indicatorRow, kind: 'task' }, { readOnly: false })).toContain('s status');
    expect(treeFooter({ ...indicatorRow, kind: 'task' }, { readOnly: false })).not.toContain('c countermeasure');
    const atTop = treeFooter(companyRow, { readOnly: false });
    expect(atTop).toContain('q quit');
    expect(atTop).toContain('u due');
    expect(atTop).not.toMatch(/v value|b bowling|t tasks|a attention|i indicators|c countermeasure|M meeting/);
  });

  it('hides what read-only mode refuses, keeping the rest', () => {
    const text = treeFooter(indicatorRow, { readOnly: true, width: 80 });
    expect(text).not.toMatch(/v value|s status|e edit|n new|D delete|z undo/);
    expect(text).toBe('enter open · u due · M meeting · : palette · K cascade · L changes · ? help');
  });

  it('measures with the separator it is given', () => {
    expect(treeFooter(companyRow, { readOnly: false, width: 80, separator: '|' })).toMatch(/^enter open \| .* \| \? help$/);
  });
});

describe('the footer at any width', () => {
  const contexts: readonly [KeyContext, RowFacts][] = [
    ['tree', indicatorRow],
    ['tree', companyRow],
    ['board', indicatorRow],
    ['history', indicatorRow],
    ['due', indicatorRow],
    ['bowling', indicatorRow],
    ['meeting', indicatorRow],
  ];
  const hintsOf = (context: KeyContext) =>
    new Set(
      BINDINGS.filter((b) => (b.contexts as readonly string[]).includes(context)).map(
        (b) => `${(b.footerKeys ?? b.keys.slice(0, 1)).join('/')} ${b.short ?? b.description.split(' (')[0]}`,
      ),
    );

  it('shows ? help whatever the width, each key whole with its word, and a narrower footer is the start of a wider one', () => {
    for (const [context, row] of contexts) {
      const whole = hintsOf(context);
      let wider: string[] | undefined;
      for (let width = 200; width >= 6; width -= 1) {
        const text = footerFor(context, row, { readOnly: false, width });
        expect(cells(text), `${context} at ${width}`).toBeLessThanOrEqual(width);
        const shown = text.split(' · ');
        expect(shown.at(-1), `${context} at ${width}`).toBe('? help');
        for (const hint of shown) expect(whole.has(hint), `${context} at ${width}: "${hint}"`).toBe(true);
        // What a narrower footer shows is what a wider one shows first, in the same order.
        if (wider) expect(wider.slice(0, shown.length - 1)).toEqual(shown.slice(0, -1));
        wider = shown;
      }
      expect(footerFor(context, row, { readOnly: false, width: 5 })).toBe('');
    }
  });

  it('board and due queue at 60, 80 and 160 columns', () => {
    const at = (context: KeyContext, width: number) => footerFor(context, indicatorRow, { readOnly: false, width });
    expect(at('board', 60)).toBe('> move on · s status · < move back · e deadline · ? help');
    expect(at('board', 80)).toBe('> move on · s status · < move back · e deadline · esc close · / filter · ? help');
    expect(at('board', 160)).toBe(
      '> move on · s status · < move back · e deadline · esc close · / filter · : palette · left column · right column · y copy url · r refresh · Y copy id · ? help',
    );
    expect(at('due', 60)).toBe('enter record · e edit · n skip · tab day · ? help');
    expect(at('due', 80)).toBe('enter record · e edit · n skip · tab day · esc close · ? help');
    expect(at('due', 160)).toBe(at('due', 80));
  });
});

describe('every binding', () => {
  it('has a priority, declared with its key: 0 for help alone, 1 to 9, or help-only; a key the footer may show has a word', () => {
    const priorities: unknown[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 'help'];
    for (const binding of BINDINGS) {
      const where = `${binding.contexts.join(',')}: ${binding.action}`;
      expect(priorities, where).toContain((binding as { hint?: unknown }).hint);
      if (binding.hint === 0) expect(binding.keys, where).toEqual(['?']);
      if (binding.hint !== 'help') expect((binding.short ?? binding.description).trim(), where).not.toBe('');
    }
  });

  it('that is a context’s primary action has a priority the footer shows', () => {
    for (const binding of BINDINGS.filter((b) => b.primary)) expect(binding.hint, binding.action).not.toBe('help');
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
      // Where ? is a key, it is there.
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
