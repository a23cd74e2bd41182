// The client's timeouts: the defaults, and those given checked and filled in.
import { HoshinError } from '../core/errors.js';
import { DEFAULT_DEADLINE_MS } from './deadline.js';
import type { Timeouts } from './types.js';

export const DEFAULT_TIMEOUTS: Timeouts = {
  connectMs: 10_000,
  headersMs: 30_000,
  bodyMs: 30_000,
  totalMs: DEFAULT_DEADLINE_MS,
};

export function resolveTimeouts(given: Partial<Timeouts> | undefined): Timeouts {
  const timeouts = { ...DEFAULT_TIMEOUTS };
  for (const name of Object.keys(DEFAULT_TIMEOUTS) as (keyof Timeouts)[]) {
    const value = given?.[name];
    if (value === undefined) continue;
    if (!Number.isFinite(value) || value <= 0)
      throw new HoshinError('usage', `the ${name} timeout must be a positive number of milliseconds, got ${value}`);
    timeouts[name] = value;
  }
  return timeouts;
}
