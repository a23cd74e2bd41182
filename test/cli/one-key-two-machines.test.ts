// One app key, two state directories ("machines"), a bulk write from each straight after the other:
// the second must not sign its requests in the seconds the first did, and a history create the
// service refuses as a signed request already used is sent again on a new second until it is
// created or its day is refused as taken. In process against the sandbox over loopback, through a
// proxy that records every signed URL; the process's memory of the service is forgotten between the
// two, as a second process (another machine) starts with none.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROCESS_SERVICES } from '../../source/client/service-state.js';
import type { SandboxFlavour } from '../../source/sandbox/flavour.js';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';
import { startAnswerProxy, type AnswerProxy } from '../helpers/answer-proxy.js';
import { isolatedDirs } from '../helpers/cli.js';
import { runInProcess } from '../helpers/cli-in-process.js';

const INDICATORS = [101, 102, 103, 104, 105, 106];

/** Month ends of `year`, ten per indicator: 60 rows of `indicator_id,day,value`. */
function valueRows(year: number): string {
  const rows = INDICATORS.flatMap((id) =>
    Array.from({ length: 10 }, (_, m) => `${id},${new Date(Date.UTC(year, m + 1, 0)).toISOString().slice(0, 10)},${50 + m}`),
  );
  return `indicator_id,day,value\n${rows.join('\n')}\n`;
}

/** The first of each month of `year` for two indicators: 24 rows of `indicator_id,day,goal`. */
function targetRows(year: number): string {
  const rows = [107, 110].flatMap((id) =>
    Array.from({ length: 12 }, (_, m) => `${id},${year}-${String(m + 1).padStart(2, '0')}-01,${100 + m}`),
  );
  return `indicator_id,day,goal\n${rows.join('\n')}\n`;
}

describe.each<SandboxFlavour>(['spec', 'hoshinplan'])('one app key, two state directories, a bulk write each (%s flavour)', (flavour) => {
  let sandbox: RunningSandbox;
  let proxy: AnswerProxy;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, seed: 'demo', flavour });
    proxy = await startAnswerProxy(sandbox.url);
  });
  afterAll(async () => {
    await proxy?.close();
    await sandbox?.close();
  });

  function machine(): NodeJS.ProcessEnv {
    return { ...isolatedDirs(), HOSHIN_BASE_URL: proxy.url, HOSHIN_APP_KEY: sandbox.appKey, HOSHIN_APP_SECRET: sandbox.secret };
  }

  /** Runs `hoshin <args> --csv FILE` holding `csv` on a machine of its own, as a process of its own. */
  async function bulk(args: readonly string[], csv: string, env: NodeJS.ProcessEnv) {
    const file = join(env.HOME as string, 'rows.csv');
    writeFileSync(file, csv);
    PROCESS_SERVICES.forget();
    const from = proxy.arrived.length;
    const result = await runInProcess([...args, '--csv', file], env);
    return { ...result, urls: proxy.arrived.slice(from).map((request) => request.url) };
  }

  async function outcomes(env: NodeJS.ProcessEnv): Promise<string[]> {
    const log = await runInProcess(['log', '--json'], env);
    return (JSON.parse(log.stdout) as { outcome: string }[]).map((change) => change.outcome);
  }

  it.each([
    { what: 'record', rows: valueRows, first: 2010, count: 60 },
    { what: 'targets', rows: targetRows, first: 3010, count: 24 },
  ])(
    '$what: every row of the second directory is written, none unknown, and no signed URL goes out twice',
    async ({ what, rows, first, count }) => {
      const one = machine();
      const two = machine();
      const earlier = await bulk([what], rows(first), one);
      expect(earlier.code, earlier.stderr).toBe(0);
      const later = await bulk([what], rows(first + 1), two);
      expect(later.code, later.stderr).toBe(0);
      expect(await outcomes(two)).toEqual(Array.from({ length: count }, () => 'done'));
      const written = sandbox.store.all('indicator_history').filter((row) => String(row.day).startsWith(`${first + 1}-`));
      expect(written).toHaveLength(count);
      // Each machine's own URLs all differ: a resend after a clash went out on another second.
      expect(new Set(later.urls).size).toBe(later.urls.length);
    },
  );
});
