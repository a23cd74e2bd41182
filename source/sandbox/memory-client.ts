// A client of an in-process sandbox, without HTTP or signing, for the tests not about the wire; answers mean what the HTTP client's do.
import { shownRequest } from '../client/answer-reading.js';
import { successfulAnswer } from '../client/answer-outcome.js';
import { failureForAnswer } from '../client/answers.js';
import { parseBaseUrl } from '../client/base-url.js';
import { resourceCalls } from '../client/resource-requests.js';
import { ServiceStates } from '../client/service-state.js';
import { resolveTimeouts } from '../client/timeouts.js';
import type { HoshinClient } from '../client/types.js';
import { HoshinError } from '../core/errors.js';
import type { ResourceEvent } from '../core/resource.js';
import type { RunningSandbox } from './server.js';
import { FLAVOUR_RULES } from './flavour.js';

export function memoryClient(
  sandbox: Pick<RunningSandbox, 'url' | 'flavour' | 'answerInMemory'>,
  now: () => number = Date.now,
): HoshinClient {
  const base = parseBaseUrl(sandbox.url);
  // Its own state: nothing learned here reaches the process's HTTP clients, or comes from them.
  const state = new ServiceStates().stateOf(base.key, undefined);
  const timeouts = resolveTimeouts(undefined);
  const listeners = new Set<(event: ResourceEvent) => void>();
  let closed = false;

  const request: HoshinClient['request'] = async (method, path, body, options = {}) => {
    if (closed) throw new HoshinError('usage', 'the client is closed');
    const query = options.query?.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
    const target = `${base.prefix}${path}${query ? `?${query}` : ''}`;
    const answer = await sandbox.answerInMemory(method, target, body);
    const shown = shownRequest(method, base.origin, target);
    const text = { status: answer.status, location: answer.headers.Location, bodyText: answer.bodyText };
    const success = successfulAnswer(text, options.successRedirect, base, shown);
    if (success) return success;
    throw failureForAnswer(
      { ...text, contentType: answer.headers['Content-Type'] },
      { method, host: base.host, request: shown, ...(options.subject ? { subject: options.subject } : {}) },
    );
  };

  const emit = (event: ResourceEvent): void => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch {
        // As the HTTP client: a listener's failure must not turn a done write into an error.
      }
    }
  };

  return {
    request,
    ...resourceCalls({ request, base, state, emit, timeouts, now }),
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dialectInUse: FLAVOUR_RULES[sandbox.flavour].dialect ?? undefined,
    async close() {
      closed = true;
      listeners.clear();
    },
  };
}
