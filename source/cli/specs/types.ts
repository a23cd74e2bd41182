// The declarative description of a command: it drives the parser (args.ts), the help (help.ts)
// and the shell completion (completion/engine.ts), so the three never disagree. The dispatcher
// (main.ts) parses the line with it and hands the result to the module it names.
import type { KindName } from '../../catalogue/catalogue.js';
import type { CliContext } from '../../terminal/io-context.js';
import type { ConsoleFrontEnd } from '../console-front-end.js';
import type { ParsedArgs } from '../parsed-args.js';

/** Where the completion finds the candidates of an argument or of an option's value. */
export type Candidates =
  | { readonly from: 'values'; readonly values: readonly (readonly [value: string, description: string])[] }
  /** Kind names (singular), all of them or the ones listed. */
  | { readonly from: 'kinds'; readonly only?: readonly KindName[] }
  /** What `hoshin list` can list (plurals). */
  | { readonly from: 'listable' }
  /** Ids the profile's local index knows, with their names. */
  | { readonly from: 'ids'; readonly kind: KindName }
  /** Ids of the kind an earlier argument names (`get <kind> <id>`). */
  | { readonly from: 'ids-of'; readonly argument: string }
  /** Ids of the parent kind of the kind an earlier argument names (`create <kind> --parent <id>`). */
  | { readonly from: 'parent-ids-of'; readonly argument: string }
  /** `field=value` words of the kind an earlier argument names. */
  | { readonly from: 'assignments'; readonly argument: string; readonly mode: 'create' | 'update' }
  /** Comma-separated field names of the kind an earlier argument names (`--fields`). */
  | { readonly from: 'field-list'; readonly argument: string }
  | { readonly from: 'profiles' }
  | { readonly from: 'commands' }
  /** The shell's own file completion. */
  | { readonly from: 'files' };

export interface OptionSpec {
  /** The long name, without the dashes. */
  readonly name: string;
  readonly type: 'string' | 'boolean';
  readonly short?: string;
  /** The value's placeholder in the help (`ID`, `FILE`). */
  readonly value?: string;
  readonly description: string;
  readonly candidates?: Candidates;
}

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

export interface CommandSpec {
  /** The words after `hoshin`: `get`, `auth login`. */
  readonly name: string;
  readonly summary: string;
  /** Synopsis lines when one generated from the arguments would not say it (`get <web address>`). */
  readonly synopsis?: readonly string[];
  /** Paragraphs after the synopsis. */
  readonly details?: string;
  readonly arguments?: readonly ArgumentSpec[];
  readonly options?: readonly OptionSpec[];
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
   * pointing at a help; 'words': not at all, the command gets them as typed (`__complete`).
   */
  readonly parsing?: 'negative-numbers' | 'global-options' | 'words';
  /** What runs it, loaded on demand; a command with subcommands has it on each of them instead. */
  readonly load?: () => Promise<CommandRun>;
}

/** What the dispatcher hands a command besides its parsed line and its streams. */
export interface Dispatch {
  /** Every command, for those that describe or complete them (help, __complete). */
  readonly commands: readonly CommandSpec[];
  readonly console: ConsoleFrontEnd;
}

/** Runs a command on its parsed line; resolves with the process exit code. */
export type CommandRun = (parsed: ParsedArgs, context: CliContext, dispatch: Dispatch) => Promise<number>;

/** The last word of a command's name: what is typed to choose it. */
export function commandWord(spec: CommandSpec): string {
  return spec.name.slice(spec.name.lastIndexOf(' ') + 1);
}
