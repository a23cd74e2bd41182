// A view that loads the first time it is drawn: nothing in its place until its module is there,
// then the view; once loaded (the console loads every view after its first frame), at once.
import { createElement } from 'react';
import { Text } from 'ink';
import { describe, expect, it } from 'vitest';
import { lazyView, loadLazyViews } from '../../../source/tui/kernel/lazy-view.js';
import { renderApp } from '../helpers/ink.js';

function Greeting({ name }: { readonly name: string }) {
  return <Text>hello {name}</Text>;
}

describe('a lazy view', () => {
  it('draws nothing until its module has loaded, then the view with its props', async () => {
    let arrive: (view: typeof Greeting) => void = () => undefined;
    const Lazy = lazyView(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    const app = renderApp(createElement(Lazy, { name: 'Ana' }));
    try {
      expect(app.frame()).toBe('');
      arrive(Greeting);
      await app.waitFor('hello Ana');
    } finally {
      app.unmount();
    }
  });

  it('loaded by loadLazyViews, draws in its first frame and loads its module once', async () => {
    let loads = 0;
    const Lazy = lazyView(async () => {
      loads += 1;
      return Greeting;
    });
    await loadLazyViews();
    const app = renderApp(createElement(Lazy, { name: 'Bo' }));
    try {
      expect(app.frame()).toBe('hello Bo');
      await loadLazyViews();
      expect(loads).toBe(1);
    } finally {
      app.unmount();
    }
  });
});
