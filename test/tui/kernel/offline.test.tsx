// Offline is visible: a request that fails for network reasons puts a lasting OFFLINE marker with
// the age of what is shown in the header; the next answer clears it, no restart needed.
import { describe, expect, it } from 'vitest';
import { HoshinError } from '../../../source/core/errors.js';
import type { ResourceClient } from '../../../source/core/resource.js';
import { demoSandbox, type TestConsole } from '../helpers/console-harness.js';

const demo = demoSandbox();
const open = demo.open;

/** A client whose requests fail as an unplugged cable would make them, while `down` is set. */
function unplugged(link: { down: boolean; kind: 'network' | 'timeout' }) {
  return (client: ResourceClient): ResourceClient =>
    new Proxy(client, {
      get(target, property) {
        const value = Reflect.get(target, property, target) as unknown;
        if (typeof value !== 'function') return value;
        if (property === 'onEvent' || property === 'close') return value.bind(target);
        return (...args: unknown[]) =>
          link.down
            ? Promise.reject(
                new HoshinError(
                  link.kind,
                  link.kind === 'network'
                    ? 'cannot connect to 127.0.0.1: connection refused'
                    : 'connect timeout: no connection within 10 s',
                ),
              )
            : (value as (...a: unknown[]) => unknown).apply(target, args);
      },
    });
}

const header = (ui: TestConsole): string => ui.lines()[0] ?? '';

describe('the OFFLINE marker', () => {
  it('appears on a network failure with the age of the data, stays, and clears on the next answer', async () => {
    const link = { down: false, kind: 'network' as const };
    let clock = Date.parse('2026-03-02T10:00:00Z');
    const ui = open({ client: unplugged(link), now: () => clock });
    await ui.waitFor('companies');
    // An answer at 10:00 ...
    await ui.press('r');
    await ui.waitFor('refreshed companies');
    expect(header(ui)).not.toContain('OFFLINE');
    // ... then the link drops, three minutes later a refresh fails.
    link.down = true;
    clock += 3 * 60_000;
    await ui.press('r');
    await ui.waitFor(() => header(ui).includes('OFFLINE'));
    expect(header(ui)).toContain('OFFLINE  data from 3 min ago');
    expect(ui.frame()).toContain('connection refused');
    // Lasting: other keys and status messages do not take it away.
    await ui.press('?');
    await ui.waitFor('Help');
    await ui.press('esc');
    await ui.waitFor((frame) => !frame.includes('Help  ('));
    expect(header(ui)).toContain('OFFLINE');
    // The service answers again: the next request clears it.
    link.down = false;
    await ui.press('r');
    await ui.waitFor('refreshed companies');
    await ui.waitFor(() => !header(ui).includes('OFFLINE'));
  });

  it('says the data is from the local index when the service never answered, and counts a timeout too', async () => {
    const link = { down: true, kind: 'timeout' as const };
    const ui = open({ client: unplugged(link) });
    await ui.waitFor('companies');
    await ui.press('r');
    await ui.waitFor(() => header(ui).includes('OFFLINE  data from the local index'));
  });

  it('an error answer of the service is an answer: a 404 clears the marker', async () => {
    const link = { down: true, kind: 'network' as const };
    const ui = open({ client: unplugged(link) });
    await ui.press('r');
    await ui.waitFor(() => header(ui).includes('OFFLINE'));
    link.down = false;
    await ui.press(':', ...'objective 999999'.split(''), 'enter');
    await ui.waitFor('not found');
    await ui.waitFor(() => !header(ui).includes('OFFLINE'));
  });
});
