// What the dispatcher's parse of a command line gives the command (args.ts parses it).

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
  /** Draw ASCII only, whatever the locale says. */
  readonly ascii?: boolean;
  readonly help: boolean;
  /** Long output is never paged. */
  readonly noPager?: boolean;
}

export interface ParsedArgs {
  readonly values: Readonly<Record<string, string | boolean | undefined>>;
  readonly positionals: readonly string[];
  readonly globals: GlobalFlags;
}
