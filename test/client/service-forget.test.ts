// A process whose services come and go on one address (the test files of a worker, each with its
// own sandboxes on ports the last file freed) starts afresh once it forgets them: nothing a client
// learned of the last service on that address (its dialect, that it is the public implementation)
// is held against the next.
import { describe, expect, it } from 'vitest';
import { ServiceStates } from '../../source/client/service-state.js';

describe('ServiceStates.forget', () => {
  it('gives a fresh state for an address it knew', () => {
    const states = new ServiceStates();
    const learned = states.stateOf('http://127.0.0.1:41000', undefined);
    learned.dialect = 'encoded';
    learned.publicImplementation = true;
    expect(states.stateOf('http://127.0.0.1:41000', undefined)).toBe(learned);
    states.forget();
    const fresh = states.stateOf('http://127.0.0.1:41000', undefined);
    expect(fresh).not.toBe(learned);
    expect([fresh.dialect, fresh.publicImplementation]).toEqual([undefined, false]);
  });
});
