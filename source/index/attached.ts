// The service's local store fed by a client while a command's connection (or the console) is open:
// the one path every answer takes into the index. The index is a convenience: trouble reading or
// writing it is said once on stderr and never fails the command.
import { HoshinError } from '../core/errors.js';
import type { ResourceClient } from '../core/resource.js';
import { LocalIndex } from './model.js';
import { openServiceIndex, type ServiceChoice } from './profile.js';
import { attachToClient, type IndexStore } from './index-store.js';

export interface AttachedIndex {
  readonly index: LocalIndex;
  /** The store behind the index; undefined when it could not be opened (the index lives in memory). */
  readonly store: IndexStore | undefined;
  /** Stops listening and writes what changed; never throws. */
  close(): Promise<void>;
}

function reasonOf(error: unknown): string {
  if (error instanceof HoshinError) return error.message;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code ?? (error instanceof Error ? error.message : String(error));
}

export async function attachServiceIndex(
  choice: ServiceChoice,
  env: NodeJS.ProcessEnv,
  client: Pick<ResourceClient, 'onEvent'>,
  warn: (message: string) => void,
): Promise<AttachedIndex> {
  let warned = false;
  const warnOnce = (message: string): void => {
    if (warned) return;
    warned = true;
    warn(message);
  };
  let store: IndexStore | undefined;
  const saveFailed = (error: unknown): void =>
    warnOnce(`could not save to the local store ${store?.file ?? ''} (${reasonOf(error)}); what was learned here is not remembered`);
  try {
    ({ store } = await openServiceIndex(choice, env, warn, { onSaveError: saveFailed, onBadRow: warnOnce }));
  } catch (error) {
    const why =
      error instanceof HoshinError ? error.message : `cannot use the local store of ${choice.identity.baseUrl} (${reasonOf(error)})`;
    warnOnce(`${why}; what this command learns is not remembered`);
  }
  const index = store?.index ?? new LocalIndex();
  const detach = attachToClient(index, client);
  return {
    index,
    store,
    async close() {
      detach();
      try {
        await store?.close();
      } catch (error) {
        saveFailed(error);
      }
    },
  };
}
