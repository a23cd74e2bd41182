// A command's options as data, read by the parser, help and completion, and by the compiler: a misspelled name does not compile.
import type { KindName } from '../../catalogue/catalogue.js';

/** Where the completion finds the candidates of an argument or of an option's value. */
export type Candidates =
  | { readonly from: 'values'; readonly values: readonly (readonly [value: string, description: string])[] }
  | { readonly from: 'kinds'; readonly only?: readonly KindName[] }
  | { readonly from: 'listable' }
  | { readonly from: 'ids'; readonly kind: KindName }
  /** Ids of the kind an earlier argument names (`get <kind> <id>`). */
  | { readonly from: 'ids-of'; readonly argument: string }
  /** Ids of the parent kind of the kind an earlier argument names (`create <kind> --parent <id>`). */
  | { readonly from: 'parent-ids-of'; readonly argument: string }
  /** `field=value` words of the kind an earlier argument names. */
  | { readonly from: 'assignments'; readonly argument: string; readonly mode: 'create' | 'update' }
  | { readonly from: 'field-list'; readonly argument: string }
  | { readonly from: 'profiles' }
  | { readonly from: 'commands' }
  | { readonly from: 'files' };

export interface OptionSpec<Name extends string = string, Type extends 'string' | 'boolean' = 'string' | 'boolean'> {
  readonly name: Name;
  readonly type: Type;
  readonly short?: string;
  /** The value's placeholder in the help (`ID`, `FILE`). */
  readonly value?: string;
  readonly description: string;
  readonly candidates?: Candidates;
}

export type OptionSpecs = readonly OptionSpec[];

/** Names and types stay literal (`'day'`) as `as const` keeps them, each entry checked as an OptionSpec. */
export function defineOptions<const Options extends OptionSpecs>(options: Options): Options {
  return options;
}

type OptionValue<Type> = Type extends 'string' ? string : boolean;

/** The parsed values by name; a name not among the options does not compile. */
export type OptionValues<Options extends OptionSpecs> = {
  readonly [Option in Options[number] as Option['name']]: OptionValue<Option['type']> | undefined;
};
