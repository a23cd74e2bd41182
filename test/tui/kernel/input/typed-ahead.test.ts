import { describe, expect, it } from 'vitest';
import { TypedAhead, type HeldKey } from '../../../../source/tui/kernel/input/typed-ahead.js';

describe('keys handed to a form', () => {
  it('keeps keys until the form listens, then hands them over once, in order, and each later key as it comes', () => {
    const typed = new TypedAhead();
    typed.pass('R', {});
    typed.pass('', { return: true });
    const heard: HeldKey[] = [];
    typed.listen((input, key) => heard.push({ input, key }));
    expect(heard).toEqual([
      { input: 'R', key: {} },
      { input: '', key: { return: true } },
    ]);
    typed.pass('x', {});
    expect(heard).toEqual([
      { input: 'R', key: {} },
      { input: '', key: { return: true } },
      { input: 'x', key: {} },
    ]);
  });

  it('keeps again once the form stops listening, and forgets what was kept for a form that closed', () => {
    const typed = new TypedAhead();
    const first: string[] = [];
    typed.listen((input) => first.push(input));
    typed.stop();
    typed.pass('a', {});
    typed.stop();
    const second: string[] = [];
    typed.listen((input) => second.push(input));
    expect([first, second]).toEqual([[], []]);
  });
});
