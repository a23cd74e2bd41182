// Argument parsing on node's own util.parseArgs (no dependency; strict, so a typo is an error),
// configured from the command's declarative description (specs/).
import type { ParseArgsConfig } from 'node:util';
import { parseTimeoutSeconds } from '../config/timeout.js';
import { GLOBAL_OPTION_SPECS } from './specs/global-options.js';
import type { GlobalFlags, ParsedArgs } from './parsed-args.js';
import type { CommandSpec, OptionSpec, OptionSpecs } from './specs/types.js';
import { usageError } from './usage-error.js';

// node:util's parseArgs, taken from the CommonJS module: imported as an ES module, node:util hands
// over every export at once, worker threads included, at the start of every command.
const parseArgs = (config: ParseArgsConfig) => process.getBuiltinModule('node:util').parseArgs(config);

export type { GlobalFlags, ParsedArgs } from './parsed-args.js';

type ParserOptions = NonNullable<ParseArgsConfig['options']>;

function parserOptions(specs: readonly OptionSpec[]): ParserOptions {
  return Object.fromEntries(specs.map((spec) => [spec.name, spec.short ? { type: spec.type, short: spec.short } : { type: spec.type }]));
}

/** Options every command accepts, as util.parseArgs takes them. */
export const GLOBAL_OPTIONS: ParserOptions = parserOptions(GLOBAL_OPTION_SPECS);

/** The global options and the command's own; a command's option shadows a global one of its name. */
export function optionsOf(spec: CommandSpec | undefined): readonly OptionSpec[] {
  const own = spec?.options ?? [];
  return [...own, ...GLOBAL_OPTION_SPECS.filter((global) => !own.some((option) => option.name === global.name))];
}

export function parseCommandArgs(args: readonly string[], spec?: CommandSpec): ParsedArgs<OptionSpecs> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      options: parserOptions(optionsOf(spec)),
      allowPositionals: true,
      strict: true,
    });
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
    ...(values.unjournalled === true ? { unjournalled: true } : {}),
    ascii: values.ascii === true,
    help: values.help === true,
    noPager: values['no-pager'] === true,
  };
  return { values, positionals: parsed.positionals, globals };
}

// util.parseArgs reads "-5" as an option: negative numbers are held aside while parsing. Digits,
// points and commas after the minus (-1,234.5 too): the number rule then reads or refuses them.
const NEGATIVE_NUMBER = /^-[\d.,]*\d[\d.,]*$/;
const HELD = '\u0000negative:';

function withNegativeNumbers(args: readonly string[], spec: CommandSpec): ParsedArgs<OptionSpecs> {
  const parsed = parseCommandArgs(
    args.map((arg) => (NEGATIVE_NUMBER.test(arg) ? `${HELD}${arg}` : arg)),
    spec,
  );
  return {
    ...parsed,
    positionals: parsed.positionals.map((word) => (word.startsWith(HELD) ? word.slice(HELD.length) : word)),
  };
}

const NO_GLOBALS: GlobalFlags = { json: false, debug: false, readonly: false, help: false };

/** The words after the command, read as its spec says (CommandSpec.parsing). */
export function parseCommandLine(args: readonly string[], spec: CommandSpec): ParsedArgs<OptionSpecs> {
  switch (spec.parsing) {
    case 'words':
      return { values: {}, positionals: [...args], globals: NO_GLOBALS };
    case 'global-options':
      return parseCommandArgs(args);
    case 'negative-numbers':
      return withNegativeNumbers(args, spec);
    case undefined:
      return parseCommandArgs(args, spec);
  }
}

/** A positive integer id typed by a person; refuses anything else with a usage error. */
export function parseId(text: string | undefined, what: string): number {
  if (text === undefined) throw usageError(`missing ${what}`);
  if (!/^[1-9]\d*$/.test(text) || !Number.isSafeInteger(Number(text))) {
    throw usageError(`${what} must be a positive whole number, got "${text}"`);
  }
  return Number(text);
}
