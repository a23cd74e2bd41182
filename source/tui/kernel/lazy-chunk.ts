// A feature's handlers (and what only they reach: its commands, its use cases) in a chunk that loads
// the first time one of its keys is pressed (issue 44): the feature's manifest (feature.ts: keys,
// contexts, help words) is all the first frame loads of it. The key pressed while the chunk loads,
// and every key typed after it, are held (kernel/use-keys.ts) and replayed in order once it is there.
import type { Handler } from './feature.js';

type Run = NonNullable<Handler['run']>;

/** A chunk of a feature: loaded or not, and how to load it (once). */
export interface Chunk<M> {
  readonly name: string;
  readonly loaded: M | undefined;
  readonly start: () => Promise<M>;
}

const CHUNKS: Chunk<unknown>[] = [];
/** Each lazy run's chunk, so the kernel knows to hold the key while it loads. */
const RUNS = new WeakMap<Run, Chunk<unknown>>();

export function lazyChunk<M>(name: string, load: () => Promise<M>): Chunk<M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const chunk: Chunk<M> = {
    name,
    get loaded() {
      return loaded;
    },
    start: () =>
      (loading ??= load().then(
        (module) => (loaded = module),
        (error: unknown) => {
          // A later press tries again (a chunk read while the disk was busy).
          loading = undefined;
          throw error;
        },
      )),
  };
  CHUNKS.push(chunk);
  return chunk;
}

/** A binding's run from its chunk; pressed before the chunk is there, the kernel holds it (`chunkToWaitFor`). */
export function runFrom<M>(chunk: Chunk<M>, pick: (module: M) => Run): Run {
  const run: Run = (shell, press) => {
    const module = chunk.loaded;
    if (module === undefined) throw new Error(`the ${chunk.name} chunk ran before it loaded`);
    pick(module)(shell, press);
  };
  RUNS.set(run, chunk);
  return run;
}

/** The chunk a run still waits for; undefined when it can run now. */
export function chunkToWaitFor(run: Run): Chunk<unknown> | undefined {
  const chunk = RUNS.get(run);
  return chunk && chunk.loaded === undefined ? chunk : undefined;
}

/** The held-keys loading key of a chunk (console-store.ts holdsKeys: every key waits for it). */
export const chunkLoadKey = (chunk: Chunk<unknown>): string => `chunk:${chunk.name}`;

/** Loads every chunk (the console after its first frame; tests before they press). */
export async function loadChunks(): Promise<void> {
  await Promise.all(CHUNKS.map((chunk) => chunk.start()));
}
