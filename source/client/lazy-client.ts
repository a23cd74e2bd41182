// A client that loads the HTTP client (undici, a megabyte of JavaScript) on its first request:
// the console's first frame shows what the index knows and needs no request. The options may come
// later too (the demo's sandbox starts after the first frame, on a port known only then).
import type { ResourceClient, ResourceEvent } from '../core/resource.js';
import type { HoshinClient } from './types.js';
import type { ClientOptions } from './types.js';

export function lazyClient(options: ClientOptions | (() => Promise<ClientOptions>)): ResourceClient {
  let client: HoshinClient | undefined;
  let loading: Promise<HoshinClient> | undefined;
  const listeners = new Set<(event: ResourceEvent) => void>();
  const load = (): Promise<HoshinClient> =>
    (loading ??= Promise.all([typeof options === 'function' ? options() : options, import('./http-client.js')]).then(
      ([resolved, { createClient }]) => {
        client = createClient(resolved);
        client.onEvent((event) => {
          // Every listener hears it, as the client's own would; the first failure is the client's to report.
          let failure: unknown;
          for (const listener of listeners) {
            try {
              listener(event);
            } catch (error) {
              failure ??= error;
            }
          }
          // A listener's failure is rethrown as it was caught.
          // eslint-disable-next-line @typescript-eslint/only-throw-error
          if (failure !== undefined) throw failure;
        });
        return client;
      },
    ));
  return {
    get: async (kind, id) => (await load()).get(kind, id),
    list: async (kind, scopeId) => (await load()).list(kind, scopeId),
    create: async (kind, parentId, values, options) => (await load()).create(kind, parentId, values, options),
    update: async (kind, id, values, options) => (await load()).update(kind, id, values, options),
    remove: async (kind, id, options) => (await load()).remove(kind, id, options),
    people: async (companyId) => (await load()).people(companyId),
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get dialectInUse() {
      return client?.dialectInUse;
    },
    // A client that never loaded (its options or its module failed) has nothing to close.
    close: async () => {
      const loaded = await loading?.catch(() => undefined);
      await loaded?.close();
    },
  };
}
