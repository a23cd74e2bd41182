// The journal tells the truth, in process against the demo sandbox (a proxy in front where the
// answer is the point): the values before a change are what the service held just before it, not
// an older local copy (so undo never puts back what someone else replaced); a write the service
// applied and then answered with a 5xx, a gateway's page, an unreadable 2xx or a cut connection is
// unknown (exit 6), never refused, and a later read settles it; a record refused as a day taken,
// whose value no read shows, is already there, not a conflict.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../source/sandbox/server.js';
import { startAnswerProxy, type AnswerProxy, type ProxiedRequest, type ProxyAction } from '../helpers/answer-proxy.js';
import { isolatedDirs } from '../helpers/cli.js';
import { runInProcess, startDemoService, type InProcessResult } from '../helpers/cli-in-process.js';

let sandbox: RunningSandbox;
let proxy: AnswerProxy;
let service: NodeJS.ProcessEnv;

beforeAll(async () => {
  ({ sandbox, env: service } = await startDemoService());
  proxy = await startAnswerProxy(sandbox.url);
});
afterAll(async () => {
  await proxy?.close();
  await sandbox?.close();
});

/** A machine of its own: its own state directory, the service through the proxy. */
function machine(): NodeJS.ProcessEnv {
  return { ...service, ...isolatedDirs(), HOSHIN_BASE_URL: proxy.url };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the CLI's JSON, read by path as the tests need it
function json(result: InProcessResult): any {
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout);
}

/** The next write (PUT, POST or DELETE) gets `action`; everything else is passed on. */
function onNextWrite(action: ProxyAction): void {
  let used = false;
  proxy.decide = (request: ProxiedRequest) => {
    if (used || request.method === 'GET') return { type: 'forward' };
    used = true;
    return action;
  };
}

function taskId(n: number): number {
  return Number(sandbox.store.all('task')[n]?.id);
}

describe('the values before a change are what the service held just before it', () => {
  it('undo puts back what another machine wrote in between, never the older copy this machine had read', async () => {
    proxy.decide = () => ({ type: 'forward' });
    const id = String(sandbox.store.all('indicator')[6]?.id);
    const a = machine();
    const b = machine();
    const original = json(await runInProcess(['get', 'indicator', id, '--json'], a)).description;
    expect((await runInProcess(['update', 'indicator', id, 'description=Theirs'], b)).code).toBe(0);
    expect((await runInProcess(['update', 'indicator', id, 'description=Ours'], a)).code).toBe(0);
    const [change] = json(await runInProcess(['log', '--json'], a));
    expect(change.before.description).toBe('Theirs');
    expect(change.before.description).not.toBe(original);
    const undo = await runInProcess(['undo', change.change, '--yes'], a);
    expect(undo.code, undo.stderr).toBe(0);
    expect(sandbox.store.get('indicator', Number(id))?.description).toBe('Theirs');
  });

  it('undo refuses, showing before, as set and now, when the resource changed since; nothing is sent', async () => {
    proxy.decide = () => ({ type: 'forward' });
    const id = String(taskId(3));
    const a = machine();
    const b = machine();
    const before = json(await runInProcess(['get', 'task', id, '--json'], a)).name;
    expect((await runInProcess(['update', 'task', id, 'name=Ours'], a)).code).toBe(0);
    expect((await runInProcess(['update', 'task', id, 'name=Theirs'], b)).code).toBe(0);
    const writes = proxy.forwarded.filter((item) => item.request.method !== 'GET').length;
    const [ours] = json(await runInProcess(['log', '--json'], a));
    const undo = await runInProcess(['undo', ours.change, '--yes'], a);
    expect(undo.code).toBe(2);
    expect(undo.stderr).toContain(
      `task ${id} changed since: name was ${JSON.stringify(before)} before, the change set "Ours", it is "Theirs" now; an undo would overwrite that, so nothing is sent`,
    );
    expect(proxy.forwarded.filter((item) => item.request.method !== 'GET').length).toBe(writes);
    expect(sandbox.store.get('task', Number(id))?.name).toBe('Theirs');
  });
});

const AFTER_APPLY: readonly [string, ProxyAction][] = [
  [
    'a gateway’s 504 page',
    { type: 'forward-then-answer', status: 504, body: '<html><body>504 Gateway Time-out</body></html>', contentType: 'text/html' },
  ],
  ['a 502', { type: 'forward-then-answer', status: 502, body: '<html>Bad Gateway</html>', contentType: 'text/html' }],
  ['a 500', { type: 'forward-then-answer', status: 500, body: '{"error":"internal"}', contentType: 'application/json' }],
  ['an empty 200', { type: 'forward-then-answer', status: 200, body: '', contentType: 'application/json' }],
  ['a 200 HTML page', { type: 'forward-then-answer', status: 200, body: '<html>ok</html>', contentType: 'text/html' }],
  [
    'a 200 about another task',
    { type: 'forward-then-answer', status: 200, body: '{"id":999999,"name":"Other"}', contentType: 'application/json' },
  ],
];

describe('a write the service applied, then answered badly', () => {
  it.each(AFTER_APPLY)(
    'answered with %s: unknown, exit 6, never refused; a later read settles it done, and undo works',
    async (_what, action) => {
      const id = String(taskId(5));
      const a = machine();
      const name = `Applied ${Math.random().toString(36).slice(2, 8)}`;
      onNextWrite(action);
      const sent = await runInProcess(['update', 'task', id, `name=${name}`], a);
      expect(sent.code, sent.stderr).toBe(6);
      expect(sandbox.store.get('task', Number(id))?.name).toBe(name);
      const [change] = json(await runInProcess(['log', '--json'], a));
      expect(change).toMatchObject({ outcome: 'unknown', sent: { name } });
      proxy.decide = () => ({ type: 'forward' });
      expect((await runInProcess(['get', 'task', id], a)).code).toBe(0);
      const [settled] = json(await runInProcess(['log', '--json'], a));
      expect(settled).toMatchObject({ change: change.change, outcome: 'done', settled: true });
      const undo = await runInProcess(['undo', change.change, '--yes'], a);
      expect(undo.code, undo.stderr).toBe(0);
    },
  );

  it('cut off after it was applied, then overtaken by a later change: never rewritten as refused', async () => {
    const id = String(taskId(6));
    const a = machine();
    onNextWrite({ type: 'forward-then', then: 'drop' });
    expect((await runInProcess(['update', 'task', id, 'name=V1'], a)).code).toBe(6);
    proxy.decide = () => ({ type: 'forward' });
    expect((await runInProcess(['update', 'task', id, 'name=V2'], a)).code).toBe(0);
    expect((await runInProcess(['get', 'task', id], a)).code).toBe(0);
    const changes = json(await runInProcess(['log', '--json'], a));
    const first = changes.find((change: { sent: { name?: string } }) => change.sent.name === 'V1');
    // The next change's read of what the service held showed V1: the first was applied.
    expect(first).toMatchObject({ outcome: 'done', settled: true });
    expect(changes.every((change: { outcome: string }) => change.outcome !== 'refused')).toBe(true);
  });

  it('an unknown change whose resource now holds other values stays unknown: a read never makes it refused', async () => {
    const id = String(taskId(7));
    const a = machine();
    const b = machine();
    onNextWrite({ type: 'forward-then', then: 'drop' });
    expect((await runInProcess(['update', 'task', id, 'name=Mine'], a)).code).toBe(6);
    proxy.decide = () => ({ type: 'forward' });
    expect((await runInProcess(['update', 'task', id, 'name=Someone else'], b)).code).toBe(0);
    expect((await runInProcess(['get', 'task', id], a)).code).toBe(0);
    const [change] = json(await runInProcess(['log', '--json'], a));
    expect(change).toMatchObject({ sent: { name: 'Mine' }, outcome: 'unknown' });
  });

  it('a definite refusal (not found) is refused, exit 4', async () => {
    proxy.decide = () => ({ type: 'forward' });
    const a = machine();
    expect((await runInProcess(['update', 'task', '999999', 'name=Nobody'], a)).code).toBe(4);
    const [change] = json(await runInProcess(['log', '--json'], a));
    expect(change).toMatchObject({ outcome: 'refused', reason: expect.stringContaining('not found') });
  });
});

describe('a record the service refuses as a day already taken', () => {
  it('is already there when the value recorded elsewhere cannot be seen, not a conflict', async () => {
    proxy.decide = () => ({ type: 'forward' });
    const indicator = sandbox.store.all('indicator').find((row) => row.frequency === 'monthly' && row.next_update !== null);
    const id = String(indicator?.id);
    const elsewhere = machine();
    // Another machine records October, then November: the indicator moves past October.
    expect((await runInProcess(['record', id, '3.1', '--day', '2031-10-31', '--allow-future'], elsewhere)).code).toBe(0);
    expect((await runInProcess(['record', id, '3.0', '--day', '2031-11-30', '--allow-future'], elsewhere)).code).toBe(0);
    const fresh = machine();
    const again = await runInProcess(['record', id, '3.1', '--day', '2031-10-31', '--allow-future'], fresh);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout.replace(/\s+/g, ' ')).toContain(`already has a value on 2031-10-31: the service says the day is taken`);
    expect(again.stdout).toContain('nothing was sent twice');
    const asJson = json(await runInProcess(['record', id, '3.1', '--day', '2031-10-31', '--allow-future', '--json'], fresh));
    expect(asJson).toMatchObject({ already_there: true, value_seen: false });
    const octobers = sandbox.store.all('indicator_history').filter((row) => String(row.indicator_id) === id && row.day === '2031-10-31');
    expect(octobers).toHaveLength(1);
    // A value seen to differ is a conflict: November's day is the indicator's own.
    const other = await runInProcess(['record', id, '7', '--day', '2031-11-30', '--allow-future'], machine());
    expect(other.code).toBe(2);
    expect(other.stderr).toContain('already has a value on 2031-11-30 that is not 7');
  });
});
