// Another process may sign the same path in the same seconds (a GET then a PUT of one indicator):
// the sandbox refuses the replays (code 7) and the client steps back past every used second.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../source/client/http-client.js';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';
import { formatTimestamp, signRequest } from '../../source/signing/signing.js';

let sandbox: RunningSandbox;
// One frozen clock for the sandbox and the client: the client's estimate of the service's time
// then never moves, and the seconds it steps through are known.
const frozen = Math.floor(Date.now() / 1000) * 1000;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, seed: 'demo', now: () => frozen });
});

afterAll(async () => {
  await sandbox.close();
});

describe('signed URLs used by another process', () => {
  it('steps back past several seconds the other process used on the same path', async () => {
    const task = sandbox.store.all('task')[0]! as { id: number };
    const path = `/tasks/${task.id}`;
    const firstSecond = Math.floor((frozen - 2000) / 1000);
    // "The other process": three signed GETs of the same path at the seconds we would use first.
    for (let second = firstSecond; second > firstSecond - 3; second--) {
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
    const lines: string[] = [];
    const client = createClient({
      baseUrl: sandbox.url,
      credentials: { appKey: sandbox.appKey, secret: sandbox.secret },
      now: () => frozen,
      log: (line) => lines.push(line),
    });
    try {
      await expect(client.get('task', task.id)).resolves.toMatchObject({ id: task.id });
      // Three refusals (the seconds the other process took), then the answer.
      expect(lines.filter((line) => line.includes('-> 401')).length).toBe(3);
      expect(lines.at(-1)).toContain('-> 200');
    } finally {
      await client.close();
    }
  });
});
