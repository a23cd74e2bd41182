// The CLI's entry point, the dispatcher: finds the command (and subcommand) the line names, parses
// the rest with its spec, runs it with what it parsed, and turns failures into exit codes.
import { refusal } from '../core/refusal.js';
import type { CliContext } from '../terminal/io-context.js';
import { refuseUndecodedArguments } from './argument-text.js';
import { GLOBAL_OPTIONS, parseCommandLine } from './args.js';
import type { ConsoleFrontEnd } from './console-front-end.js';
import { reportFailure } from './failure-report.js';
import { COMMAND_INDEX } from './command-index.js';
import { nearestCommands } from './nearest-command.js';
import { proseWidth } from './terminal/footnote.js';
import { requireSubcommand, subcommandIn } from './subcommands.js';
import { runWithTerminal } from './terminal/command-output.js';
import { guardedOutput } from '../terminal/guarded-output.js';
import { detectUnicode } from '../terminal/terminal-caps.js';
import { VERSION } from '../core/version.js';

// For main.ts, which starts loading the console through it: it comes with this module, not
// through an import() of its own (a one-line re-export file, one more round of Node's module loader).
export { loadWithoutCi } from '../terminal/console-loading.js';

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

/** The commands whose --csv is what they print (record's and targets' --csv is a file they read). */
const CSV_OUTPUT: ReadonlySet<string> = new Set(['list', 'bowling']);

/** `consoleFrontEnd` opens the interactive console (`hoshin`, `hoshin tui`, `hoshin demo`). */
export async function runCli(outer: CliContext, consoleFrontEnd: ConsoleFrontEnd): Promise<number> {
  // Text from outside may be in anything a command prints: no control reaches the streams raw.
  const options = { debug: given(outer.argv, '--debug'), json: given(outer.argv, '--json') };
  // Prose to a locale without UTF-8 in ASCII punctuation; JSON (and CSV) keep the service's text exact.
  const csvOut = given(outer.argv, '--csv') && CSV_OUTPUT.has(splitCommand(outer.argv).name ?? '');
  const ascii = !options.json && !csvOut && !detectUnicode(outer.env, { ascii: given(outer.argv, '--ascii') });
  const context: CliContext = {
    ...outer,
    stdout: guardedOutput(outer.stdout, { ascii }),
    stderr: guardedOutput(outer.stderr, { ascii }),
  };
  try {
    refuseUndecodedArguments(context.argv);
    const split = splitCommand(context.argv);
    // Without a command, --version and --help are about hoshin itself (the console's usage is "hoshin tui --help").
    if (split.name === 'version' || (split.name === undefined && given(split.args, '--version'))) {
      context.stdout.write(options.json ? `${JSON.stringify({ version: VERSION })}\n` : `hoshin ${VERSION}\n`);
      return 0;
    }
    if (split.name === undefined && given(split.args, '--help', '-h')) {
      const { COMMANDS } = await import('./registry.js');
      context.stdout.write((await import('./help.js')).overviewHelp(COMMANDS, proseWidth(context.stdout)));
      return 0;
    }
    // No command, or only global options: the interactive console.
    const name = split.name ?? 'tui';
    // Only the named command's description is read (decision 0361).
    const indexed = COMMAND_INDEX.find((command) => command.name === name);
    const unknown = () => {
      const near = nearestCommands(
        name,
        COMMAND_INDEX.filter((command) => command.hidden !== true).map((command) => command.name),
      );
      const meant = near.length === 0 ? [] : [`Did you mean ${near.map((other) => `"hoshin ${other}"`).join(' or ')}?`];
      return refusal('command', name, 'is not a command', [...meant, '"hoshin help" lists the commands.']);
    };
    if (!indexed) throw unknown();
    const spec = await indexed.spec();
    if (given(split.args, '--help', '-h') && spec.parsing !== 'words') {
      const sub = spec.subcommands ? subcommandIn(spec, split.args).spec : undefined;
      context.stdout.write((await import('./help.js')).commandHelp(sub ?? spec, proseWidth(context.stdout)));
      return 0;
    }
    const chosen = spec.subcommands ? requireSubcommand(spec, split.args) : { spec, rest: split.args };
    if (!chosen.spec.load) throw unknown();
    const command = await chosen.spec.load();
    const commands = spec.describesCommands === true ? (await import('./registry.js')).COMMANDS : [];
    const dispatch = { commands, console: consoleFrontEnd };
    return await runWithTerminal(spec, context, (inner) => command(parseCommandLine(chosen.rest, chosen.spec), inner, dispatch));
  } catch (error) {
    return reportFailure(error, context, options);
  }
}
