// A module of a feature's that its first frame does not run (its commands, its use cases, the
// reducers of its overlays): the feature declares it with `lazyModule(() => import('./x.js'))` and
// reaches it through the accessor inside its handlers. The console loads every one once its first
// frame is out (`loadLazyModules`, with the lazy views); a key typed sooner waits for them in the
// key hook (use-keys.ts) and is handled once they are in, in the order it was typed (decision 0382).

/** A module's namespace, given synchronously once loaded. */
export interface LazyModule<M> {
  (): M;
  /** Loads it (once); resolves with it. */
  readonly load: () => Promise<M>;
}

/** Every lazy module's loader, in the order the features declare them. */
const LOADERS: (() => Promise<unknown>)[] = [];
let unloaded = 0;

export function lazyModule<M>(load: () => Promise<M>): LazyModule<M> {
  let loaded: { readonly module: M } | undefined;
  let loading: Promise<M> | undefined;
  unloaded += 1;
  const start = (): Promise<M> =>
    (loading ??= load().then((module) => {
      loaded = { module };
      unloaded -= 1;
      return module;
    }));
  LOADERS.push(start);
  const accessor = (): M => {
    if (!loaded) throw new Error('internal error: a lazy module was used before it was loaded (loadLazyModules)');
    return loaded.module;
  };
  return Object.assign(accessor, { load: start });
}

/** Every lazy module is in: a key's handler may run. */
export const lazyModulesLoaded = (): boolean => unloaded === 0;

/** Loads every lazy module; resolves once all are in (the console after its first frame; tests before they press keys). */
export async function loadLazyModules(): Promise<void> {
  await Promise.all(LOADERS.map((start) => start()));
}

/** What the key hook waits for before it runs a handler; a test gives one it holds back. */
export interface LazyModules {
  readonly loaded: () => boolean;
  readonly load: () => Promise<void>;
}

export const LAZY_MODULES: LazyModules = { loaded: lazyModulesLoaded, load: loadLazyModules };
