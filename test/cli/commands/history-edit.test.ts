// Correcting the newest history value moves the indicator with it, so chart and figures agree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSandboxInIndex } from '../../../source/cli/commands/demo/sandbox-index.js';
import { createClient } from '../../../source/client/http-client.js';
import { indicatorUpdateForHistoryEdit } from '../../../source/domain/indicator.js';
import { LocalIndex } from '../../../source/index/model.js';
import { startSandbox, type RunningSandbox } from '../../../source/sandbox/server.js';
import { Session } from '../../../source/usecases/session.js';

type Row = { id: number } & Record<string, unknown>;
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, seed: 'demo' });
});
afterAll(async () => {
  await sandbox.close();
});

describe('the rule', () => {
  const indicator = { value: '40.0', last_update: '2026-10-31' };
  it('moves the indicator only for a new value on its last_update day', () => {
    expect(indicatorUpdateForHistoryEdit(indicator, { day: '2026-10-31' }, { value: 42 })).toEqual({
      value: 42,
      last_update: '2026-10-31',
    });
    expect(indicatorUpdateForHistoryEdit(indicator, { day: '2026-09-30' }, { value: 42 })).toBeNull();
    expect(indicatorUpdateForHistoryEdit(indicator, { day: '2026-10-31' }, { comment: 'x' })).toBeNull();
    expect(indicatorUpdateForHistoryEdit(indicator, { day: '2026-10-31' }, { value: 40 })).toBeNull();
    expect(indicatorUpdateForHistoryEdit(indicator, { day: '2026-10-31' }, { value: 42, day: '2026-11-01' })).toBeNull();
  });
});

describe('editing a history value in the console', () => {
  it('moves the indicator when the newest value is corrected, and leaves it for an older one', async () => {
    const client = createClient({
      baseUrl: sandbox.url,
      credentials: { appKey: sandbox.appKey, secret: sandbox.secret },
    });
    const index = new LocalIndex();
    recordSandboxInIndex(sandbox.store, index);
    const session = new Session(client, index, { profileName: 'test', baseUrl: sandbox.url, readOnly: false });
    try {
      const indicator = (sandbox.store.all('indicator') as Row[]).find((row) => row.last_update)!;
      const histories = (sandbox.store.where('indicator_history', 'indicator_id', indicator.id) as Row[]).sort((a, b) =>
        String(a.day).localeCompare(String(b.day)),
      );
      const newest = histories.find((row) => row.day === indicator.last_update)!;
      const older = histories[0]!;
      expect(older.day).not.toBe(newest.day);

      await session.update('indicator_history', older.id, { value: 1.5 });
      expect(sandbox.store.get('indicator', indicator.id)).toMatchObject({ value: indicator.value });

      await session.update('indicator_history', newest.id, { value: 77.25 });
      expect(sandbox.store.get('indicator_history', newest.id)).toMatchObject({ value: '77.25' });
      expect(sandbox.store.get('indicator', indicator.id)).toMatchObject({ value: '77.25', last_update: newest.day });
      expect(index.get('indicator', indicator.id)?.resource).toMatchObject({ value: 77.25 });
    } finally {
      session.close();
      await client.close();
    }
  });
});
