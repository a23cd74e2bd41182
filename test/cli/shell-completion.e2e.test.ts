// The completion scripts in real shells: bash through the COMP_* variables, zsh with its
// completion functions stubbed, fish with `complete -C`. Candidates come from the built
// executable, which reads the local index and config and sends nothing.
import { execFile } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runs, unavailable } from '../helpers/tools.js';
import { EXECUTABLE, isolatedDirs, runHoshin } from '../helpers/cli.js';
import { KNOWN_PLAN } from './known-plan.js';

// Each shell's tests need that shell; outside CI a missing one is skipped with the reason printed.
const noZsh = unavailable('zsh', runs('zsh', ['-f', '-c', 'true']), 'apt-get install zsh');
const noFish = unavailable('fish', runs('fish', ['--no-config', '-c', 'true']), 'apt-get install fish');

const run = promisify(execFile);
let env: Record<string, string>;
let scripts: { bash: string; zsh: string; fish: string };
let server: Server;
let requests = 0;

const quote = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;

beforeAll(async () => {
  server = createServer((_request, response) => {
    requests += 1;
    response.writeHead(500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const dirs = isolatedDirs();
  const bin = join(dirs.HOME, 'bin');
  mkdirSync(bin);
  writeFileSync(join(bin, 'hoshin'), `#!/bin/sh\nexec ${quote(process.execPath)} ${quote(EXECUTABLE)} "$@"\n`);
  chmodSync(join(bin, 'hoshin'), 0o755);
  env = {
    ...dirs,
    PATH: `${bin}:${process.env.PATH ?? '/usr/bin:/bin'}`,
    // Were anything sent, it would reach this server and be counted.
    HOSHIN_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    HOSHIN_APP_KEY: 'key',
    HOSHIN_APP_SECRET: 'secret',
  };
  const plan = join(dirs.HOME, 'plan.json');
  writeFileSync(plan, JSON.stringify(KNOWN_PLAN));
  // The store of the service the completion's environment names: the one completion reads.
  expect((await runHoshin(['profile', 'set', 'prod', '--base-url', 'https://plan.example.com'], { env: dirs })).code).toBe(0);
  expect((await runHoshin(['index', 'import', plan], { env })).code).toBe(0);
  scripts = {
    bash: join(dirs.HOME, 'hoshin.bash'),
    zsh: join(dirs.HOME, 'hoshin.zsh'),
    fish: join(dirs.HOME, 'hoshin.fish'),
  };
  for (const shell of ['bash', 'zsh', 'fish'] as const) {
    const printed = await runHoshin(['completion', shell], { env: dirs });
    expect(printed.code).toBe(0);
    writeFileSync(scripts[shell], printed.stdout);
  }
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** What bash offers for the words (split as bash splits them: `=` is a word of its own). */
async function bashOffers(...words: string[]): Promise<string[]> {
  const line = words.join(' ');
  const script = [
    `source ${quote(scripts.bash)}`,
    `COMP_WORDS=(${words.map(quote).join(' ')}); COMP_CWORD=${words.length - 1}`,
    `COMP_LINE=${quote(line)}; COMP_POINT=${line.length}; COLUMNS=60`,
    '__hoshin_complete',
    'printf "%s\\n" "${COMPREPLY[@]}"',
  ].join('\n');
  const { stdout } = await run('bash', ['--norc', '--noprofile', '-c', script], { env, timeout: 20_000 });
  return stdout
    .split('\n')
    .map((entry) => entry.trimEnd())
    .filter((entry) => entry !== '');
}

describe('bash completion', () => {
  it('parses, and completes a command, an option and a kind', async () => {
    await run('bash', ['-n', scripts.bash]);
    expect(await bashOffers('hoshin', 'ge')).toEqual(['get']);
    expect(await bashOffers('hoshin', 'list', 'tasks', '--obj')).toEqual(['--objective']);
    expect(await bashOffers('hoshin', 'get', 'ind')).toEqual(['indicator          Indicator', 'indicator_history  History value']);
  });

  it('completes field names, and values after the = bash splits off', async () => {
    expect(await bashOffers('hoshin', 'create', 'task', 'st')).toEqual(['status=']);
    expect(await bashOffers('hoshin', 'create', 'task', 'status', '=', 'ac')).toEqual(['active']);
    expect(await bashOffers('hoshin', 'list', 'tasks', '--profile', '=', 'pr')).toEqual(['prod']);
  });

  it('offers the ids the index knows with their names, one a line', async () => {
    expect(await bashOffers('hoshin', 'get', 'indicator', '')).toEqual(['101  OEE line 2 (%)', '102  Scrap rate', '230  Downtime']);
    expect(await bashOffers('hoshin', 'get', 'indicator', '23')).toEqual(['230']);
    expect(requests).toBe(0);
  });
});

describe.skipIf(noZsh !== undefined)('zsh completion', () => {
  it('parses, and hands _describe the candidates with their descriptions', async () => {
    await run('zsh', ['-n', scripts.zsh]);
    // compsys is stubbed: _describe prints what it was given.
    const script = [
      'compdef() { :; }',
      '_describe() { print -rl -- "args: $*" "${candidates[@]}"; }',
      '_files() { print FILES; }',
      `source ${quote(scripts.zsh)}`,
      "words=(hoshin get indicator ''); CURRENT=4; _hoshin",
      'words=(hoshin create task st); CURRENT=4; _hoshin',
      "words=(hoshin record --csv ''); CURRENT=4; _hoshin",
    ].join('\n');
    const { stdout } = await run('zsh', ['-f', '-c', script], { env, timeout: 20_000 });
    expect(stdout.split('\n')).toEqual([
      'args: -V -t hoshin hoshin candidates',
      '101:OEE line 2 (%)',
      '102:Scrap rate',
      '230:Downtime',
      'args: -t hoshin hoshin candidates -S ',
      'status=:Status (backlog|active|completed|discarded|deleted)',
      'FILES',
      '',
    ]);
  });
});

describe.skipIf(noFish !== undefined)('fish completion', () => {
  it('parses, and completes ids with names, kinds and field values', async () => {
    await run('fish', ['--no-execute', scripts.fish]);
    const offers = async (line: string) =>
      (
        await run('fish', ['--no-config', '-c', `source ${quote(scripts.fish)}; complete -C ${quote(line)}`], {
          env,
          timeout: 20_000,
        })
      ).stdout
        .trimEnd()
        .split('\n');
    expect(await offers('hoshin get indicator ')).toEqual(['101\tOEE line 2 (%)', '102\tScrap rate', '230\tDowntime']);
    expect(await offers('hoshin get obj')).toEqual(['objective\tObjective']);
    expect(await offers('hoshin update task 212 status=co')).toEqual(['status=completed\tStatus']);
    expect(requests).toBe(0);
  });
});
