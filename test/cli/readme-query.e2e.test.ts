// The README's query section run as written (each line of its two `sh` blocks, through bash and the
// built executable, piped) against the demo sandbox in both flavours, once the plan is known here as
// a user would have it: the red indicators of "me" are found, the view is saved and read back, the
// bulk move changes the service and exits honestly; only the undo that asks refuses without a terminal.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox, type SandboxFlavour } from '../../source/sandbox/server.js';
import { EXECUTABLE, isolatedDirs, type RunResult } from '../helpers/cli.js';

/** The command lines of the `sh` blocks under "## Find anything" in the README. */
function queryLines(): string[] {
  const readme = readFileSync('README.md', 'utf8');
  const start = readme.indexOf('\n## Find anything');
  const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
  return [...section.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((block) =>
    (block[1] ?? '').split('\n').filter((line) => line.trim() !== ''),
  );
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

describe.each(['spec', 'hoshinplan'] as const)("the README's query section (%s flavour)", (flavour: SandboxFlavour) => {
  let sandbox: RunningSandbox;
  const results = new Map<string, RunResult>();
  const lines = queryLines();
  const result = (start: string): RunResult => {
    const line = lines.find((candidate) => candidate.startsWith(start));
    expect(line, `the README has a line starting "${start}"`).toBeDefined();
    return results.get(line!)!;
  };
  let qualityBacklog: number[] = [];

  beforeAll(async () => {
    sandbox = await startSandbox({ flavour, seed: 'demo' });
    const cwd = mkdtempSync(join(tmpdir(), 'hoshin-readme-query-'));
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
    // The plan known here, as after a walk through the console: every objective of hoshin 11 opened once.
    const objectives = sandbox.store.where('objective', 'hoshin_id', 11).map((row) => row.id);
    expect((await run(`for id in ${objectives.join(' ')}; do hoshin get objective $id >/dev/null || exit 1; done`, cwd, env)).code).toBe(0);
    const quality = sandbox.store.where('area', 'hoshin_id', 11).find((area) => area.name === 'Quality')!;
    qualityBacklog = sandbox.store
      .where('task', 'area_id', Number(quality.id))
      .filter((task) => task.deleted_at == null && (task.status ?? 'backlog') === 'backlog')
      .map((task) => Number(task.id));
    for (const line of lines) results.set(line, await run(line, cwd, env));
  }, 240_000);
  afterAll(async () => {
    await sandbox.close();
  });

  it('runs every line, each complete (0) or honestly partial (7); the undo that asks refuses without a terminal', () => {
    expect(lines.length).toBeGreaterThan(8);
    for (const line of lines) {
      const { code, stdout, stderr } = results.get(line)!;
      const asks = /#\s*asks/.test(line);
      expect(asks ? [2] : [0, 7], `${line}\n${stdout}\n${stderr}`).toContain(code);
      if (asks) expect(stderr).toContain('--yes');
      // Piped, every line of prose and table fits 80 columns (JSON keeps its own lines).
      if (!line.includes('--json')) for (const out of stdout.split('\n')) expect(out.length, `${line}\n${stdout}`).toBeLessThanOrEqual(80);
    }
  });

  it('finds the red indicators "me" owns, saves the view and reads it back as JSON', () => {
    const red = sandbox.store
      .where('indicator', 'hoshin_id', 11)
      .filter((row) => row.responsible_id === 1)
      .map((row) => row.id);
    const found = result('hoshin find kind:indicator status:red owner:me');
    expect(found.stdout).toMatch(/^KIND +ID +NAME/);
    const json = JSON.parse(result('hoshin find @red-mine --json').stdout) as { items: { id: number; responsible_id: number }[] };
    expect(json.items.length).toBeGreaterThan(0);
    for (const item of json.items) {
      expect(red).toContain(item.id);
      expect(found.stdout).toMatch(new RegExp(`^indicator +${String(item.id)} `, 'm'));
    }
  });

  it('moves the backlog of Quality in one step', () => {
    expect(qualityBacklog.length).toBeGreaterThan(0);
    expect(result("hoshin move --where 'kind:task status:backlog area:Quality' active --yes").stdout).toContain('one undo puts them back');
    for (const id of qualityBacklog) expect(sandbox.store.get('task', id)?.status).toBe('active');
  });
});
