// hoshin help [command [subcommand]]: the usage of hoshin or of one command; --json gives the
// command's description as data.
import { parseCommandArgs } from '../args.js';
import type { Command } from '../../terminal/io-context.js';
import { commandHelp, overviewHelp, synopsis } from '../help.js';
import { formatJson } from '../output.js';
import { COMMANDS, findCommand, findSubcommand } from '../registry.js';
import type { CommandSpec } from '../specs/types.js';
import { HELP } from '../specs/usage.js';
import { usageError } from '../usage-error.js';

function describe(spec: CommandSpec): unknown {
  return {
    name: spec.name,
    summary: spec.summary,
    usage: synopsis(spec),
    arguments: (spec.arguments ?? []).map(({ name, description, optional, repeats }) => ({ name, description, optional: optional === true, repeats: repeats === true })),
    options: (spec.options ?? []).map(({ name, type, short, value, description }) => ({ name, type, short: short ?? null, value: value ?? null, description })),
    examples: spec.examples,
    subcommands: (spec.subcommands ?? []).map(describe),
  };
}

export const run: Command = async (args, context) => {
  const parsed = parseCommandArgs(args, HELP);
  const [topic, subword, ...extra] = parsed.positionals;
  if (topic === undefined) {
    context.stdout.write(parsed.globals.json ? formatJson(COMMANDS.filter((spec) => !spec.hidden).map(describe)) : overviewHelp(COMMANDS));
    return 0;
  }
  const spec = findCommand(topic);
  if (!spec || spec.hidden) throw usageError(`unknown command "${topic}". Run "hoshin help" for the list.`);
  const shown = subword === undefined ? spec : findSubcommand(spec, subword);
  if (!shown) throw usageError(`hoshin ${topic} has no subcommand "${subword}"`);
  if (extra.length > 0) throw usageError(`unexpected "${extra.join(' ')}"`);
  context.stdout.write(parsed.globals.json ? formatJson(describe(shown)) : commandHelp(shown));
  return 0;
};
