// The pager's input and environment: long output of a hostile service's text goes to $PAGER with
// its controls shown visibly (a pager like `less -R` would pass them to the terminal), and the
// pager, like every child, runs without HOSHIN_APP_SECRET.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';
import { injectedSequencesIn, startHostileProxy, VISIBLE_MARKERS, type HostileProxy } from '../helpers/hostile-proxy.js';
import { spawnHoshin } from '../helpers/pty.js';

let sandbox: RunningSandbox;
let proxy: HostileProxy;
const dir = mkdtempSync(join(tmpdir(), 'hoshin-hostile-pager-'));

beforeAll(async () => {
  sandbox = await startSandbox({ flavour: 'spec', seed: 'demo' });
  proxy = await startHostileProxy({ target: sandbox.url });
});
afterAll(async () => {
  await proxy.close();
  await sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the pager', () => {
  it('reads the text with its controls visible and runs without the secret', async () => {
    const input = join(dir, 'pager-input.txt');
    const environment = join(dir, 'pager.env');
    // A pager that keeps what it was given: its input and its environment.
    const PAGER = `env > '${environment}'; cat > '${input}'`;
    const program = spawnHoshin(['get', 'hoshin', '11'], {
      rows: 8,
      env: { HOSHIN_BASE_URL: proxy.url, HOSHIN_APP_KEY: sandbox.appKey, HOSHIN_APP_SECRET: sandbox.secret, PAGER },
    });
    try {
      expect((await program.exited).exitCode).toBe(0);
      expect(injectedSequencesIn(program.outputSince(0))).toEqual([]);
    } finally {
      program.close();
    }
    const paged = readFileSync(input, 'utf8');
    expect(paged).toContain('Hoshin 11');
    for (const marker of VISIBLE_MARKERS) expect(paged).toContain(marker);
    expect(injectedSequencesIn(paged)).toEqual([]);
    const variables = readFileSync(environment, 'utf8');
    expect(variables).toContain(`HOSHIN_APP_KEY=${sandbox.appKey}`);
    expect(variables).not.toContain('HOSHIN_APP_SECRET');
    expect(variables).not.toContain(sandbox.secret);
  });
});
