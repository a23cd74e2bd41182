// Another machine signing with the same app key may take the same path and second: the spec's
// sandbox refuses the second use (SecurityError 7). A read is tried again on a second picked at
// random, within the deadline, and reported as a clash of signatures if it still fails. A write is
// read back: sent again once, on another second, when the read shows the resource as it was before
// it; otherwise never sent again (the earlier use may have been this very request).
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../source/client/http-client.js';
import { EXIT_CODES, type HoshinError } from '../../source/core/errors.js';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';
import { formatTimestamp, signRequest } from '../../source/signing/signing.js';
import { startAnswerProxy } from '../helpers/answer-proxy.js';

let sandbox: RunningSandbox;
// One frozen clock for the sandbox and the client: the client's estimate of the service's time
// then never moves, and the seconds it may sign with are known.
const frozen = Math.floor(Date.now() / 1000) * 1000;
// What the spec's sandbox answers a reused signature with.
const ALREADY_USED = { error: 'Unauthorized', code: 7, message: 'Signed request already used.' };

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, seed: 'demo', now: () => frozen });
});

afterAll(async () => {
  await sandbox.close();
});

/** Signs and sends GET `path` at each second, as the other machine with the same key would. */
async function otherMachineReads(path: string, seconds: readonly number[]): Promise<void> {
  for (const second of seconds) {
    const signed = signRequest({
      path,
      appKey: sandbox.appKey,
      secret: sandbox.secret,
      timestamp: formatTimestamp(second * 1000),
      dialect: 'hoshinplan',
    });
    const answer = await fetch(`${sandbox.url}${signed.pathAndQuery}`, { headers: { accept: 'application/json' } });
    expect(answer.status).toBe(200);
  }
}

const timestampOf = (line: string) => /timestamp=([^&]+)/.exec(line)?.[1];

describe('signed URLs another machine used', () => {
  it('reads on seconds the other machine left free, far past the ones it took, each URL sent once', async () => {
    const task = sandbox.store.all('task')[0]! as { id: number };
    const path = `/tasks/${task.id}`;
    // The other machine took twelve seconds, the latest among them.
    const latest = Math.floor((frozen - 2000) / 1000);
    await otherMachineReads(
      path,
      Array.from({ length: 12 }, (_, back) => latest - back),
    );
    const lines: string[] = [];
    // The first try on the latest second, one the other machine took; then at random, as always.
    let first = true;
    const client = createClient({
      baseUrl: sandbox.url,
      credentials: { appKey: sandbox.appKey, secret: sandbox.secret },
      now: () => frozen,
      log: (line) => lines.push(line),
      pickSecond: (n) => (first ? ((first = false), 0) : randomInt(n)),
    });
    try {
      await expect(client.get('task', task.id)).resolves.toMatchObject({ id: task.id });
      const refused = lines.filter((line) => line.includes('-> 401'));
      expect(refused.length).toBeGreaterThan(0);
      expect(lines.at(-1)).toContain('-> 200');
      // Each try signed at its own second: never the same signed URL twice.
      const timestamps = lines.map(timestampOf);
      expect(new Set(timestamps).size).toBe(lines.length);
    } finally {
      await client.close();
    }
  });

  it('gives up a read as a clash of signatures, not wrong credentials, when --timeout runs out', async () => {
    const proxy = await startAnswerProxy(sandbox.url);
    proxy.decide = () => ({ type: 'answer', status: 401, json: ALREADY_USED });
    const client = createClient({
      baseUrl: proxy.url,
      credentials: { appKey: sandbox.appKey, secret: sandbox.secret },
      timeouts: { totalMs: 1500 },
    });
    try {
      const started = Date.now();
      const failure = await client.list('company', null).catch((error: unknown) => error);
      const took = Date.now() - started;
      expect(failure).toMatchObject({
        kind: 'signature_clash',
        details: { status: 401, securityCode: 7, signatureClash: true },
      });
      const message = (failure as Error).message;
      expect(message).toMatch(
        /refused \d+ signed requests in a row, each signed at another second, as already used \(SecurityError 7\), and --timeout \(1\.5 s\) leaves no time for another: /,
      );
      expect(message).toContain('a clash of signatures, not wrong credentials');
      expect(message).not.toMatch(/hoshin auth login|secret is wrong/);
      expect(EXIT_CODES.signature_clash).toBe(5);
      // Tried several times, each on another signed URL, and within the deadline.
      expect(proxy.arrived.length).toBeGreaterThan(2);
      expect(new Set(proxy.arrived.map((request) => request.url)).size).toBe(proxy.arrived.length);
      expect(took).toBeLessThan(1500 + 1000);
    } finally {
      await client.close();
      await proxy.close();
    }
  });

  it('never sends a write again when a read cannot show it was not applied (no values before known): unknown (exit 6)', async () => {
    const proxy = await startAnswerProxy(sandbox.url);
    proxy.decide = (request) => (request.method === 'PUT' ? { type: 'answer', status: 401, json: ALREADY_USED } : { type: 'forward' });
    const task = sandbox.store.all('task')[0]! as { id: number; name: string };
    const client = createClient({ baseUrl: proxy.url, credentials: { appKey: sandbox.appKey, secret: sandbox.secret } });
    try {
      const failure = await client.update('task', task.id, { name: 'Renamed elsewhere?' }).catch((error: unknown) => error);
      expect(failure).toMatchObject({ kind: 'uncertain', details: { status: 401, securityCode: 7, signatureClash: true } });
      expect((failure as Error).message).toBe(
        `the update of task ${task.id} may have been applied (${new URL(proxy.url).host} refused the signed request as already used (SecurityError 7): another machine with this app key signed the same path in the same second (a clash of signatures, not wrong credentials), or something between here and the service sent this request twice; a read then showed name is ${JSON.stringify(task.name.length > 40 ? `${task.name.slice(0, 39)}…` : task.name)}, not "Renamed elsewhere?" as sent, and what it held before is not known); check with \`hoshin get task ${task.id}\` before retrying`,
      );
      expect(proxy.arrived.filter((request) => request.method === 'PUT')).toHaveLength(1);
    } finally {
      await client.close();
      await proxy.close();
    }
  });

  it('reads back a write refused because another machine read its path in that second: as before, so sent again once on a later second', async () => {
    const task = sandbox.store.all('task')[1]! as { id: number; name: string };
    const path = `/tasks/${task.id}`;
    const latest = Math.floor((frozen - 2000) / 1000);
    await otherMachineReads(path, [latest]);
    const lines: string[] = [];
    const heard: unknown[] = [];
    // The client's clock moves here: the write is sent again only on a second that comes after.
    const started = Date.now();
    const client = createClient({
      baseUrl: sandbox.url,
      credentials: { appKey: sandbox.appKey, secret: sandbox.secret },
      now: () => frozen + (Date.now() - started),
      log: (line) => lines.push(line),
      // The latest free second: the first is the one the other machine read in.
      pickSecond: () => 0,
    });
    try {
      const updated = await client.update(
        'task',
        task.id,
        { name: 'Sent on another second' },
        { before: { name: task.name }, onClash: (settlement) => heard.push(settlement) },
      );
      expect(updated).toMatchObject({ id: task.id, name: 'Sent on another second' });
      expect(lines.map((line) => /^(\w+) .* -> (\d+)/.exec(line)?.slice(1).join(' '))).toEqual(['PUT 401', 'GET 200', 'PUT 200']);
      // The refused PUT was signed at the other machine's second; every request at a second of its own.
      expect(timestampOf(lines[0]!)).toBe(encodeURIComponent(formatTimestamp(latest * 1000)));
      expect(new Set(lines.map(timestampOf)).size).toBe(3);
      // Sent again on a second after every one used before, never on an earlier one (where another
      // process may have read the path too, as the clash showed one had).
      const seconds = lines.map((line) => Date.parse(decodeURIComponent(timestampOf(line)!)));
      expect(seconds[2]).toBeGreaterThan(Math.max(seconds[0]!, seconds[1]!));
      expect(heard).toEqual([{ type: 'sent-again', reason: expect.stringMatching(/^sent again on a new second: /) as unknown }]);
    } finally {
      await client.close();
    }
  });

  it('sends a write twice at most: refused so again and still read as before, nothing was changed (exit 5, never wrong credentials)', async () => {
    const proxy = await startAnswerProxy(sandbox.url);
    proxy.decide = (request) => (request.method === 'PUT' ? { type: 'answer', status: 401, json: ALREADY_USED } : { type: 'forward' });
    const task = sandbox.store.all('task')[2]! as { id: number; name: string };
    const client = createClient({ baseUrl: proxy.url, credentials: { appKey: sandbox.appKey, secret: sandbox.secret } });
    try {
      const failure = await client
        .update('task', task.id, { name: 'Never through' }, { before: { name: task.name } })
        .catch((error: unknown) => error);
      expect(failure).toMatchObject({ kind: 'signature_clash', details: { securityCode: 7, signatureClash: true, notApplied: true } });
      expect((failure as HoshinError).exitCode).toBe(EXIT_CODES.signature_clash);
      expect((failure as Error).message).toMatch(
        /^task \d+ was not changed: .* refused the signed request as already used \(SecurityError 7\).*; it was refused so twice, each time on another second, and a read shows it as it was before; try again$/,
      );
      const puts = proxy.arrived.filter((request) => request.method === 'PUT');
      expect(puts).toHaveLength(2);
      expect(new Set(puts.map((request) => request.url)).size).toBe(2);
      expect(sandbox.store.get('task', task.id)?.name).toBe(task.name);
    } finally {
      await client.close();
      await proxy.close();
    }
  });
});
