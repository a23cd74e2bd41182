// The `?` help comes from the keymap, and its title names the keys that really scroll and close it.
import { describe, expect, it } from 'vitest';
import { KEY_TABLE } from '../../../source/tui/kernel/registry.js';
import { BINDINGS } from '../helpers/every-binding.js';
import { helpLines, helpTitle } from '../../../source/tui/help/help-lines.js';
import { isListMove } from '../../../source/tui/kernel/list-keys.js';

describe('the help text', () => {
  it("lists every binding: under its view, once among the keys most views share, or as one of its view's list keys", () => {
    const lines = helpLines(KEY_TABLE, false);
    for (const binding of BINDINGS) {
      const listed = lines.some(
        (line) => !line.heading && line.keys === binding.keys.join(', ') && line.description.startsWith(binding.description),
      );
      expect(listed || isListMove(binding.action), `${binding.contexts.join()}: ${binding.action}`).toBe(true);
    }
    expect(lines.filter((line) => line.heading).map((line) => line.keys)).toContain('Indicators overview');
  });

  it('starts with the read-only note in read-only mode', () => {
    expect(helpLines(KEY_TABLE, true)[0]).toMatchObject({ keys: 'READ-ONLY' });
    expect(helpLines(KEY_TABLE, false)[0]).toMatchObject({ heading: true });
  });

  it('says how the figures read: the progress formula, its rounding and the bowling marks', () => {
    const lines = helpLines(KEY_TABLE, false);
    const figures = lines.slice(lines.findIndex((line) => line.heading && line.keys === 'Figures'));
    expect(figures.map((line) => [line.keys, line.description])).toEqual([
      ['Figures', ''],
      [
        'progress',
        'progress = (value − worst) / (goal − worst): 0% at the worst value, 100% at the goal; n/a where the goal equals the worst value',
      ],
      ['rounding', 'whole percent; below the goal never 100 (99.9), past the worst value never 0 (-0.1)'],
      ['marks', '+ met, x below; . not known here, ! not recorded, blank: not due yet or no update due'],
    ]);
  });

  it('its title names the keys of the help context', () => {
    expect(helpTitle(1, 16, 140)).toBe('Help  (1-16 of 140; j/k scroll, esc closes)');
  });
});
