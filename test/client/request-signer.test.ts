// A request waiting for a free second of its path stops waiting when it is given up (its deadline,
// the console quitting): left waiting, every request given up would still take a second from the
// requests that go on, one a second.
import { describe, expect, it } from 'vitest';
import { parseBaseUrl } from '../../source/client/base-url.js';
import { attemptSigner } from '../../source/client/request-signer.js';
import { ServiceStates, type ServiceState } from '../../source/client/service-state.js';
import { SignedUrlLedger } from '../../source/client/signed-url-ledger.js';
import { formatTimestamp } from '../../source/signing/signing.js';
import { pollUntil } from '../helpers/wait.js';

const NOW_MS = Date.UTC(2026, 10, 27, 12, 0, 0, 500);

function signerWithFullWindow(): ReturnType<typeof attemptSigner> {
  // A fresh state of one service, with a window of three seconds a path.
  const state: ServiceState = {
    ...new ServiceStates().stateOf('http://127.0.0.1:9', undefined),
    ledger: new SignedUrlLedger({ maxStepBackSeconds: 2 }),
  };
  // The clock stands still: a waiter is only ever freed by its signal.
  const signer = attemptSigner({ setting: 'auto', state, clock: state.clock, now: () => NOW_MS, base: parseBaseUrl('http://127.0.0.1:9') });
  while (signer.claimTimestamp('/companies/complete_users2') !== null);
  return signer;
}

describe('waiting for a free second of a path', () => {
  it('ends with null as soon as the request is given up', async () => {
    const signer = signerWithFullWindow();
    const stop = new AbortController();
    let outcome: string | null | undefined;
    void signer.awaitTimestamp('/companies/complete_users2', stop.signal).then((timestamp) => (outcome = timestamp));
    stop.abort();
    await pollUntil(() => outcome !== undefined, 'the waiter to end', { timeoutMs: 2_000 });
    expect(outcome).toBeNull();
  });

  it('ends at once when the request was given up before it began to wait', async () => {
    const signer = signerWithFullWindow();
    const stop = new AbortController();
    stop.abort();
    await expect(signer.awaitTimestamp('/companies/complete_users2', stop.signal)).resolves.toBeNull();
  });
});

describe('the timestamp of a claimed second', () => {
  it('is the text of that second, whichever seconds came before it', () => {
    const state: ServiceState = new ServiceStates().stateOf('http://127.0.0.1:9', undefined);
    // Latest, then ten back, then latest again: each claim's text is its own second's.
    const picks = [0, 9, 0, 9, 0];
    const signer = attemptSigner({
      setting: 'auto',
      state,
      clock: state.clock,
      now: () => NOW_MS,
      base: parseBaseUrl('http://127.0.0.1:9'),
      pickSecond: () => picks.shift() ?? 0,
    });
    const latest = Math.floor(state.clock.signingTimeMs(NOW_MS) / 1000);
    const texts = ['/a', '/a', '/b', '/b', '/c'].map((path) => signer.claimTimestamp(path));
    expect(texts).toEqual([latest, latest - 10, latest, latest - 10, latest].map((second) => formatTimestamp(second * 1000)));
  });
});
