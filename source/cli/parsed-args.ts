// What the dispatcher's parse of a command line gives the command (args.ts parses it).
import type { GLOBAL_OPTION_SPECS } from './specs/global-options.js';
import type { OptionSpecs, OptionValues } from './specs/options.js';

export interface GlobalFlags {
  readonly baseUrl?: string;
  readonly dialect?: string;
  readonly profile?: string;
  /** --timeout SECONDS, checked where the settings are resolved (config/settings.ts). */
  readonly timeout?: string;
  readonly json: boolean;
  readonly debug: boolean;
  readonly readonly: boolean;
  /** Send changes even when their intent cannot be journalled first. */
  readonly unjournalled?: boolean;
  readonly ascii?: boolean;
  readonly help: boolean;
  readonly noPager?: boolean;
}

/** The global options' values and the command's own (an own option shadows a global one of its name). */
export type CommandValues<Options extends OptionSpecs> = OptionValues<Options> &
  Omit<OptionValues<typeof GLOBAL_OPTION_SPECS>, Options[number]['name']>;

/** With the command's own `Options`, `values.day` is typed and `values.dya` does not compile. */
export interface ParsedArgs<Options extends OptionSpecs = readonly []> {
  readonly values: CommandValues<Options>;
  readonly positionals: readonly string[];
  readonly globals: GlobalFlags;
}
