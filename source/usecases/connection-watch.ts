// Watches every request: any answer means the service is there; a network failure or timeout means it is not.
import { isHoshinError } from '../core/errors.js';
import type { ResourceClient } from '../core/resource.js';

export type ConnectionEvent = { readonly type: 'answered' } | { readonly type: 'unreachable'; readonly reason: string };

/** What a failed request says about the connection, or null when it says nothing (refused before sending). */
export function connectionEventOf(error: unknown): ConnectionEvent | null {
  if (!isHoshinError(error)) return null;
  // A write that may have been applied without an answer failed the same way as a timeout.
  const unanswered =
    error.kind === 'network' || error.kind === 'timeout' || (error.kind === 'uncertain' && error.details.status === undefined);
  if (unanswered) return { type: 'unreachable', reason: error.message };
  return error.details.status === undefined ? null : { type: 'answered' };
}

/** Subscriptions and close pass through as they are. */
export function watchConnection(
  client: ResourceClient,
  report: (event: ConnectionEvent) => void,
  underway: (change: 1 | -1) => void = () => undefined,
): ResourceClient {
  return new Proxy(client, {
    get(target, property) {
      // The client itself as receiver: getters and private fields read the real object.
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function' || property === 'onEvent' || property === 'close')
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      return (...args: unknown[]): unknown => {
        const result: unknown = value.apply(target, args);
        if (!(result instanceof Promise)) return result;
        underway(1);
        return result.then(
          (answer: unknown) => {
            underway(-1);
            report({ type: 'answered' });
            return answer;
          },
          (error: unknown) => {
            underway(-1);
            const event = connectionEventOf(error);
            if (event) report(event);
            throw error;
          },
        );
      };
    },
  });
}
