// A command as data: parser, help and completion read the same spec, so the three never disagree.
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
  /** When one generated from the arguments would not say it (`get <web address>`). */
  readonly synopsis?: readonly string[];
  readonly details?: string;
  readonly arguments?: readonly ArgumentSpec[];
  readonly options?: Options;
  /** At least two; the help shows them and a test checks every command has them. */
  readonly examples: readonly Example[];
  readonly subcommands?: readonly CommandSpec[];
  /** Left out of the help and the completion. */
  readonly hidden?: boolean;
  /** It describes or completes the other commands (help, __complete): the dispatcher hands it them all. */
  readonly describesCommands?: boolean;
  readonly pages?: boolean;
  /** A spinner shows on stderr while the service keeps it waiting. */
  readonly waits?: boolean;
  /** Besides options and arguments: `-3` an argument; globals only; words as typed; `-owner:me` a term. */
  readonly parsing?: 'negative-numbers' | 'global-options' | 'words' | 'query-terms';
  /** Loaded on demand; a command with subcommands has it on each of them instead. */
  readonly load?: () => Promise<CommandRun<NoInfer<Options>>>;
}

export interface Dispatch {
  /** Every command for a command whose spec `describesCommands`; empty for the others. */
  readonly commands: readonly CommandSpec[];
  readonly console: ConsoleFrontEnd;
}

/** Resolves with the process exit code. */
export type CommandRun<Options extends OptionSpecs = readonly []> = (
  parsed: ParsedArgs<Options>,
  context: CliContext,
  dispatch: Dispatch,
) => Promise<number>;

/** Checks the run it loads takes these very options, so it cannot read one the command lacks. */
export function defineCommand<const Options extends OptionSpecs = readonly []>(spec: CommandSpec<Options>): CommandSpec {
  return spec;
}

export function commandWord(spec: CommandSpec): string {
  return spec.name.slice(spec.name.lastIndexOf(' ') + 1);
}
