// The npm bundle chooses how to load the CLI from the line's command before the CLI's module is
// loaded (source/cli/cli-loading.ts, decision 0381): `list` and `get` run from their script, which
// holds nothing else, so the line must be read as the dispatcher reads it.
import { describe, expect, it } from 'vitest';
import { GLOBAL_OPTIONS } from '../../source/cli/args.js';
import { lineCommand, VALUE_OPTIONS } from '../../source/cli/cli-loading.js';
import { splitCommand } from '../../source/cli/main.js';

describe('the command a line names, before the CLI is loaded', () => {
  it('knows the global options that take a value', () => {
    const taking = Object.entries(GLOBAL_OPTIONS)
      .filter(([, option]) => option.type === 'string')
      .map(([name]) => `--${name}`);
    expect([...VALUE_OPTIONS].sort()).toEqual(taking.sort());
  });

  it('reads the line as the dispatcher does', () => {
    const lines = [
      [],
      ['list', 'companies'],
      ['get', 'company', '1'],
      ['--profile', 'list', 'get', 'company', '1'],
      ['--profile', 'get', 'list', 'companies'],
      ['--json', 'list', 'companies'],
      ['--profile=list', 'get', 'x'],
      ['-p', 'list'],
      ['--timeout', '5', '--base-url', 'http://x', 'get', 'hoshin', '2'],
      ['--dialect', 'list'],
      ['--help'],
      ['--help', 'list'],
      ['--version'],
      ['--version', 'get'],
      ['--', 'list'],
      ['--profile'],
      ['tui'],
      ['demo', 'list'],
      ['find', 'list'],
    ];
    for (const line of lines) expect(lineCommand(line), line.join(' ')).toBe(splitCommand(line).name);
  });

  it('names list for a list line, nothing for --help or --version alone', () => {
    expect(lineCommand(['--profile', 'prod', 'list', 'companies'])).toBe('list');
    expect(lineCommand(['--help'])).toBeUndefined();
    expect(lineCommand(['--version', '--json'])).toBeUndefined();
  });
});
