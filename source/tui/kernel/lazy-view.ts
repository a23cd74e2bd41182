// A view that loads the first time it is drawn: the console's first frame loads only what it
// draws, and the views of the meeting, the forms, the board… come after it, with the features' lazy
// modules (tui/later.ts names them all: one chunk, kernel/lazy-module.ts). The console
// starts loading them all once its first frame is out (`loadLazyViews`), so a key pressed after
// that finds its view there; one pressed sooner draws nothing in the view's place for the few
// milliseconds its chunk takes, then the view.
import { createElement, useEffect, useState, type ComponentType } from 'react';

/** Every lazy view's loader, in the order the features declare them. */
const LOADERS: (() => Promise<void>)[] = [];

/** A component drawn by the one `load` gives, once it has loaded; nothing until then. */
export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const start = (): Promise<void> =>
    (loading ??= load().then((component) => {
      loaded = component;
    }));
  LOADERS.push(start);
  function LazyView(props: P) {
    const [, setFailure] = useState<unknown>();
    const [, setReady] = useState(false);
    useEffect(() => {
      if (loaded) return;
      let mounted = true;
      start().then(
        () => mounted && setReady(true),
        // Thrown while rendering, as an error in the view itself would be (a chunk gone missing).
        (error: unknown) =>
          mounted &&
          setFailure(() => {
            throw error;
          }),
      );
      return () => {
        mounted = false;
      };
    }, []);
    return loaded ? createElement(loaded, props) : null;
  }
  return LazyView;
}

/** Loads every lazy view; resolves once all are there (the console after its first frame; tests before they draw). */
export async function loadLazyViews(): Promise<void> {
  await Promise.all(LOADERS.map((start) => start()));
}
