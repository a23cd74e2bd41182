// The guide's monthly-review walk-through (docs/GUIDE.md, once the README's), run as written (each line of its `sh` block, through
// bash and the built executable) from an empty state directory against the demo sandbox: it shows
// every due item of the demo plan, or says exactly what is missing, in both flavours.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDay } from '../../source/domain/dates.js';
import { startSandbox, type RunningSandbox, type SandboxFlavour } from '../../source/sandbox/server.js';
import { EXECUTABLE, isolatedDirs, type RunResult } from '../helpers/cli.js';

const TODAY = localDay(Date.now());

/** The command lines of the walk-through: the `sh` block under "## The monthly review" in the guide. */
function walkthrough(): string[] {
  const guide = readFileSync('docs/GUIDE.md', 'utf8');
  const section = guide.slice(guide.indexOf('\n## The monthly review\n'));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  return block.split('\n').filter((line) => line.trim() !== '');
}

function run(line: string, cwd: string, env: Record<string, string>): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', line], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe.each(['spec', 'hoshinplan'] as const)("the guide's walk-through (%s flavour)", (flavour: SandboxFlavour) => {
  let sandbox: RunningSandbox;
  const results = new Map<string, RunResult>();
  const lines = walkthrough();
  /** The result of the line that is this command (what stands before its comment). */
  const find = (command: string): RunResult => {
    const line = lines.find((candidate) => candidate.replace(/\s+#.*$/, '').trim() === command);
    expect(line, `the walk-through has the line "${command}"`).toBeDefined();
    return results.get(line as string) as RunResult;
  };

  beforeAll(async () => {
    sandbox = await startSandbox({ flavour, seed: 'demo' });
    const cwd = mkdtempSync(join(tmpdir(), 'hoshin-walkthrough-'));
    // `hoshin` on the PATH is the built executable, as after an install.
    const bin = join(cwd, 'bin');
    mkdirSync(bin);
    writeFileSync(join(bin, 'hoshin'), `#!/bin/sh\nexec "${process.execPath}" "${EXECUTABLE}" "$@"\n`);
    chmodSync(join(bin, 'hoshin'), 0o755);
    const env: Record<string, string> = {};
    for (const [name, value] of Object.entries(process.env))
      if (value !== undefined && !name.startsWith('HOSHIN_') && !/^(https?|no)_proxy$/i.test(name)) env[name] = value;
    Object.assign(env, isolatedDirs(), {
      PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`,
      HOSHIN_BASE_URL: sandbox.url,
      HOSHIN_APP_KEY: sandbox.appKey,
      HOSHIN_APP_SECRET: sandbox.secret,
    });
    for (const line of lines) results.set(line, await run(line, cwd, env));
  }, 240_000);
  afterAll(async () => {
    await sandbox.close();
  });

  it('runs every line, each complete (0) or honestly partial (7)', () => {
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) {
      const result = results.get(line) as RunResult;
      expect([0, 7], `${line}\n${result.stdout}\n${result.stderr}`).toContain(result.code);
    }
  });

  it('the first due, after one indicator, says exactly what is missing instead of "Nothing is due"', () => {
    const due = find('hoshin due');
    expect(due.code).toBe(7);
    expect(due.stdout).not.toContain('Nothing is due:');
    const hoshin = sandbox.store.get('hoshin', 11)!;
    // Its sentences wrap to 80 columns when piped: read with their line breaks as spaces.
    const said = due.stdout.replace(/\s+/g, ' ');
    expect(said).toContain(`of ${String(hoshin.indicators_count)} indicators`);
    expect(said).toMatch(/the service counts \d+ outdated indicators and \d+ late tasks in this hoshin/);
    expect(said).toContain('counts 4 hoshins, 1 known here');
    expect(said).toContain('hoshin get objective <id>');
  });

  it('due --hoshin 11 shows every late item of the demo plan, complete', () => {
    const due = find('hoshin due --hoshin 11');
    expect(due.code, due.stdout + due.stderr).toBe(0);
    // Every item the demo plan holds late, as the service's data says (before the values recorded later).
    const stillDue = sandbox.store
      .where('indicator', 'hoshin_id', 11)
      .filter((row) => typeof row.next_update === 'string' && row.next_update <= TODAY);
    const lateTasks = sandbox.store
      .where('task', 'hoshin_id', 11)
      .filter((row) => (row.status === 'active' || row.status === 'backlog') && typeof row.deadline === 'string' && row.deadline < TODAY);
    for (const task of lateTasks) expect(due.stdout).toMatch(new RegExp(`task\\s+${String(task.id)}\\s`));
    // 104 and 109 were late when due ran (they are recorded later in the walk-through).
    for (const id of [104, 109]) expect(due.stdout).toMatch(new RegExp(`indicator\\s+${id}\\s.*overdue`));
    for (const row of stillDue) expect(due.stdout).toMatch(new RegExp(`indicator\\s+${String(row.id)}\\s`));
    expect(due.stdout.split('\n').filter((line) => line.startsWith('indicator ')).length).toBe(stillDue.length + 2);
    expect(due.stdout.split('\n').filter((line) => line.startsWith('task ')).length).toBe(lateTasks.length);
    expect(due.stdout).not.toContain('not all of the plan');
  });

  it('the value without a day went on the day it was due; the spreadsheet dry run said what it could not know', () => {
    // The sentences wrap at 80 columns: read with their spaces as one.
    expect(find('hoshin record 104 3.1').stdout.replace(/\s+/g, ' ')).toContain('(the update the indicator was waiting for');
    const dry = find('hoshin record --csv month.csv --dry-run');
    expect(dry.stdout.replace(/\s+/g, ' ')).toContain('hoshin does not know it');
    expect(dry.stdout.replace(/\s+/g, ' ')).toContain('nothing was changed; 1 read');
    expect(find('hoshin record --csv month.csv').code).toBe(0);
    expect(find('hoshin bowling hoshin 11').code).toBe(0);
    expect(find('hoshin health 11').code).toBe(0);
  });
});
