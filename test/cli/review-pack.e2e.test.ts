// `hoshin report` through the built executable against the demo sandbox, in both flavours: the pack
// from nothing known (it says what is missing), from a plan whose objectives are known (reds,
// countermeasures, the chart), the default file name, never replacing a file unless told, Markdown
// on standard output, and the refusals.
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSandboxInIndex } from '../../source/cli/commands/demo/sandbox-index.js';
import { localDay } from '../../source/domain/dates.js';
import { LocalIndex } from '../../source/index/model.js';
import { defaultPackMonth } from '../../source/usecases/review-pack.js';
import { startSandbox, type RunningSandbox, type SandboxFlavour } from '../../source/sandbox/server.js';
import { isolatedDirs, runHoshin } from '../helpers/cli.js';

const MONTH = defaultPackMonth(localDay(Date.now()));
const DEFAULT_FILE = `hoshin-review-hoshin-11-${MONTH}.html`;

describe.each(['spec', 'hoshinplan'] as const)('hoshin report (%s flavour)', (flavour: SandboxFlavour) => {
  let sandbox: RunningSandbox;
  let env: Record<string, string>;
  const cwd = mkdtempSync(join(tmpdir(), 'hoshin-report-'));
  const hoshin = (...args: string[]) => runHoshin(args, { env, cwd, timeoutMs: 60_000 });

  beforeAll(async () => {
    sandbox = await startSandbox({ flavour, seed: 'demo' });
    env = {
      ...isolatedDirs(),
      HOSHIN_BASE_URL: sandbox.url,
      HOSHIN_APP_KEY: sandbox.appKey,
      HOSHIN_APP_SECRET: sandbox.secret,
    };
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('from nothing known, writes the pack under its default name and says what is missing', async () => {
    const result = await hoshin('report', 'hoshin', '11');
    expect(result.code, result.stderr).toBe(7);
    expect(result.stdout).toBe(`wrote the review pack of hoshin 11 for ${MONTH} to ${join(cwd, DEFAULT_FILE)}\n`);
    expect(result.stderr).toContain('the pack is partial: 3 things are not known here');
    const html = readFileSync(join(cwd, DEFAULT_FILE), 'utf8');
    expect(html).toContain('0 of the 12 objectives the service counts are known here');
    expect(html).toContain('0 of the 12 indicators the service counts are known here');
    expect(html).toContain('No indicator is known under this hoshin here.');
  });

  it('never replaces a file unless told, and fetches nothing for a pack it would refuse', async () => {
    const before = readFileSync(join(cwd, DEFAULT_FILE), 'utf8');
    sandbox.resetStats();
    const refused = await hoshin('report', 'hoshin', '11');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("hoshin: the pack's file exists\n");
    expect(refused.stderr).toContain(`\n  ${join(cwd, DEFAULT_FILE)}\n`);
    expect(refused.stderr).toContain('Choose another --out, or add --force to replace it.');
    expect(sandbox.stats.requests).toBe(0);
    expect(readFileSync(join(cwd, DEFAULT_FILE), 'utf8')).toBe(before);
  });

  it('with the objectives known, shows the reds, their countermeasures and the chart', async () => {
    // What a team shares: the plan's objectives and the hoshin, areas and company above them.
    const index = new LocalIndex();
    recordSandboxInIndex(sandbox.store, index);
    const wanted = new Set(['company', 'hoshin', 'area', 'objective']);
    const exported = index.exportIndex();
    const plan = join(cwd, 'plan.json');
    writeFileSync(plan, JSON.stringify({ ...exported, entries: exported.entries.filter((entry) => wanted.has(entry.kind)) }));
    expect((await hoshin('index', 'import', plan)).code).toBe(0);

    const result = await hoshin('report', 'hoshin', '11', '--force', '--json');
    expect(result.code, result.stderr).toBe(7);
    const summary = JSON.parse(result.stdout);
    expect(summary).toMatchObject({ file: join(cwd, DEFAULT_FILE), format: 'html', month: MONTH, complete: false });
    // The service cannot list history values: only each indicator's current one is known.
    expect(summary.missing.every((text: string) => text.includes('not known here for'))).toBe(true);
    const html = readFileSync(join(cwd, DEFAULT_FILE), 'utf8');
    expect(html).toContain('Raise overall equipment effectiveness on line 2');
    expect(html).toContain('Energy per pump (kWh)</span><span class="tag"');
    expect(html).toContain('Replace compressor 3 with a variable-speed unit');
    expect(html).toContain('No countermeasure yet: only planned tasks, none active');
    expect(html).toContain('Jonas Keller');
    expect(html).not.toMatch(/<script|\ssrc=|\shref=/);
  });

  it('writes Markdown to standard output, and to a .md file without --format', async () => {
    const result = await hoshin('report', 'area', '21', '--month', MONTH, '--format', 'md', '--out', '-');
    expect(result.code, result.stderr).toBe(7);
    expect(result.stdout).toMatch(/^# Monthly review: Operations\n/);
    expect(result.stdout).toMatch(/\| OEE line 2 \(%\) \|( \. \|){11} [+-] \d+% \|/);
    expect(result.stdout).toContain('- Covers: area 21 in Hoshin');
    const file = await hoshin('report', 'objective', '62', '--out', 'energy.md');
    expect(file.code, file.stderr).toBe(7);
    expect(readFileSync(join(cwd, 'energy.md'), 'utf8')).toMatch(/^# Monthly review: Cut energy used per pump built\n/);
  });

  it('refuses what it cannot make, before any request, and says a missing plan is not found', async () => {
    sandbox.resetStats();
    const out = ['--out', join(cwd, 'refused.html')];
    for (const args of [
      ['goal', '41', ...out],
      ['hoshin', '11', '--month', '2026-13', ...out],
      ['hoshin', '11', '--format', 'pdf', ...out],
      ['hoshin', 'x', ...out],
      ['hoshin', '11', '--out', ''],
    ]) {
      const result = await hoshin('report', ...args);
      expect(result.code, args.join(' ')).toBe(2);
    }
    expect(sandbox.stats.requests).toBe(0);
    expect((await hoshin('report', 'hoshin', '999', '--out', join(cwd, 'missing.html'))).code).toBe(4);
    expect(readdirSync(cwd).filter((name) => name.startsWith('refused') || name.startsWith('missing'))).toEqual([]);
  });
});
