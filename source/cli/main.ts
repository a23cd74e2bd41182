// Entry point of the executable: dispatches to a subcommand and turns failures into exit codes.
import { isHoshinError } from '../core/errors.js';
import { redactSignatures } from '../signing/signing.js';
import type { CliContext } from './context.js';
import { GLOBAL_OPTIONS } from './args.js';
import { COMMANDS, findCommand } from './registry.js';

import { VERSION } from './version.js';

export function helpText(): string {
  const width = Math.max(...COMMANDS.map((entry) => entry.name.length));
  const lines = COMMANDS.map((entry) => `  ${entry.name.padEnd(width)}  ${entry.summary}`);
  return [
    'hoshin: a terminal console for strategic planning',
    '',
    'Usage: hoshin [command] [options]   (no command opens the interactive console)',
    '',
    'Commands:',
    ...lines,
    '',
    'Global options: --profile NAME, --base-url URL, --dialect auto|hoshinplan|encoded|plain,',
    '                --json, --debug, --readonly, --help',
    'Run "hoshin <command> --help" for a command\'s own options.',
    '',
  ].join('\n');
}

/**
 * The command and the arguments it gets. Global options may stand before the command too
 * ("hoshin --profile prod list companies"); they go to it with the rest. No command: undefined.
 */
export function splitCommand(argv: readonly string[]): { name: string | undefined; args: string[] } {
  const leading: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const token = argv[i] as string;
    if (!token.startsWith('-')) return { name: token, args: [...leading, ...argv.slice(i + 1)] };
    leading.push(token);
    const spec = GLOBAL_OPTIONS[token.slice(2) as keyof typeof GLOBAL_OPTIONS] as { type: string } | undefined;
    // "--profile prod": the value is not the command.
    if (token.startsWith('--') && spec?.type === 'string' && i + 1 < argv.length) leading.push(argv[(i += 1)] as string);
  }
  return { name: undefined, args: leading };
}

export async function runCli(context: CliContext): Promise<number> {
  const debug = context.argv.includes('--debug');
  try {
    const split = splitCommand(context.argv);
    // Without a command, --version and --help are about hoshin itself (the console's usage is "hoshin tui --help").
    const alone = (...flags: string[]): boolean => split.name === undefined && flags.some((flag) => split.args.includes(flag));
    if (split.name === 'version' || alone('--version')) {
      context.stdout.write(`hoshin ${VERSION}\n`);
      return 0;
    }
    if (split.name === 'help' || alone('--help', '-h')) {
      const topic = split.name === 'help' ? split.args.find((arg) => !arg.startsWith('-')) : undefined;
      const entry = topic ? findCommand(topic) : undefined;
      context.stdout.write(entry ? `${entry.usage}\n` : helpText());
      return 0;
    }
    // No command, or only global options: the interactive console.
    const name = split.name ?? 'tui';
    const args = split.args;
    const entry = findCommand(name);
    if (!entry) {
      context.stderr.write(`hoshin: unknown command "${name}". Run "hoshin help" for the list.\n`);
      return 2;
    }
    if (args.includes('--help') || args.includes('-h')) {
      context.stdout.write(`${entry.usage}\n`);
      return 0;
    }
    const command = await entry.load();
    return await command(args, context);
  } catch (error) {
    return reportFailure(error, context, debug);
  }
}

export function reportFailure(error: unknown, context: CliContext, debug: boolean): number {
  if (isHoshinError(error)) {
    context.stderr.write(`hoshin: ${error.message}\n`);
    if (debug && error.details.request) context.stderr.write(`  request: ${redactSignatures(error.details.request)}\n`);
    if (debug && error.stack) context.stderr.write(`${redactSignatures(error.stack)}\n`);
    return error.exitCode;
  }
  const message = error instanceof Error ? error.message : String(error);
  context.stderr.write(`hoshin: unexpected error: ${redactSignatures(message)}\n`);
  if (debug && error instanceof Error && error.stack) context.stderr.write(`${redactSignatures(error.stack)}\n`);
  return 1;
}
