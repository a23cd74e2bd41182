// A write the service refuses as a signed request already used is settled by a read, not left
// unknown when the read proves it was not applied. Two state directories ("machines") with one app
// key, in process against the sandbox of each flavour, through a gate that makes the clash happen
// on purpose (test/helpers/clash-gate.ts): the second machine's write goes out on the URL the
// first's read of that path used, as if signed in the same second; or the write is applied and then
// refused (sent twice on the way); or refused while another machine changes the resource.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SandboxFlavour } from '../../source/sandbox/flavour.js';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';
import { startClashGate, type ClashGate } from '../helpers/clash-gate.js';
import { isolatedDirs } from '../helpers/cli.js';
import { runInProcess, type InProcessResult } from '../helpers/cli-in-process.js';

/** A value as the client's sentences quote it: at most 40 characters. */
const quoted = (text: string): string => JSON.stringify(text.length > 40 ? `${text.slice(0, 39)}…` : text);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the CLI's JSON, read by path as the tests need it
function json(result: InProcessResult): any {
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout);
}

describe.each<SandboxFlavour>(['spec', 'hoshinplan'])('a write refused as a signed request already used (%s flavour)', (flavour) => {
  let sandbox: RunningSandbox;
  let gate: ClashGate;
  // The tasks as seeded: each test changes one of its own.
  let tasks: { id: number; name: string }[];

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, seed: 'demo', flavour });
    gate = await startClashGate(sandbox.url, flavour);
    tasks = sandbox.store.all('task') as typeof tasks;
  });
  afterAll(async () => {
    await gate?.close();
    await sandbox?.close();
  });

  /** A machine of its own: its own state directory, the service through the gate. */
  function machine(): NodeJS.ProcessEnv {
    return { ...isolatedDirs(), HOSHIN_BASE_URL: gate.url, HOSHIN_APP_KEY: sandbox.appKey, HOSHIN_APP_SECRET: sandbox.secret };
  }

  function task(n: number): { id: number; name: string; path: string } {
    const row = tasks[n] as { id: number; name: string };
    return { id: row.id, name: row.name, path: `/tasks/${row.id}` };
  }

  /** The writes of `method` on `path` the gate saw since `from`. */
  function writesTo(method: string, path: string, from: number): { url: string; clashed: string | null }[] {
    return gate.writes.slice(from).filter((write) => write.method === method && write.url.split('?')[0] === path);
  }

  it('a delete confirmed on a terminal and sent in the second another state directory read it: read as before, sent again, deleted', async () => {
    const { id, name, path } = task(0);
    const first = machine();
    const second = machine();
    expect((await runInProcess(['get', 'task', String(id)], first)).code).toBe(0);
    const read = gate.lastRead(path);
    gate.clash('DELETE', path, { reuse: read });
    const from = gate.writes.length;
    const deleted = await runInProcess(['delete', 'task', String(id)], second, 'y\r');
    expect(deleted.stderr).toContain(`Delete task ${id} "${name}"`);
    expect(deleted.code, deleted.stderr).toBe(0);
    expect(deleted.stdout).toBe(`deleted task ${id}\n`);
    expect(sandbox.store.get('task', id)).toBeUndefined();
    // The first went out on the first machine's URL and was refused; the second on a URL of its own.
    const sent = writesTo('DELETE', path, from);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toEqual({ method: 'DELETE', url: read, clashed: 'reuse' });
    expect(sent[1]?.clashed).toBeNull();
    expect(sent[1]?.url).not.toBe(read);
    const [change] = json(await runInProcess(['log', '--json'], second));
    expect(change).toMatchObject({ what: 'delete', kind: 'task', id, outcome: 'done', settled: false });
    expect(change.reason).toMatch(
      /^sent again on a new second: the service refused the first as a signed request already used, and a read \(checked [\d-]+T[\d:]+\) showed it as before$/,
    );
  });

  it('an update whose read shows the task as before was not applied: it is sent again once, on a new URL, and done', async () => {
    const { id, name, path } = task(1);
    const first = machine();
    const second = machine();
    expect((await runInProcess(['get', 'task', String(id)], first)).code).toBe(0);
    gate.clash('PUT', path, { reuse: gate.lastRead(path) });
    const from = gate.writes.length;
    const updated = await runInProcess(['update', 'task', String(id), 'name=Sent again'], second);
    expect(updated.code, updated.stderr).toBe(0);
    expect(sandbox.store.get('task', id)?.name).toBe('Sent again');
    const sent = writesTo('PUT', path, from);
    expect(sent.map((write) => write.clashed)).toEqual(['reuse', null]);
    expect(new Set(sent.map((write) => write.url)).size).toBe(2);
    const log = await runInProcess(['log'], second);
    expect(log.stdout.replace(/\s+/g, ' ')).toContain(
      `update task ${id} "${name}": name: ${name} -> Sent again [done (sent again on a new second:`,
    );
    // One change, undone as one.
    const [change] = JSON.parse((await runInProcess(['log', '--json'], second)).stdout) as { change: string }[];
    const undo = await runInProcess(['undo', change!.change, '--yes'], second);
    expect(undo.code, undo.stderr).toBe(0);
    expect(sandbox.store.get('task', id)?.name).toBe(name);
  });

  it('an update applied and then refused (sent twice on the way) is done, settled by the read; it is not sent again', async () => {
    const { id, path } = task(2);
    const second = machine();
    gate.clash('PUT', path, 'apply-then-refuse');
    const from = gate.writes.length;
    const updated = await runInProcess(['update', 'task', String(id), 'name=Applied once', '--json'], second);
    expect(json(updated)).toMatchObject({ id, name: 'Applied once' });
    expect(writesTo('PUT', path, from)).toHaveLength(1);
    const [change] = json(await runInProcess(['log', '--json'], second));
    expect(change).toMatchObject({ what: 'update', id, outcome: 'done', settled: true });
    expect(change.reason).toMatch(
      /^the service refused it as a signed request already used, and a read \(checked .*\) showed the values sent$/,
    );
  });

  it('an update whose read shows a third state stays unknown (exit 6), sent once', async () => {
    const { id, name, path } = task(3);
    const second = machine();
    gate.clash('PUT', path, 'refuse', () => sandbox.store.put('task', { ...sandbox.store.get('task', id)!, name: 'Someone else' }));
    const from = gate.writes.length;
    const updated = await runInProcess(['update', 'task', String(id), 'name=Ours'], second);
    expect(updated.code).toBe(6);
    expect(updated.stderr).toContain(`the update of task ${id} may have been applied (`);
    expect(updated.stderr).toContain(
      `a read then showed it neither as sent nor as before: name is "Someone else", not "Ours" as sent nor ${quoted(name)} as before); check with \`hoshin get task ${id}\` before retrying`,
    );
    expect(writesTo('PUT', path, from)).toHaveLength(1);
    expect(sandbox.store.get('task', id)?.name).toBe('Someone else');
    const [change] = json(await runInProcess(['log', '--json'], second));
    expect(change).toMatchObject({ id, outcome: 'unknown' });
  });

  it('a delete whose task changed in between is not deleted and not sent again: refused, exit 5', async () => {
    const { id, name, path } = task(4);
    const second = machine();
    gate.clash('DELETE', path, 'refuse', () => sandbox.store.put('task', { ...sandbox.store.get('task', id)!, name: 'Renamed meanwhile' }));
    const from = gate.writes.length;
    const deleted = await runInProcess(['delete', 'task', String(id), '--yes', '--json'], second);
    expect(deleted.code).toBe(5);
    const { error } = JSON.parse(deleted.stderr) as { error: { kind: string; message: string } };
    expect(error.kind).toBe('signature_clash');
    expect(error.message).toMatch(
      new RegExp(`^task ${id} was not deleted: .* refused the signed request as already used \\(SecurityError 7\\)`),
    );
    expect(error.message).toContain(
      `a read shows it still there but changed since: name is "Renamed meanwhile", not ${quoted(name)} as before, `,
    );
    expect(error.message).toContain(`so it was not sent again; check it with \`hoshin get task ${id}\``);
    expect(writesTo('DELETE', path, from)).toHaveLength(1);
    expect(sandbox.store.get('task', id)).toBeDefined();
    const [change] = json(await runInProcess(['log', '--json'], second));
    expect(change).toMatchObject({ what: 'delete', id, outcome: 'refused' });
  });

  it('an update read as before with no time left in --timeout is not sent again: nothing changed, exit 5, refused', async () => {
    const { id, name, path } = task(5);
    const second = machine();
    gate.clash('PUT', path, 'refuse');
    const from = gate.writes.length;
    // The client's monotonic clock stands still, as if the PUT and the read took no time: the 450 ms
    // alone decide (a read allowed, a resend not), and a loaded machine cannot eat the read's 250 ms.
    vi.useFakeTimers({ toFake: ['hrtime'] });
    const updated = await runInProcess(['update', 'task', String(id), 'name=Too late', '--timeout', '0.45'], second).finally(() =>
      vi.useRealTimers(),
    );
    expect(updated.code, updated.stderr).toBe(5);
    expect(updated.stderr).toContain(`task ${id} was not changed: `);
    expect(updated.stderr).toContain('a read shows it as it was before, and --timeout leaves no time to send it again; try again');
    expect(writesTo('PUT', path, from)).toHaveLength(1);
    expect(sandbox.store.get('task', id)?.name).toBe(name);
    const [change] = json(await runInProcess(['log', '--json'], second));
    expect(change).toMatchObject({ id, outcome: 'refused' });
  });

  it('a recorded value: the history create refused so is sent again on a new second and booked once; applied and then refused, its resend is refused as a taken day, and it is booked once all the same', async () => {
    const indicator = sandbox.store.all('indicator').find((row) => row.frequency === 'monthly') as { id: number };
    const histories = new RegExp(`^/indicators?/${indicator.id}/indicator_histories$`);
    const second = machine();
    const days = (day: string) => sandbox.store.where('indicator_history', 'indicator_id', indicator.id).filter((row) => row.day === day);
    const posts = (from: number) => gate.writes.slice(from).filter((write) => write.method === 'POST');

    // The route of a history create learned (the flavours differ), and the indicator moved past the days below.
    expect((await runInProcess(['record', String(indicator.id), '76', '--day', '2099-03-31', '--allow-future'], second)).code).toBe(0);

    // Refused before it reached the service: sent again on another URL, and created.
    gate.clash('POST', histories, 'refuse');
    let from = gate.writes.length;
    const recorded = await runInProcess(['record', String(indicator.id), '77', '--day', '2099-02-28', '--allow-future'], second);
    expect(recorded.code, recorded.stderr).toBe(0);
    expect(posts(from).map((write) => write.clashed)).toEqual(['refuse', null]);
    expect(new Set(posts(from).map((write) => write.url)).size).toBe(2);
    expect(days('2099-02-28')).toHaveLength(1);
    const [record] = json(await runInProcess(['log', '--json'], second));
    expect(record).toMatchObject({ what: 'record', outcome: 'done' });
    expect(record.reason).toContain('sent again on a new second');

    // Applied, then refused as already used (sent twice on the way): the resend finds the day taken.
    gate.clash('POST', histories, 'apply-then-refuse');
    from = gate.writes.length;
    const taken = await runInProcess(['record', String(indicator.id), '78', '--day', '2099-01-31', '--allow-future'], second);
    expect(taken.code, taken.stderr).toBe(0);
    expect(posts(from).map((write) => write.clashed)).toEqual(['apply-then-refuse', null]);
    expect(days('2099-01-31')).toHaveLength(1);
    const [again] = json(await runInProcess(['log', '--json'], second));
    expect(again).toMatchObject({ what: 'record', outcome: 'refused' });
    expect(again.reason).toContain('sent again on a new second');
  });
});
