// What a person at a terminal sees: a spinner on stderr while a slow service keeps the command
// waiting (never when piped), and long output through $PAGER (never when piped, with --no-pager,
// PAGER= or PAGER=cat, nor when it fits the screen).
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAGER, pagerCommand, terminalRows } from '../../../source/cli/terminal/pager.js';
import { isolatedDirs, runHoshin } from '../../helpers/cli.js';
import { spawnHoshin, type HoshinOnPty } from '../../helpers/pty.js';
import { planWithHistory } from '../known-plan.js';

/** How long the fixture service takes to answer: well past the spinner's 300 ms. */
const SLOW_ANSWER_MS = 1_500;
const FRAMES = /[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏]/;
let server: Server;
let service: Record<string, string>;
let dirs: Record<string, string>;

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    setTimeout(
      () => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify([{ id: 1, name: 'Acme' }])),
      SLOW_ANSWER_MS,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  service = {
    HOSHIN_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    HOSHIN_APP_KEY: 'key',
    HOSHIN_APP_SECRET: 'secret',
  };
  // 40 history values of indicator 101: `hoshin history 101` prints 41 lines, offline.
  // The offline commands read the store of the service these name (nothing is sent to it).
  dirs = { ...isolatedDirs(), HOSHIN_BASE_URL: 'http://127.0.0.1:9', HOSHIN_APP_KEY: 'offline-key' };
  const plan = join(dirs.HOME as string, 'plan.json');
  writeFileSync(plan, JSON.stringify(planWithHistory(40)));
  expect((await runHoshin(['index', 'import', plan], { env: dirs })).code).toBe(0);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function finished(program: HoshinOnPty): Promise<{ exitCode: number; output: string; screen: string[] }> {
  try {
    const { exitCode } = await program.exited;
    return { exitCode, output: program.outputSince(0), screen: program.screen() };
  } finally {
    program.close();
  }
}

describe('the spinner', () => {
  it('turns on a terminal while the service is slow, and is gone before the output', async () => {
    const { exitCode, output, screen } = await finished(spawnHoshin(['list', 'companies'], { env: service }));
    expect(exitCode).toBe(0);
    expect(output).toMatch(FRAMES);
    expect(output).toContain(`waiting for 127.0.0.1:`);
    // Erased, then the table: no trace of it on the screen.
    expect(output.lastIndexOf('\r\u001B[K')).toBeLessThan(output.indexOf('Acme'));
    expect(screen.join('\n')).not.toMatch(FRAMES);
    expect(screen.join('\n')).toMatch(/ID\s+NAME[^\n]*\n1\s+Acme/);
  });

  it('never shows when stderr is piped, nor with --debug', async () => {
    const piped = await runHoshin(['list', 'companies'], { env: { ...isolatedDirs(), ...service } });
    expect(piped.code).toBe(0);
    expect(piped.stderr).toBe('');
    const { output } = await finished(spawnHoshin(['list', 'companies', '--debug'], { env: service }));
    expect(output).not.toMatch(FRAMES);
  });
});

describe('the pager', () => {
  const pagerEnv = (extra: Record<string, string>) => ({ ...dirs, ...extra });
  // A pager anyone has: marks each line it shows.
  const MARKING_PAGER = "sed 's/^/paged: /'";

  it('gets output taller than the terminal', async () => {
    const { exitCode, output } = await finished(spawnHoshin(['history', '101'], { rows: 10, env: pagerEnv({ PAGER: MARKING_PAGER }) }));
    expect(exitCode).toBe(0);
    expect(output).toContain('paged: 40 history values of indicator 101');
    expect(output.match(/^paged: /gm)).toHaveLength(42);
  });

  it('is left out with --no-pager, PAGER=cat, PAGER= and output that fits', async () => {
    for (const [args, extra, rows] of [
      [['history', '101', '--no-pager'], { PAGER: MARKING_PAGER }, 10],
      [['history', '101'], { PAGER: 'cat' }, 10],
      [['history', '101'], { PAGER: '' }, 10],
      [['history', '101'], { PAGER: MARKING_PAGER }, 60],
    ] as const) {
      const { exitCode, output } = await finished(spawnHoshin(args, { rows, env: pagerEnv(extra) }));
      expect(exitCode, `${args.join(' ')} ${JSON.stringify(extra)}`).toBe(0);
      expect(output).toContain('40 history values of indicator 101');
      expect(output, `${args.join(' ')} ${JSON.stringify(extra)}`).not.toContain('paged: ');
    }
  });

  it('is less -FRX unless PAGER says otherwise, and q quits it', async () => {
    const program = spawnHoshin(['history', '101'], { rows: 10, env: pagerEnv({}) });
    try {
      await program.waitFor((screen) => screen.some((line) => /^:\s*$|\(END\)/.test(line)));
      program.write('q');
      expect((await program.exited).exitCode).toBe(0);
    } finally {
      program.close();
    }
  });

  it('never runs when standard output is piped', async () => {
    const result = await runHoshin(['history', '101'], { env: pagerEnv({ PAGER: MARKING_PAGER }) });
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain('paged: ');
  });

  it('is chosen from --no-pager and PAGER, and counts the rows long lines wrap to', () => {
    expect(pagerCommand({}, false)).toBe(DEFAULT_PAGER);
    expect(pagerCommand({ PAGER: ' more ' }, false)).toBe('more');
    expect(pagerCommand({ PAGER: 'less -R' }, true)).toBeNull();
    expect(pagerCommand({ PAGER: 'cat' }, false)).toBeNull();
    expect(pagerCommand({ PAGER: '' }, false)).toBeNull();
    expect(terminalRows('a\nb\n', 80)).toBe(2);
    expect(terminalRows(`${'x'.repeat(100)}\n`, 40)).toBe(3);
    expect(terminalRows('東京東京\n', 4)).toBe(2);
    expect(terminalRows('\u001B[1mbold\u001B[0m\n', 4)).toBe(1);
  });
});
