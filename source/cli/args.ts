// Argument parsing on node's own util.parseArgs (no dependency; strict, so a typo is an error),
// configured from the command's declarative description (specs/).
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { parseTimeoutSeconds } from '../config/timeout.js';
import { GLOBAL_OPTION_SPECS } from './specs/global-options.js';
import type { CommandSpec, OptionSpec } from './specs/types.js';
import { usageError } from './usage-error.js';

type OptionSpecs = NonNullable<ParseArgsConfig['options']>;

function parserOptions(specs: readonly OptionSpec[]): OptionSpecs {
  return Object.fromEntries(specs.map((spec) => [spec.name, spec.short ? { type: spec.type, short: spec.short } : { type: spec.type }]));
}

/** Options every command accepts, as util.parseArgs takes them. */
export const GLOBAL_OPTIONS: OptionSpecs = parserOptions(GLOBAL_OPTION_SPECS);

/** The global options and the command's own; a command's option shadows a global one of its name. */
export function optionsOf(spec: CommandSpec | undefined): readonly OptionSpec[] {
  const own = spec?.options ?? [];
  return [...own, ...GLOBAL_OPTION_SPECS.filter((global) => !own.some((option) => option.name === global.name))];
}

export interface GlobalFlags {
  readonly baseUrl?: string;
  readonly dialect?: string;
  readonly profile?: string;
  /** --timeout SECONDS, checked where the settings are resolved (config/settings.ts). */
  readonly timeout?: string;
  readonly json: boolean;
  readonly debug: boolean;
  readonly readonly: boolean;
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

export function parseCommandArgs(args: readonly string[], spec?: CommandSpec): ParsedArgs {
  let parsed;
  try {
    parsed = parseArgs({ args: [...args], options: parserOptions(optionsOf(spec)), allowPositionals: true, strict: true });
  } catch (error) {
    // parseArgs messages are precise but long; keep the first sentence.
    const message = error instanceof Error ? (error.message.split('. ')[0] ?? error.message) : String(error);
    const where = spec ? ` (hoshin ${spec.name} --help lists its options)` : '';
    throw usageError(`${message.replace(/^Unknown option/, 'unknown option')}${/^Unknown option/.test(message) ? where : ''}`);
  }
  const values = parsed.values as Record<string, string | boolean | undefined>;
  // Checked here too, so a bad value is refused by every command, not only those that connect.
  if (typeof values.timeout === 'string') parseTimeoutSeconds(values.timeout, '--timeout');
  const globals: GlobalFlags = {
    ...(typeof values['base-url'] === 'string' ? { baseUrl: values['base-url'] } : {}),
    ...(typeof values.dialect === 'string' ? { dialect: values.dialect } : {}),
    ...(typeof values.profile === 'string' ? { profile: values.profile } : {}),
    ...(typeof values.timeout === 'string' ? { timeout: values.timeout } : {}),
    json: values.json === true,
    debug: values.debug === true,
    readonly: values.readonly === true,
    ascii: values.ascii === true,
    help: values.help === true,
    noPager: values['no-pager'] === true,
  };
  return { values, positionals: parsed.positionals, globals };
}

export function stringOption(parsed: ParsedArgs, name: string): string | undefined {
  const value = parsed.values[name];
  return typeof value === 'string' ? value : undefined;
}

/** A positive integer id typed by a person; refuses anything else with a usage error. */
export function parseId(text: string | undefined, what: string): number {
  if (text === undefined) throw usageError(`missing ${what}`);
  if (!/^[1-9]\d*$/.test(text) || !Number.isSafeInteger(Number(text))) {
    throw usageError(`${what} must be a positive whole number, got "${text}"`);
  }
  return Number(text);
}
