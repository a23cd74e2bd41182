// hoshin help: the usage of hoshin or of one command; --json gives the description as data.
import { refusal } from '../../../core/refusal.js';
import { commandHelp, overviewHelp, synopsis } from '../../help.js';
import { printAnswer } from '../../output.js';
import type { CommandRun, CommandSpec } from '../../specs/types.js';
import { findCommand, findSubcommand } from '../../subcommands.js';
import { unexpectedArguments } from '../../usage-error.js';
import { proseWidth } from '../../terminal/footnote.js';

function describe(spec: CommandSpec): unknown {
  return {
    name: spec.name,
    summary: spec.summary,
    usage: synopsis(spec),
    arguments: (spec.arguments ?? []).map(({ name, description, optional, repeats }) => ({
      name,
      description,
      optional: optional === true,
      repeats: repeats === true,
    })),
    options: (spec.options ?? []).map(({ name, type, short, value, description }) => ({
      name,
      type,
      short: short ?? null,
      value: value ?? null,
      description,
    })),
    examples: spec.examples,
    subcommands: (spec.subcommands ?? []).map(describe),
  };
}

export const run: CommandRun = async (parsed, context, { commands }) => {
  const [topic, subword, ...extra] = parsed.positionals;
  if (topic === undefined)
    return printAnswer(parsed, context, commands.filter((spec) => !spec.hidden).map(describe), () =>
      overviewHelp(commands, proseWidth(context.stdout)),
    );
  const spec = findCommand(commands, topic);
  if (!spec || spec.hidden) throw refusal('command', topic, 'is not a command', ['"hoshin help" lists them.']);
  const shown = subword === undefined ? spec : findSubcommand(spec, subword);
  if (!shown) throw refusal(topic, subword ?? '', 'is not a subcommand', [`"hoshin help ${topic}" lists them.`]);
  if (extra.length > 0) throw unexpectedArguments(extra);
  return printAnswer(parsed, context, describe(shown), () => commandHelp(shown, proseWidth(context.stdout)));
};
