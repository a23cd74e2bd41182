// The HTTP client of the planning service: signs every attempt, keeps one keep-alive pool per
// origin, follows the service's clock and signing dialect, and turns answers into resources,
// events and typed failures. The parts are assembled here; each has its own module.
import { HoshinError } from '../core/errors.js';
import type { ResourceEvent } from '../core/resource.js';
import { redactSignatures, type Dialect } from '../signing/signing.js';
import { HttpDateReader } from './answer-reading.js';
import { parseBaseUrl } from './base-url.js';
import { SkewEstimator } from './clock-skew.js';
import { attemptSigner } from './request-signer.js';
import { requestSender } from './request-sender.js';
import { resourceCalls } from './resource-requests.js';
import { PROCESS_SERVICES, recall, rememberChanges } from './service-state.js';
import { PROCESS_POOLS } from './shared-pools.js';
import { resolveTimeouts } from './timeouts.js';
import type { ClientOptions, HoshinClient } from './types.js';

export function createClient(options: ClientOptions): HoshinClient {
  const base = parseBaseUrl(options.baseUrl);
  const { appKey, secret } = options.credentials;
  if (!appKey || !secret) throw new HoshinError('usage', 'the app key and the secret must both be set');
  const timeouts = resolveTimeouts(options.timeouts);
  const now = options.now ?? Date.now;
  const log = options.log;
  const setting = options.dialect ?? 'auto';
  const state = PROCESS_SERVICES.stateOf(base.key, options.leases);
  if (options.memory) recall(state, options.memory, base.key, now());
  // The offset is between the service's clock and ours: a client with an injected clock keeps its
  // own, unless it shares the profile's memory (then its clock is the process's, as in the CLI).
  const clock = options.now && !options.memory ? new SkewEstimator() : state.clock;
  const { shared, release } = PROCESS_POOLS.acquire(base.origin, timeouts.connectMs, options.proxy ?? undefined);
  const listeners = new Set<(event: ResourceEvent) => void>();
  const signer = attemptSigner({ setting, state, clock, now, base, pickSecond: options.pickSecond });
  const sender = requestSender({
    options,
    base,
    timeouts,
    now,
    state,
    clock,
    shared,
    signer,
    dates: new HttpDateReader(),
  });
  const { request } = sender;

  function emit(event: ResourceEvent): void {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        // A listener's failure must not turn a done write into an error the user would retry.
        log?.(`event listener failed: ${redactSignatures(error instanceof Error ? error.message : String(error))}`);
      }
    }
  }

  const { get, list, create, update, remove, people } = resourceCalls({ request, base, state, emit, timeouts, now });

  return {
    request,
    get,
    list,
    create,
    update,
    remove,
    people,
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get dialectInUse(): Dialect | undefined {
      return setting === 'auto' ? state.dialect : setting;
    },
    async close() {
      if (!sender.closed && clock === state.clock) rememberChanges(state, base.key);
      listeners.clear();
      const hurry = sender.stop();
      await release(hurry);
    },
  };
}
