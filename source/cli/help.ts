// The help of hoshin and of each command, rendered from the command descriptions (specs/).
import { optionsOf } from './args.js';
import { GLOBAL_OPTION_SPECS } from './specs/global-options.js';
import type { ArgumentSpec, CommandSpec, OptionSpec } from './specs/types.js';

/** An option's description, with the values it takes when they are a fixed few. */
function optionText(option: OptionSpec): string {
  const values = option.candidates?.from === 'values' ? option.candidates.values.map(([value]) => value) : [];
  const unnamed = values.filter((value) => !new RegExp(`\\b${value}\\b`).test(option.description));
  return unnamed.length > 0 ? `${option.description}; one of ${values.join(', ')}` : option.description;
}

function optionLabel(option: OptionSpec): string {
  const long = `--${option.name}${option.type === 'string' ? ` ${option.value ?? 'VALUE'}` : ''}`;
  return option.short ? `-${option.short}, ${long}` : long;
}

/** Two columns: the labels padded to the widest (up to a limit), then the descriptions. */
function twoColumns(rows: readonly (readonly [string, string])[]): string[] {
  const width = Math.min(26, Math.max(...rows.map(([label]) => label.length)));
  return rows.map(([label, text]) =>
    label.length > width ? `  ${label}\n  ${''.padEnd(width)}  ${text}` : `  ${label.padEnd(width)}  ${text}`,
  );
}

function argumentWord(argument: ArgumentSpec): string {
  const word = argument.optional ? `[${argument.name}]` : argument.name;
  return argument.repeats ? `${word}...` : word;
}

export function synopsis(spec: CommandSpec): readonly string[] {
  if (spec.synopsis) return spec.synopsis;
  if (spec.subcommands) return [`hoshin ${spec.name} <${spec.subcommands.map((sub) => sub.name.split(' ').pop()).join('|')}> [options]`];
  return [['hoshin', spec.name, ...(spec.arguments ?? []).map(argumentWord), '[options]'].join(' ')];
}

export function commandHelp(spec: CommandSpec): string {
  const globals: readonly OptionSpec[] = GLOBAL_OPTION_SPECS;
  const own = optionsOf(spec).filter((option) => !globals.includes(option));
  const lines = [`hoshin ${spec.name}: ${spec.summary}`, '', 'Usage:', ...synopsis(spec).map((line) => `  ${line}`)];
  if (spec.details) lines.push('', spec.details);
  if (spec.subcommands) {
    lines.push('', 'Subcommands:', ...twoColumns(spec.subcommands.map((sub) => [sub.name.split(' ').pop() as string, sub.summary])));
  }
  if (spec.arguments?.length)
    lines.push('', 'Arguments:', ...twoColumns(spec.arguments.map((argument) => [argument.name, argument.description])));
  if (own.length > 0) lines.push('', 'Options:', ...twoColumns(own.map((option) => [optionLabel(option), optionText(option)])));
  lines.push(
    '',
    'Global options:',
    ...twoColumns(
      GLOBAL_OPTION_SPECS.filter((option) => !own.some((mine) => mine.name === option.name)).map((option) => [
        optionLabel(option),
        optionText(option),
      ]),
    ),
  );
  lines.push('', 'Examples:', ...spec.examples.flatMap((example) => [`  $ ${example.command}`, `      ${example.says}`]));
  if (spec.subcommands) lines.push('', `Run "hoshin ${spec.name} <subcommand> --help" for a subcommand's options.`);
  return `${lines.join('\n')}\n`;
}

export function overviewHelp(commands: readonly CommandSpec[]): string {
  const shown = commands.filter((spec) => !spec.hidden);
  return [
    'hoshin: a terminal console for strategic planning',
    '',
    'Usage: hoshin [command] [options]   (no command opens the interactive console)',
    '',
    'Commands:',
    ...twoColumns(shown.map((spec) => [spec.name, spec.summary])),
    '',
    'Global options (before or after the command):',
    ...twoColumns(GLOBAL_OPTION_SPECS.map((option) => [optionLabel(option), optionText(option)])),
    '',
    'Run "hoshin help <command>" or "hoshin <command> --help" for a command\'s options and examples.',
    'Shell completion: "hoshin completion bash|zsh|fish" (see hoshin help completion).',
    '',
  ].join('\n');
}
