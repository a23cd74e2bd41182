// A command's options, described once as data: the parser, the help and the completion read the
// description, and the compiler reads the names and types from it, so a command that reads an
// option its description does not give (a misspelled name) does not compile.
import type { KindName } from '../../catalogue/catalogue.js';

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

export interface OptionSpec<Name extends string = string, Type extends 'string' | 'boolean' = 'string' | 'boolean'> {
  /** The long name, without the dashes. */
  readonly name: Name;
  readonly type: Type;
  readonly short?: string;
  /** The value's placeholder in the help (`ID`, `FILE`). */
  readonly value?: string;
  readonly description: string;
  readonly candidates?: Candidates;
}

export type OptionSpecs = readonly OptionSpec[];

/**
 * Options as a constant: the names and types stay literal (`'day'`, `'string'`) for the compiler,
 * as `as const` would keep them, and each entry is checked as an OptionSpec.
 */
export function defineOptions<const Options extends OptionSpecs>(options: Options): Options {
  return options;
}

/** What util.parseArgs gives for an option of this type. */
type OptionValue<Type> = Type extends 'string' ? string : boolean;

/**
 * The values parsed for these options, by name: text for a string option, true for a boolean one,
 * undefined when the line does not give it. A name not among the options does not compile.
 */
export type OptionValues<Options extends OptionSpecs> = {
  readonly [Option in Options[number] as Option['name']]: OptionValue<Option['type']> | undefined;
};
