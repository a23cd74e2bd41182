// The declarative description of a command: it drives the parser (args.ts), the help (help.ts)
// and the shell completion (completion/engine.ts), so the three never disagree. The dispatcher
// (main.ts) parses the line with it and hands the result to the module it names.
import type { CliContext } from '../../terminal/io-context.js';
import type { ConsoleFrontEnd } from '../console-front-end.js';
import type { ParsedArgs } from '../parsed-args.js';
import type { Candidates, OptionSpecs } from './options.js';

export type { Candidates, OptionSpec, OptionSpecs } from './options.js';

export interface ArgumentSpec {
  /** As the synopsis shows it: `<kind>`, `field=value`. */
  readonly name: string;
  readonly description: string;
  readonly optional?: boolean;
  /** The last argument may be given any number of times. */
  readonly repeats?: boolean;
  readonly candidates?: Candidates;
}

export interface Example {
  readonly command: string;
  readonly says: string;
}

/** A command; `Options` are its own options, as its `options.ts` defines them (globals aside). */
export interface CommandSpec<Options extends OptionSpecs = OptionSpecs> {
  /** The words after `hoshin`: `get`, `auth login`. */
  readonly name: string;
  readonly summary: string;
  /** Synopsis lines when one generated from the arguments would not say it (`get <web address>`). */
  readonly synopsis?: readonly string[];
  /** Paragraphs after the synopsis. */
  readonly details?: string;
  readonly arguments?: readonly ArgumentSpec[];
  readonly options?: Options;
  /** At least two; the help shows them and a test checks every command has them. */
  readonly examples: readonly Example[];
  readonly subcommands?: readonly CommandSpec[];
  /** Left out of the help and the completion (`__complete`). */
  readonly hidden?: boolean;
  /** Long output goes through the pager when standard output is a terminal. */
  readonly pages?: boolean;
  /** A spinner shows on stderr while the service keeps it waiting. */
  readonly waits?: boolean;
  /**
   * How the dispatcher reads the words after the command. By default as its options and
   * arguments, an unknown option pointing at its help; 'negative-numbers': the same, `-3` being
   * an argument, not an option; 'global-options': only the global options, an unknown one not
   * pointing at a help; 'words': not at all, the command gets them as typed (`__complete`);
   * 'query-terms': as the default, a word of one dash (`-owner:me`) being a query's negated term.
   */
  readonly parsing?: 'negative-numbers' | 'global-options' | 'words' | 'query-terms';
  /** What runs it, loaded on demand; a command with subcommands has it on each of them instead. */
  readonly load?: () => Promise<CommandRun<NoInfer<Options>>>;
}

/** What the dispatcher hands a command besides its parsed line and its streams. */
export interface Dispatch {
  /** Every command, for those that describe or complete them (help, __complete). */
  readonly commands: readonly CommandSpec[];
  readonly console: ConsoleFrontEnd;
}

/** Runs a command on its parsed line; resolves with the process exit code. */
export type CommandRun<Options extends OptionSpecs = readonly []> = (
  parsed: ParsedArgs<Options>,
  context: CliContext,
  dispatch: Dispatch,
) => Promise<number>;

/**
 * A command's description, checked against the run it loads: the run takes the values of these
 * very options, so it cannot read one the command does not have. The registry, the help and the
 * completion then see every command alike.
 */
export function defineCommand<const Options extends OptionSpecs = readonly []>(spec: CommandSpec<Options>): CommandSpec {
  // The dispatcher parses the line with the spec's own options (args.ts, optionsOf), so the
  // values the run receives have the names and types its Options say.
  return spec;
}

/** The last word of a command's name: what is typed to choose it. */
export function commandWord(spec: CommandSpec): string {
  return spec.name.slice(spec.name.lastIndexOf(' ') + 1);
}
