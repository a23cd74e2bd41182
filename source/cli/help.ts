// The help of hoshin and of each command, rendered from the command descriptions (specs/).
import { optionsOf } from './args.js';
import { proseLines } from './terminal/footnote.js';
import { GLOBAL_OPTION_SPECS } from './specs/global-options.js';
import { commandWord, type ArgumentSpec, type CommandSpec, type OptionSpec } from './specs/types.js';

/** An option's description, with the values it takes when they are a fixed few. */
export function optionText(option: OptionSpec): string {
  const values = option.candidates?.from === 'values' ? option.candidates.values.map(([value]) => value) : [];
  const unnamed = values.filter((value) => !new RegExp(`\\b${value}\\b`).test(option.description));
  return unnamed.length > 0 ? `${option.description}; one of ${values.join(', ')}` : option.description;
}

export function optionLabel(option: OptionSpec): string {
  const long = `--${option.name}${option.type === 'string' ? ` ${option.value ?? 'VALUE'}` : ''}`;
  return option.short ? `-${option.short}, ${long}` : long;
}

const optionRow = (option: OptionSpec) => [optionLabel(option), optionText(option)] as const;
const argumentRow = (argument: ArgumentSpec) => [argument.name, argument.description] as const;
const commandRow = (spec: CommandSpec) => [spec.name, spec.summary] as const;
const subcommandRow = (spec: CommandSpec) => [commandWord(spec), spec.summary] as const;

/** What every terminal and mail reader shows whole. */
const HELP_WIDTH = 80;

/** Labels padded to the widest (up to a limit), descriptions wrapped under themselves. */
function twoColumns(rows: readonly (readonly [string, string])[], width: number): string[] {
  const labels = Math.min(26, Math.max(...rows.map(([label]) => label.length)));
  const indent = ' '.repeat(2 + labels + 2);
  return rows.flatMap(([label, text]) => {
    const described = proseLines(text, width, indent);
    if (label.length > labels) return [`  ${label}`, ...described];
    return [`  ${label.padEnd(labels)}  ${(described[0] ?? '').slice(indent.length)}`, ...described.slice(1)];
  });
}

/** An example's command as lines a shell reads as one: broken at spaces outside quotes, ending in ` \`. */
function commandLines(command: string, width: number): string[] {
  const words = command.match(/(?:[^\s'"]+|'[^']*'|"[^"]*")+/g) ?? [command];
  const lines: string[] = [];
  let line = '  $';
  for (const word of words) {
    const joined = `${line} ${word}`;
    if (joined.length + 2 <= width || line.trim() === '$' || line.trim() === '') line = joined;
    else {
      lines.push(`${line} \\`);
      line = `      ${word}`;
    }
  }
  return [...lines, line];
}

function paragraphs(text: string, width: number, indent = ''): string[] {
  return text.split(/\n\s*\n/).flatMap((paragraph, index) => [...(index > 0 ? [''] : []), ...proseLines(paragraph, width, indent)]);
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

/** A command's help, wrapped at words to `width` (the terminal's, or 80 when piped). */
export function commandHelp(spec: CommandSpec, width = HELP_WIDTH): string {
  const globals: readonly OptionSpec[] = GLOBAL_OPTION_SPECS;
  const own = optionsOf(spec).filter((option) => !globals.includes(option));
  const lines = [
    ...proseLines(`hoshin ${spec.name}: ${spec.summary}`, width),
    '',
    'Usage:',
    ...synopsis(spec).flatMap((line) => proseLines(line, width, '  ', '      ')),
  ];
  const section = (title: string, rows: readonly (readonly [string, string])[]) =>
    rows.length > 0 ? lines.push('', title, ...twoColumns(rows, width)) : 0;
  if (spec.details) lines.push('', ...paragraphs(spec.details, width));
  section('Subcommands:', (spec.subcommands ?? []).map(subcommandRow));
  section('Arguments:', (spec.arguments ?? []).map(argumentRow));
  section('Options:', own.map(optionRow));
  section('Global options:', globals.filter((option) => !own.some((mine) => mine.name === option.name)).map(optionRow));
  lines.push(
    '',
    'Examples:',
    ...spec.examples.flatMap((example) => [...commandLines(example.command, width), ...proseLines(example.says, width, '      ')]),
  );
  if (spec.subcommands) lines.push('', ...proseLines(`Run "hoshin ${spec.name} <subcommand> --help" for a subcommand's options.`, width));
  return `${lines.join('\n')}\n`;
}

/** The overview of every command, wrapped at words to `width` (the terminal's, or 80 when piped). */
export function overviewHelp(commands: readonly CommandSpec[], width = HELP_WIDTH): string {
  const shown = commands.filter((spec) => !spec.hidden);
  return [
    'hoshin: a terminal console for strategic planning',
    '',
    'Usage: hoshin [command] [options]   (no command opens the interactive console)',
    '',
    'Commands:',
    ...twoColumns(shown.map(commandRow), width),
    '',
    'Global options (before or after the command):',
    ...twoColumns(GLOBAL_OPTION_SPECS.map(optionRow), width),
    '',
    ...proseLines('Run "hoshin help <command>" or "hoshin <command> --help" for a command\'s options and examples.', width),
    ...proseLines('Shell completion: "hoshin completion bash|zsh|fish" (see hoshin help completion).', width),
    '',
  ].join('\n');
}
