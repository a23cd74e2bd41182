// Entry point of the executable: dispatches to a subcommand and turns failures into exit codes.
import { isHoshinError } from '../client/errors.js';
import { redactSignatures } from '../signing/signing.js';
import type { CliContext } from './context.js';
import { COMMANDS, findCommand } from './registry.js';

export const VERSION = '0.1.0';

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

export async function runCli(context: CliContext): Promise<number> {
  const [first, ...rest] = context.argv;
  const debug = context.argv.includes('--debug');
  try {
    if (first === '--version' || first === 'version') {
      context.stdout.write(`hoshin ${VERSION}\n`);
      return 0;
    }
    if (first === 'help' || first === '--help' || first === '-h') {
      const entry = rest[0] ? findCommand(rest[0]) : undefined;
      context.stdout.write(entry ? `${entry.usage}\n` : helpText());
      return 0;
    }
    // No command, or only global options: the interactive console.
    const name = first === undefined || first.startsWith('-') ? 'tui' : first;
    const args = name === 'tui' && first !== 'tui' ? [...context.argv] : rest;
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
