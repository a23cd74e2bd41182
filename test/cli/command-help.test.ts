// Every command's help, from its one description: its options and two examples, the same through
// `--help`, `-h` and `hoshin help <command>`.
import { describe, expect, it } from 'vitest';
import { commandHelp } from '../../source/cli/help.js';
import { COMMANDS } from '../../source/cli/registry.js';
import type { CommandSpec } from '../../source/cli/specs/types.js';
import { isolatedDirs } from '../helpers/cli.js';
import { runHoshinInProcess } from '../helpers/cli-in-process.js';

const everyCommand: CommandSpec[] = COMMANDS.flatMap((spec) => [spec, ...(spec.subcommands ?? [])]);

/** Help as one reads it: a command's ` \` continuations and a description's wrapped rows joined. */
const joined = (help: string): string => help.replace(/ \\\n {6}/g, ' ').replace(/\n {6,}(?=\S)/g, ' ');

describe('command help', () => {
  it.each(everyCommand.map((spec) => [spec.name, spec] as const))('%s: lists its options and at least two examples', (_name, spec) => {
    const help = joined(commandHelp(spec));
    // Wrapped at words to 80 columns; only a command's one word longer than a line may pass it.
    for (const line of commandHelp(spec).split('\n')) if (line.length > 80) expect(line.trim(), line).not.toContain(' ');
    expect(spec.examples.length).toBeGreaterThanOrEqual(2);
    for (const option of spec.options ?? []) expect(help).toContain(`--${option.name}`);
    for (const argument of spec.arguments ?? []) expect(help).toContain(argument.name);
    for (const example of spec.examples) expect(help).toContain(`$ ${example.command}`);
    expect(help).toMatch(/^Global options:$/m);
    expect(help).toContain('--json');
  });

  it('names the values of an option that takes one of a few, unless its description does', () => {
    const sandbox = commandHelp(COMMANDS.find((spec) => spec.name === 'sandbox')!);
    expect(joined(sandbox)).toMatch(/--seed SEED +the plan it starts with; one of demo, empty$/m);
    expect(joined(sandbox)).toMatch(
      /--flavour FLAVOUR +answer as the spec says \(spec\) or as the public implementation does \(hoshinplan\)$/m,
    );
    expect(commandHelp(COMMANDS.find((spec) => spec.name === 'help')!)).toContain('hoshin help [command]... [options]');
  });

  it('is what --help, -h and hoshin help print, for commands and subcommands', async () => {
    const env = isolatedDirs();
    const byFlag = await runHoshinInProcess(['list', '--help'], { env });
    expect(byFlag.code).toBe(0);
    expect(byFlag.stdout).toMatch(/^Options:\n {2}--company ID/m);
    expect(byFlag.stdout).toContain('--csv');
    expect((await runHoshinInProcess(['help', 'list'], { env })).stdout).toBe(byFlag.stdout);
    const sub = await runHoshinInProcess(['auth', 'login', '-h'], { env });
    expect(sub.stdout).toMatch(/^hoshin auth login: /);
    expect(sub.stdout).toContain('--secret-stdin');
    expect((await runHoshinInProcess(['help', 'auth', 'login'], { env })).stdout).toBe(sub.stdout);
    // Options before the subcommand do not hide it.
    expect((await runHoshinInProcess(['profile', '--json', 'set', '--help'], { env })).stdout).toMatch(/^hoshin profile set: /);
  });

  it('hoshin help lists every command but the hidden one, and --json describes a command as data', async () => {
    const env = isolatedDirs();
    const overview = await runHoshinInProcess(['help'], { env });
    for (const spec of COMMANDS) (spec.hidden ? expect(overview.stdout).not : expect(overview.stdout)).toContain(`  ${spec.name} `);
    const described = JSON.parse((await runHoshinInProcess(['help', 'get', '--json'], { env })).stdout) as {
      name: string;
      options: { name: string }[];
      examples: unknown[];
    };
    expect(described.name).toBe('get');
    expect(described.options.map((option) => option.name)).toEqual(['fields']);
    expect(described.examples).toHaveLength(2);
  });

  it('refuses an unknown topic, subcommand or shell with exit 2 and one error line, advice indented under it', async () => {
    const env = isolatedDirs();
    for (const args of [
      ['help', 'frobnicate'],
      ['help', 'auth', 'frob'],
      ['auth', 'frob'],
      ['frobnicate', '--help'],
      ['completion', 'powershell'],
      ['completion'],
    ]) {
      const result = await runHoshinInProcess(args, { env });
      expect(result.code, args.join(' ')).toBe(2);
      const [error, ...hints] = result.stderr.trimEnd().split('\n');
      expect(error, args.join(' ')).toMatch(/^hoshin: /);
      for (const hint of hints) expect(hint, args.join(' ')).toMatch(/^ {2,4}\S/);
    }
    const unknownOption = await runHoshinInProcess(['get', 'task', '1', '--bogus'], { env });
    expect(unknownOption.stderr).toBe('hoshin: option: "--bogus" is not an option here\n  "hoshin get --help" lists the options.\n');
  });
});
