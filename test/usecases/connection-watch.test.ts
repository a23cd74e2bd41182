// Every request of the console's client tells whether the service answered.
import { describe, expect, it } from 'vitest';
import { HoshinError } from '../../source/core/errors.js';
import type { ResourceClient } from '../../source/core/resource.js';
import { connectionEventOf, watchConnection, type ConnectionEvent } from '../../source/usecases/connection-watch.js';

describe('what a failure says about the connection', () => {
  it('a network failure or a timeout: unreachable; an answer with an error: answered; a refusal before sending: nothing', () => {
    expect(connectionEventOf(new HoshinError('network', 'cannot connect'))).toEqual({
      type: 'unreachable',
      reason: 'cannot connect',
    });
    expect(connectionEventOf(new HoshinError('timeout', 'headers timeout'))).toEqual({
      type: 'unreachable',
      reason: 'headers timeout',
    });
    expect(connectionEventOf(new HoshinError('not_found', 'objective 9 not found', { status: 404 }))).toEqual({
      type: 'answered',
    });
    expect(connectionEventOf(new HoshinError('invalid', 'unknown field', {}))).toBeNull();
    expect(connectionEventOf(new Error('bug'))).toBeNull();
  });
});

describe('the watched client', () => {
  it('reports each request and passes answers, errors and subscriptions through unchanged', async () => {
    const events: ConnectionEvent[] = [];
    let listeners = 0;
    const fake = {
      get: async (_kind: string, id: number) => ({ id }),
      list: async () => {
        throw new HoshinError('network', 'connection refused');
      },
      onEvent: () => {
        listeners += 1;
        return () => undefined;
      },
      dialectInUse: 'hoshinplan',
      close: async () => undefined,
    } as unknown as ResourceClient;
    const client = watchConnection(fake, (event) => events.push(event));
    expect(await client.get('objective', 4)).toEqual({ id: 4 });
    await expect(client.list('company', null)).rejects.toThrow('connection refused');
    client.onEvent(() => undefined);
    expect(listeners).toBe(1);
    expect(client.dialectInUse).toBe('hoshinplan');
    expect(events).toEqual([{ type: 'answered' }, { type: 'unreachable', reason: 'connection refused' }]);
  });
});
