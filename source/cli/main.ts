// Entry point of the executable: dispatches to a subcommand and turns failures into exit codes.
import type { CliContext } from '../terminal/io-context.js';
import { GLOBAL_OPTIONS } from './args.js';
import { reportFailure } from './failure-report.js';
import { COMMANDS, findCommand } from './registry.js';
import { subcommandIn } from './subcommands.js';
import { runWithTerminal } from './terminal/command-output.js';
import { guardedOutput } from '../terminal/guarded-output.js';
import { usageError } from './usage-error.js';
import { VERSION } from '../core/version.js';

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
    const spec = GLOBAL_OPTIONS[token.slice(2)] as { type: string } | undefined;
    // "--profile prod": the value is not the command.
    if (token.startsWith('--') && spec?.type === 'string' && i + 1 < argv.length) leading.push(argv[(i += 1)] as string);
  }
  return { name: undefined, args: leading };
}

/** Whether an option word is on the line, before any `--`. */
function given(argv: readonly string[], ...words: string[]): boolean {
  const end = argv.indexOf('--');
  return (end === -1 ? argv : argv.slice(0, end)).some((word) => words.includes(word));
}

export async function runCli(outer: CliContext): Promise<number> {
  // Text from outside may be in anything a command prints: no control reaches the streams raw.
  const context: CliContext = { ...outer, stdout: guardedOutput(outer.stdout), stderr: guardedOutput(outer.stderr) };
  const options = { debug: given(context.argv, '--debug'), json: given(context.argv, '--json') };
  try {
    const split = splitCommand(context.argv);
    // Without a command, --version and --help are about hoshin itself (the console's usage is "hoshin tui --help").
    if (split.name === 'version' || (split.name === undefined && given(split.args, '--version'))) {
      context.stdout.write(options.json ? `${JSON.stringify({ version: VERSION })}\n` : `hoshin ${VERSION}\n`);
      return 0;
    }
    if (split.name === undefined && given(split.args, '--help', '-h')) {
      context.stdout.write((await import('./help.js')).overviewHelp(COMMANDS));
      return 0;
    }
    // No command, or only global options: the interactive console.
    const name = split.name ?? 'tui';
    const spec = findCommand(name);
    if (!spec?.load) throw usageError(`unknown command "${name}". Run "hoshin help" for the list.`);
    if (given(split.args, '--help', '-h') && spec.name !== '__complete') {
      const sub = spec.subcommands ? subcommandIn(spec, split.args).spec : undefined;
      context.stdout.write((await import('./help.js')).commandHelp(sub ?? spec));
      return 0;
    }
    const command = await spec.load();
    return await runWithTerminal(spec, context, (inner) => command(split.args, inner));
  } catch (error) {
    return reportFailure(error, context, options);
  }
}
