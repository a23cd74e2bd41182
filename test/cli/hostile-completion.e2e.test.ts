// Shell completion of names from a poisoned index (an imported file whose names carry escape
// sequences): bash, zsh and fish offer them with the controls shown visibly, one candidate a line,
// so `hoshin get company <TAB>` cannot set the window title or the clipboard.
import { execFile } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { runs, unavailable } from '../helpers/tools.js';
import { EXECUTABLE, isolatedDirs, runHoshin } from '../helpers/cli.js';
import { injectedSequencesIn, PAYLOAD } from '../helpers/hostile-proxy.js';

// Each shell's tests need that shell; outside CI a missing one is skipped with the reason printed.
const noZsh = unavailable('zsh', runs('zsh', ['-f', '-c', 'true']), 'apt-get install zsh');
const noFish = unavailable('fish', runs('fish', ['--no-config', '-c', 'true']), 'apt-get install fish');

const run = promisify(execFile);
const quote = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;
let env: Record<string, string>;
let scripts: { bash: string; zsh: string; fish: string };

const POISONED_PLAN = {
  format: 'hoshin-index',
  version: 1,
  entries: [
    { kind: 'company', id: 1, parent_kind: null, parent_id: null, name: `Acme${PAYLOAD}` },
    // A name that tries to forge a second candidate line.
    { kind: 'company', id: 2, parent_kind: null, parent_id: null, name: 'Beta\n99\tForged' },
  ],
};

beforeAll(async () => {
  // The local store belongs to a service: completion reads the one of this base URL and app key.
  const dirs = { ...isolatedDirs(), HOSHIN_BASE_URL: 'http://127.0.0.1:9', HOSHIN_APP_KEY: 'completion-key' };
  const bin = join(dirs.HOME, 'bin');
  mkdirSync(bin);
  writeFileSync(join(bin, 'hoshin'), `#!/bin/sh\nexec ${quote(process.execPath)} ${quote(EXECUTABLE)} "$@"\n`);
  chmodSync(join(bin, 'hoshin'), 0o755);
  env = { ...dirs, PATH: `${bin}:${process.env.PATH ?? '/usr/bin:/bin'}` };
  const plan = join(dirs.HOME, 'poisoned.json');
  writeFileSync(plan, JSON.stringify(POISONED_PLAN));
  const imported = await runHoshin(['index', 'import', plan], { env: dirs });
  expect(imported.code, imported.stderr).toBe(0);
  scripts = {
    bash: join(dirs.HOME, 'hoshin.bash'),
    zsh: join(dirs.HOME, 'hoshin.zsh'),
    fish: join(dirs.HOME, 'hoshin.fish'),
  };
  for (const shell of ['bash', 'zsh', 'fish'] as const)
    writeFileSync(scripts[shell], (await runHoshin(['completion', shell], { env: dirs })).stdout);
});

function expectVisibleCandidates(output: string, separator: string): void {
  expect(injectedSequencesIn(output)).toEqual([]);
  expect(output).toContain('^[]52;c;cHduZWQ=^G^[[2J^[]0;hostile title^G');
  const lines = output.trimEnd().split('\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(new RegExp(`^2${separator}Beta 99 Forged$`));
}

describe('completion of names from a poisoned index', () => {
  it('bash', async () => {
    const words = ['hoshin', 'get', 'company', ''];
    const line = words.join(' ');
    const script = [
      `source ${quote(scripts.bash)}`,
      `COMP_WORDS=(${words.map(quote).join(' ')}); COMP_CWORD=3`,
      `COMP_LINE=${quote(line)}; COMP_POINT=${line.length}; COLUMNS=400`,
      '__hoshin_complete',
      'printf "%s\\n" "${COMPREPLY[@]}"',
    ].join('\n');
    const { stdout } = await run('bash', ['--norc', '--noprofile', '-c', script], { env, timeout: 20_000 });
    expectVisibleCandidates(stdout, '\\s+');
  });

  it.skipIf(noZsh !== undefined)('zsh', async () => {
    const script = [
      'compdef() { :; }',
      '_describe() { print -rl -- "${candidates[@]}"; }',
      `source ${quote(scripts.zsh)}`,
      "words=(hoshin get company ''); CURRENT=4; _hoshin",
    ].join('\n');
    const { stdout } = await run('zsh', ['-f', '-c', script], { env, timeout: 20_000 });
    expectVisibleCandidates(stdout, ':');
  });

  it.skipIf(noFish !== undefined)('fish', async () => {
    const { stdout } = await run(
      'fish',
      ['--no-config', '-c', `source ${quote(scripts.fish)}; complete -C ${quote('hoshin get company ')}`],
      { env, timeout: 20_000 },
    );
    expectVisibleCandidates(stdout, '\\t');
  });
});
