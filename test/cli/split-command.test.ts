import { describe, expect, it } from 'vitest';
import { splitCommand } from '../../source/cli/main.js';

describe('the command on the line', () => {
  it('is the first word, with global options before it going to it as well', () => {
    expect(splitCommand(['list', 'companies', '--json'])).toEqual({ name: 'list', args: ['companies', '--json'] });
    expect(splitCommand(['--profile', 'prod', '--debug', 'get', 'task', '4'])).toEqual({
      name: 'get',
      args: ['--profile', 'prod', '--debug', 'task', '4'],
    });
    expect(splitCommand(['--profile=prod', 'list', 'companies'])).toEqual({
      name: 'list',
      args: ['--profile=prod', 'companies'],
    });
  });

  it('no command: the options alone (the console), and an unknown option is left for the command to refuse', () => {
    expect(splitCommand([])).toEqual({ name: undefined, args: [] });
    expect(splitCommand(['--profile', 'prod', '--readonly'])).toEqual({
      name: undefined,
      args: ['--profile', 'prod', '--readonly'],
    });
    expect(splitCommand(['--bogus', 'list'])).toEqual({ name: 'list', args: ['--bogus'] });
  });
});
