// A model-based test of the journal and undo (fast-check's commands): random sequences of update,
// record, undo, read, kill -9 and service faults (any write may meet a 504 page after the service
// applied it, or a connection cut after it, or a clash of signatures: refused as a signed request
// already used, after the service applied it or instead of it) against the sandbox, from two state
// directories (two machines), in both flavours. After every step: no change the service applied is
// logged refused; undo never overwrites a value it did not write; a re-run never books a second
// value on a day; an update or undo refused as already used is settled by its read, never left
// unknown; each database opens and answers. `npm test` runs a few sequences from a fixed seed; a longer run:
//   HOSHIN_MODEL_RUNS=200 HOSHIN_MODEL_SEED=$RANDOM npx vitest run test/cli/journal-model.test.ts
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closeDatabases } from '../../source/store/database.js';
import { startSandbox, type RunningSandbox, type SandboxFlavour } from '../../source/sandbox/server.js';
import { startAnswerProxy, type AnswerProxy, type ProxyAction } from '../helpers/answer-proxy.js';
import { ALREADY_USED } from '../helpers/clash-gate.js';
import { EXECUTABLE, isolatedDirs } from '../helpers/cli.js';
import { runInProcess } from '../helpers/cli-in-process.js';
import { journalOf } from '../helpers/state-database.js';
import { pollUntil } from '../helpers/wait.js';

const RUNS = Number(process.env.HOSHIN_MODEL_RUNS ?? 5);
const SEED = Number(process.env.HOSHIN_MODEL_SEED ?? 20_261_127);
const DAYS = ['2031-01-31', '2031-02-28', '2031-03-31'];

interface Real {
  readonly flavour: SandboxFlavour;
  readonly sandbox: RunningSandbox;
  readonly proxy: AnswerProxy;
  readonly machines: readonly NodeJS.ProcessEnv[];
  readonly tasks: readonly number[];
  readonly indicator: number;
  /** What the next write meets, once. */
  fault: ProxyAction | null;
  tokens: number;
}

/** The model: nothing to predict; the invariants are checked on the real system after each step. */
type Model = Record<string, never>;

/**
 * What the first write of a command meets: nothing, a gateway's 504 page once the service applied
 * it, a cut connection, or a refusal as a signed request already used once the service applied it
 * (sent twice on the way) or instead of it (another machine's request of that second).
 */
type FaultKind = 'none' | '504' | 'cut' | 'clash-applied' | 'clash';

function faultAction(kind: FaultKind, flavour: SandboxFlavour): ProxyAction | null {
  switch (kind) {
    case '504':
      return { type: 'forward-then-answer', status: 504, body: '<html><body>504 Gateway Time-out</body></html>', contentType: 'text/html' };
    case 'cut':
      return { type: 'forward-then', then: 'drop' };
    case 'clash-applied':
      return { type: 'forward-then-answer', status: 401, body: JSON.stringify(ALREADY_USED[flavour]), contentType: 'application/json' };
    case 'clash':
      return { type: 'answer', status: 401, json: ALREADY_USED[flavour] };
    default:
      return null;
  }
}

function forwardExceptNextWrite(real: Real): void {
  const fault = real.fault;
  real.fault = null;
  let used = fault === null;
  real.proxy.decide = (request) => {
    if (used || request.method === 'GET') return { type: 'forward' };
    used = true;
    return fault as ProxyAction;
  };
}

async function hoshin(real: Real, machine: number, fault: FaultKind, ...args: string[]): Promise<number> {
  real.fault = faultAction(fault, real.flavour);
  forwardExceptNextWrite(real);
  const result = await runInProcess(args, real.machines[machine] as NodeJS.ProcessEnv);
  // Exits a person may see here: done, usage or refused, not found, unknown.
  expect([0, 2, 4, 6], `${args.join(' ')}: ${result.stderr}`).toContain(result.code);
  return result.code;
}

/** Writes the service acted on (answered 2xx), as the proxy saw them go through. */
function applied(real: Real) {
  return real.proxy.forwarded.filter((item) => item.request.method !== 'GET' && item.answer.status < 300);
}

function checkInvariants(real: Real): void {
  const appliedBodies = applied(real).map((item) => item.request.body);
  for (const env of real.machines) {
    const changes = journalOf(env, real.proxy.url, real.sandbox.appKey);
    // No change the service applied is logged refused (each update's name is a token of its own).
    for (const change of changes) {
      if (change.outcome !== 'refused' || change.what !== 'update' || typeof change.sent.name !== 'string') continue;
      const token = change.sent.name;
      expect(
        appliedBodies.some((body) => body.includes(token)),
        `change ${change.change} (name=${token}) is logged refused, but the service took it`,
      ).toBe(false);
    }
  }
  // No recorded value the service took is logged refused: for each day and value, the values the
  // service created are at most the record changes of both journals not logged refused.
  const created = new Map<string, number>();
  for (const item of applied(real)) {
    if (item.request.method !== 'POST') continue;
    let answer: { id?: unknown; day?: unknown; value?: unknown };
    try {
      answer = JSON.parse(item.answer.body) as typeof answer;
    } catch {
      continue;
    }
    if (typeof answer.id !== 'number') continue; // a create answered without an id saved nothing
    const key = `${String(answer.day)}=${Number(answer.value)}`;
    created.set(key, (created.get(key) ?? 0) + 1);
  }
  const standing = new Map<string, number>();
  for (const env of real.machines)
    for (const change of journalOf(env, real.proxy.url, real.sandbox.appKey)) {
      if (change.what !== 'record' || change.outcome === 'refused') continue;
      const key = `${String(change.sent.day)}=${Number(change.sent.value)}`;
      standing.set(key, (standing.get(key) ?? 0) + 1);
    }
  for (const [key, count] of created)
    expect(
      standing.get(key) ?? 0,
      `the service took ${count} value(s) ${key}, more than the journals hold not refused`,
    ).toBeGreaterThanOrEqual(count);
  // A re-run never books a second value on a day.
  const days = real.sandbox.store
    .all('indicator_history')
    .filter((row) => Number(row.indicator_id) === real.indicator)
    .map((row) => String(row.day));
  expect(new Set(days).size, `days booked: ${days.join(', ')}`).toBe(days.length);
  // Each database opens and answers.
  closeDatabases();
  const { DatabaseSync } = process.getBuiltinModule('node:sqlite');
  for (const env of real.machines) {
    const db = new DatabaseSync(join(env.HOSHIN_STATE_DIR as string, 'hoshin.db'));
    try {
      expect(db.prepare('PRAGMA quick_check').get()).toEqual({ quick_check: 'ok' });
      expect(Number((db.prepare('SELECT count(*) AS n FROM changes').get() as { n: number }).n)).toBeGreaterThanOrEqual(0);
    } finally {
      db.close();
    }
  }
}

class Update implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly machine: number,
    readonly task: number,
    readonly fault: FaultKind,
  ) {}
  check = () => true;
  async run(_model: Model, real: Real): Promise<void> {
    real.tokens += 1;
    const code = await hoshin(
      real,
      this.machine,
      this.fault,
      'update',
      'task',
      String(real.tasks[this.task]),
      `name=T${real.tokens}-${this.machine}`,
    );
    // Refused as already used: the read shows it applied (done) or as before (sent again, done).
    if (this.fault === 'clash' || this.fault === 'clash-applied') expect(code, `${this.toString()} exit`).toBe(0);
    checkInvariants(real);
  }
  toString = () => `update(machine ${this.machine}, task ${this.task}, fault ${this.fault})`;
}

class RecordValue implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly machine: number,
    readonly day: number,
    readonly value: number,
    readonly fault: FaultKind,
  ) {}
  check = () => true;
  async run(_model: Model, real: Real): Promise<void> {
    await hoshin(real, this.machine, this.fault, 'record', String(real.indicator), String(this.value), '--day', DAYS[this.day] as string);
    checkInvariants(real);
  }
  toString = () => `record(machine ${this.machine}, ${DAYS[this.day]}, ${this.value}, fault ${this.fault})`;
}

class Undo implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly machine: number,
    readonly fault: FaultKind,
  ) {}
  check = () => true;
  async run(_model: Model, real: Real): Promise<void> {
    const names = new Map(real.tasks.map((id) => [id, String(real.sandbox.store.get('task', id)?.name)]));
    const histories = new Set(real.sandbox.store.all('indicator_history').map((row) => row.id));
    const env = real.machines[this.machine] as NodeJS.ProcessEnv;
    // A script names the change: the refusal of a bare --yes says which is the last (nothing sent).
    const asked = await runInProcess(['undo', '--yes'], env);
    const last = /hoshin undo (\S+) --yes/.exec(asked.stderr)?.[1];
    if (last !== undefined) await hoshin(real, this.machine, this.fault, 'undo', last, '--yes');
    const changes = journalOf(env, real.proxy.url, real.sandbox.appKey);
    // Undo never overwrites a value it did not write: a name it changed was one this machine set,
    // and goes back to what that change found; a value it deleted was one this machine recorded.
    for (const [id, before] of names) {
      const now = String(real.sandbox.store.get('task', id)?.name);
      if (now === before) continue;
      const undone = changes.find((change) => change.kind === 'task' && change.id === id && change.sent.name === before && !change.undoes);
      expect(undone, `undo changed task ${id} from ${before}, which this machine did not write`).toBeDefined();
      expect(now).toBe(undone?.before?.name);
    }
    const left = new Set(real.sandbox.store.all('indicator_history').map((row) => row.id));
    for (const id of histories) {
      if (left.has(id)) continue;
      expect(
        changes.some((change) => change.what === 'record' && change.resultId === id),
        `undo deleted history ${id}, which this machine did not record`,
      ).toBe(true);
    }
    checkInvariants(real);
  }
  toString = () => `undo(machine ${this.machine}, fault ${this.fault})`;
}

class Read implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly machine: number,
    readonly task: number,
  ) {}
  check = () => true;
  async run(_model: Model, real: Real): Promise<void> {
    await hoshin(real, this.machine, 'none', 'get', 'task', String(real.tasks[this.task]));
    checkInvariants(real);
  }
  toString = () => `read(machine ${this.machine}, task ${this.task})`;
}

/** kill -9 of the built executable while the service holds its update and the answer is held back. */
class Kill implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly machine: number,
    readonly task: number,
  ) {}
  check = () => true;
  async run(_model: Model, real: Real): Promise<void> {
    real.tokens += 1;
    real.fault = { type: 'forward-then', then: 'hang' };
    forwardExceptNextWrite(real);
    const held = real.proxy.swallowed.length;
    const child = spawn(
      process.execPath,
      [EXECUTABLE, 'update', 'task', String(real.tasks[this.task]), `name=K${real.tokens}-${this.machine}`],
      { env: { PATH: process.env.PATH, ...real.machines[this.machine] }, stdio: 'ignore' },
    );
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await pollUntil(() => real.proxy.swallowed.length > held, 'the service to have taken the update', { timeoutMs: 15_000 });
    child.kill('SIGKILL');
    await exited;
    checkInvariants(real);
  }
  toString = () => `kill -9 during an update (machine ${this.machine}, task ${this.task})`;
}

const machine = fc.constantFrom(0, 1);
const task = fc.constantFrom(0, 1);
// A write meets a fault one time in two: faults are what the journal must tell the truth about.
const fault = fc.constantFrom<FaultKind>('none', 'none', 'none', 'none', '504', 'cut', 'clash-applied', 'clash');
const commands = fc.commands(
  [
    fc.tuple(machine, task, fault).map(([m, t, f]) => new Update(m, t, f)),
    fc.tuple(machine, fc.constantFrom(0, 1, 2), fc.constantFrom(1, 2), fault).map(([m, d, v, f]) => new RecordValue(m, d, v, f)),
    fc.tuple(machine, fault).map(([m, f]) => new Undo(m, f)),
    fc.tuple(machine, task).map(([m, t]) => new Read(m, t)),
    fc.tuple(machine, task).map(([m, t]) => new Kill(m, t)),
  ],
  { maxCommands: 9 },
);

describe('the journal and undo under random changes, faults and kills (model-based)', () => {
  it(`keeps its promises over ${RUNS} random sequences (seed ${SEED})`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<SandboxFlavour>('spec', 'hoshinplan'), commands, async (flavour, sequence) => {
        const sandbox = await startSandbox({ port: 0, seed: 'demo', flavour });
        const proxy = await startAnswerProxy(sandbox.url);
        try {
          const service = { HOSHIN_BASE_URL: proxy.url, HOSHIN_APP_KEY: sandbox.appKey, HOSHIN_APP_SECRET: sandbox.secret };
          const indicator = sandbox.store.all('indicator').find((row) => row.frequency === 'monthly');
          const real: Real = {
            flavour,
            sandbox,
            proxy,
            machines: [
              { ...isolatedDirs(), ...service },
              { ...isolatedDirs(), ...service },
            ],
            tasks: sandbox.store
              .all('task')
              .slice(0, 2)
              .map((row) => Number(row.id)),
            indicator: Number(indicator?.id),
            fault: null,
            tokens: 0,
          };
          await fc.asyncModelRun(() => ({ model: {}, real }), sequence);
        } finally {
          closeDatabases();
          await proxy.close();
          await sandbox.close();
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  }, 120_000);
});
