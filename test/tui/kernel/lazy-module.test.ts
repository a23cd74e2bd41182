// A feature's module that loads after the first frame: its accessor refuses before it is in (an
// internal error, never a silent undefined), gives it synchronously after, and it loads once.
import { describe, expect, it } from 'vitest';
import { lazyModule, lazyModulesLoaded, loadLazyModules } from '../../../source/tui/kernel/lazy-module.js';

describe('a lazy module', () => {
  it('refuses before it is loaded, then gives its namespace; loadLazyModules loads it once', async () => {
    let loads = 0;
    let arrive: (module: { readonly answer: number }) => void = () => undefined;
    const module = lazyModule(() => {
      loads += 1;
      return new Promise<{ readonly answer: number }>((resolve) => (arrive = resolve));
    });
    expect(() => module()).toThrow('internal error: a lazy module was used before it was loaded');
    expect(lazyModulesLoaded()).toBe(false);
    const loading = loadLazyModules();
    arrive({ answer: 42 });
    await loading;
    expect(module().answer).toBe(42);
    expect(lazyModulesLoaded()).toBe(true);
    await module.load();
    await loadLazyModules();
    expect(loads).toBe(1);
  });
});
