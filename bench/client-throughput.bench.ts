// Requests per second through the client against the sandbox, as a ratio to bare undici requests
// with precomputed signatures against the same sandbox in the same run. The sandbox runs in its own
// process (a fresh one per concurrency level, so its replay memory never fills); requests go only
// to 127.0.0.1 and are bounded in count.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { createClient } from '../source/client/http-client.js';
import { formatTimestamp, signRequest } from '../source/signing/signing.js';
import { median, type BenchResult } from './types.js';

const TARGET_RATIO = 0.9;
// Many short rounds: on a shared 2-core machine a burst of other work spoils a round, not the result.
const ROUNDS = 21;
const TASKS = 4000;
// Requests per round and per warm-up, by concurrency; bounded so the sandbox's replay memory (50,000) never fills.
const PLAN: readonly { readonly concurrency: number; readonly perRound: number; readonly warmUp: number }[] = [
  { concurrency: 1, perRound: 300, warmUp: 600 },
  { concurrency: 16, perRound: 800, warmUp: 1000 },
];

interface SandboxInfo {
  readonly url: string;
  readonly appKey: string;
  readonly secret: string;
  readonly ids: number[];
}

async function startSandboxProcess(): Promise<{ info: SandboxInfo; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', new URL('./sandbox-process.ts', import.meta.url).pathname, String(TASKS)], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const lines = createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the sandbox process ended early (${code})`)));
  });
  lines.close();
  return { info: JSON.parse(first) as SandboxInfo, child };
}

interface RoundFigures {
  readonly perSecond: number;
  /** CPU time of this (the client's) process per request, µs: what other load on the machine disturbs least. */
  readonly cpuMicros: number;
}

/** Runs `total` calls of `one(index)` with `concurrency` in flight. */
async function drive(total: number, concurrency: number, one: (index: number) => Promise<void>): Promise<RoundFigures> {
  let next = 0;
  const cpuBefore = process.cpuUsage();
  const began = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) await one(next++);
    }),
  );
  const elapsed = performance.now() - began;
  const cpu = process.cpuUsage(cpuBefore);
  return { perSecond: (total * 1000) / elapsed, cpuMicros: (cpu.user + cpu.system) / total };
}

export async function run(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const { concurrency, perRound, warmUp } of PLAN) {
    const { info, child } = await startSandboxProcess();
    try {
      // Disjoint ids, so the client's timestamps never meet the precomputed ones (the sandbox refuses replays).
      const half = info.ids.length / 2;
      const clientIds = info.ids.slice(0, half);
      const bareIds = info.ids.slice(half);
      const client = createClient({
        baseUrl: info.url,
        credentials: { appKey: info.appKey, secret: info.secret },
        dialect: 'hoshinplan',
      });
      const bare = new Pool(info.url);
      let clientCursor = 0;
      // Every (id, second) pair is used once: each round takes seconds below those already used.
      let bareLowestSecond = Number.POSITIVE_INFINITY;

      const clientRound = (count: number) =>
        drive(count, concurrency, async () => {
          const resource = await client.get('task', clientIds[clientCursor++ % clientIds.length]!);
          if (typeof resource.id !== 'number') throw new Error('client answer without id');
        });

      const bareRound = async (count: number) => {
        // Precomputed, distinct (id, second) targets: the signing is not timed.
        const latest = Math.min(Math.floor((Date.now() - 2000) / 1000), bareLowestSecond - 1);
        const targets = Array.from({ length: count }, (_, i) => {
          const id = bareIds[i % bareIds.length]!;
          const second = latest - Math.floor(i / bareIds.length);
          return signRequest({
            path: `/tasks/${id}`,
            appKey: info.appKey,
            secret: info.secret,
            timestamp: formatTimestamp(second * 1000),
            dialect: 'hoshinplan',
          }).pathAndQuery;
        });
        bareLowestSecond = latest - Math.floor((count - 1) / bareIds.length);
        return drive(count, concurrency, async (index) => {
          const response = await bare.request({
            method: 'GET',
            path: targets[index]!,
            headers: { accept: 'application/json' },
          });
          const body = JSON.parse(await response.body.text()) as { id?: unknown };
          if (response.statusCode !== 200 || typeof body.id !== 'number') throw new Error(`bare request answered ${response.statusCode}`);
        });
      };

      await clientRound(warmUp);
      await bareRound(warmUp);
      const clientRounds: RoundFigures[] = [];
      const bareRounds: RoundFigures[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        // Alternate which goes first, so neither always runs on a warmer (or busier) machine.
        const order = round % 2 === 0 ? (['client', 'bare'] as const) : (['bare', 'client'] as const);
        // No forced collection between rounds: it leaves the next round colder (measured ~+150 µs per request).
        for (const which of order) {
          if (which === 'client') clientRounds.push(await clientRound(perRound));
          else bareRounds.push(await bareRound(perRound));
        }
      }
      await client.close();
      await bare.close();
      const clientRates = clientRounds.map((round) => round.perSecond);
      const bareRates = bareRounds.map((round) => round.perSecond);
      if (process.env.BENCH_VERBOSE)
        process.stderr.write(
          `c=${concurrency}\nclient ${clientRates.map(Math.round).join(' ')}\nbare   ${bareRates.map(Math.round).join(' ')}\n`,
        );
      const clientCpu = median(clientRounds.map((round) => round.cpuMicros));
      const bareCpu = median(bareRounds.map((round) => round.cpuMicros));
      const figure = median(clientRates);
      const baseline = median(bareRates);
      // Each round's pair ran back to back, so its ratio is the least disturbed by other load.
      const ratio = median(clientRates.map((rate, round) => rate / bareRates[round]!));
      results.push({
        name: `Client request throughput, concurrency ${concurrency} (GET /tasks/:id)`,
        figure,
        unit: 'req/s',
        baseline: { figure: baseline, unit: 'req/s', label: 'bare undici, precomputed signatures' },
        ratio,
        target: `client/bare >= ${TARGET_RATIO.toFixed(2)}`,
        pass: ratio >= TARGET_RATIO,
        note: `concurrency ${concurrency}: CPU of the requesting process per request ${clientCpu.toFixed(0)} µs through the client, ${bareCpu.toFixed(0)} µs bare (bare/client ${(bareCpu / clientCpu).toFixed(3)})`,
      });
    } finally {
      child.kill('SIGTERM');
    }
  }
  return results;
}
