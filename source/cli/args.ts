// Argument parsing on node's own util.parseArgs (no dependency; strict, so a typo is an error).
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { usageError } from './usage-error.js';

type OptionSpecs = NonNullable<ParseArgsConfig['options']>;

/** Options every command accepts, wherever they stand on the line. */
export const GLOBAL_OPTIONS = {
  'base-url': { type: 'string' },
  dialect: { type: 'string' },
  profile: { type: 'string' },
  json: { type: 'boolean' },
  debug: { type: 'boolean' },
  readonly: { type: 'boolean' },
  ascii: { type: 'boolean' },
  // The console draws on the normal screen (its last frame stays in the scrollback).
  'no-alt-screen': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies OptionSpecs;

export interface GlobalFlags {
  readonly baseUrl?: string;
  readonly dialect?: string;
  readonly profile?: string;
  readonly json: boolean;
  readonly debug: boolean;
  readonly readonly: boolean;
  /** Draw ASCII only, whatever the locale says. */
  readonly ascii?: boolean;
  readonly help: boolean;
}

export interface ParsedArgs {
  readonly values: Readonly<Record<string, string | boolean | string[] | boolean[] | undefined>>;
  readonly positionals: readonly string[];
  readonly globals: GlobalFlags;
}

export function parseCommandArgs(args: readonly string[], options: OptionSpecs = {}): ParsedArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      options: { ...GLOBAL_OPTIONS, ...options },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    // parseArgs messages are precise but long; keep the first sentence.
    const message = error instanceof Error ? error.message.split('. ')[0] ?? error.message : String(error);
    throw usageError(message.replace(/^Unknown option/, 'unknown option'));
  }
  const values = parsed.values as Record<string, string | boolean | undefined>;
  const globals: GlobalFlags = {
    ...(typeof values['base-url'] === 'string' ? { baseUrl: values['base-url'] } : {}),
    ...(typeof values.dialect === 'string' ? { dialect: values.dialect } : {}),
    ...(typeof values.profile === 'string' ? { profile: values.profile } : {}),
    json: values.json === true,
    debug: values.debug === true,
    readonly: values.readonly === true,
    ascii: values.ascii === true,
    help: values.help === true,
  };
  return { values: parsed.values, positionals: parsed.positionals, globals };
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
