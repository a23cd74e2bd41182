// Every indicator a run of many rows names, read once before anything is written.
import { isHoshinError, type HoshinError } from '../core/errors.js';
import type { ResourceClient } from '../core/resource.js';
import type { TypedResource } from '../catalogue/typed-resource.js';

/** Every later row would fail the same way, and each would only prolong a rate limit. */
export function stopsTheRun(error: HoshinError): boolean {
  return ['network', 'timeout', 'auth', 'rate_limited', 'signature_clash'].includes(error.kind);
}

/** Those read (after those `known`) and those that could not be; `stop`: a failure every later read would share. */
export async function readIndicators(
  client: Pick<ResourceClient, 'get'>,
  ids: Iterable<number>,
  known: ReadonlyMap<number, TypedResource<'indicator'>> = new Map(),
): Promise<{ indicators: Map<number, TypedResource<'indicator'>>; unreadable: Map<number, HoshinError>; stop?: HoshinError }> {
  const indicators = new Map(known);
  const unreadable = new Map<number, HoshinError>();
  for (const id of ids) {
    if (indicators.has(id)) continue;
    try {
      indicators.set(id, await client.get('indicator', id));
    } catch (error) {
      if (!isHoshinError(error)) throw error;
      if (stopsTheRun(error)) return { indicators, unreadable, stop: error };
      unreadable.set(id, error);
    }
  }
  return { indicators, unreadable };
}
