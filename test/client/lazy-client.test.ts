// The client that loads the HTTP client on its first request, with its options known only later
// (the demo's sandbox starts after the console's first frame).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lazyClient } from '../../source/client/lazy-client.js';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, seed: 'demo' });
});

afterAll(async () => {
  await sandbox.close();
});

describe('lazyClient', () => {
  it('waits for options given later, then answers with them', async () => {
    let give!: () => void;
    const ready = new Promise<void>((done) => (give = done));
    let asked = 0;
    const client = lazyClient(async () => {
      asked += 1;
      await ready;
      return { baseUrl: sandbox.url, credentials: { appKey: sandbox.appKey, secret: sandbox.secret } };
    });
    const answer = client.list('company', null);
    give();
    const companies = await answer;
    expect(companies.map((company) => company.name)).toEqual(sandbox.store.all('company').map((company) => company.name));
    await client.get('company', Number(companies[0]!.id));
    expect(asked).toBe(1);
    await client.close();
  });

  it('closes without complaint when its options never came, and its requests fail with the reason', async () => {
    const client = lazyClient(async () => {
      throw new Error('the demo has ended');
    });
    await expect(client.list('company', null)).rejects.toThrow('the demo has ended');
    await expect(client.close()).resolves.toBeUndefined();
  });
});
