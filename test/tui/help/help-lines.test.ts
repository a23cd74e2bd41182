// The `?` help comes from the keymap, and its title names the keys that really scroll and close it.
import { describe, expect, it } from 'vitest';
import { BINDINGS } from '../../../source/tui/kernel/keymap.js';
import { helpLines, helpTitle } from '../../../source/tui/help/help-lines.js';

describe('the help text', () => {
  it('lists every binding with its keys as the keymap has them', () => {
    const lines = helpLines(false);
    for (const binding of BINDINGS) {
      expect(lines.some((line) => !line.heading && line.keys === binding.keys.join(', ') && line.description === binding.description)).toBe(
        true,
      );
    }
    expect(lines.filter((line) => line.heading).map((line) => line.keys)).toContain('Indicators overview');
  });

  it('starts with the read-only note in read-only mode', () => {
    expect(helpLines(true)[0]).toMatchObject({ keys: 'READ-ONLY' });
    expect(helpLines(false)[0]).toMatchObject({ heading: true });
  });

  it('its title names the keys of the help context', () => {
    expect(helpTitle(1, 16, 140)).toBe('Help  (1-16 of 140; j/k scroll, esc closes)');
  });
});
