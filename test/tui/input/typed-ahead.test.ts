import { describe, expect, it } from 'vitest';
import { TypedAhead } from '../../../source/tui/input/typed-ahead.js';

describe('keys typed while a form opens', () => {
  it('holds keys until the form listens, then hands them over once, in order', () => {
    const typed = new TypedAhead();
    expect(typed.hold('R', {})).toBe(true);
    expect(typed.hold('', { return: true })).toBe(true);
    expect(typed.listen()).toEqual([{ input: 'R', key: {} }, { input: '', key: { return: true } }]);
    // The form hears keys itself now: the shell holds nothing more, and nothing is handed twice.
    expect(typed.hold('x', {})).toBe(false);
    expect(typed.listen()).toEqual([]);
  });

  it('holds again once the form stops listening, and forgets what was held for a form that closed', () => {
    const typed = new TypedAhead();
    typed.listen();
    typed.stop();
    expect(typed.hold('a', {})).toBe(true);
    typed.stop();
    expect(typed.listen()).toEqual([]);
  });
});
