// Argument parsing on node's util.parseArgs (strict: a typo is an error), configured from the specs.
import type { ParseArgsConfig } from 'node:util';
import { parseTimeoutSeconds } from '../config/timeout.js';
import { GLOBAL_OPTION_SPECS } from './specs/global-options.js';
import type { GlobalFlags, ParsedArgs } from './parsed-args.js';
import type { CommandSpec, OptionSpec, OptionSpecs } from './specs/types.js';
import { missingArgument, usageHint } from './usage-error.js';
import type { HoshinError } from '../core/errors.js';
import { refusal, refusalWithHints } from '../core/refusal.js';
import { visibleText } from '../core/untrusted-text.js';

// From the CommonJS module: the ES module of node:util loads every export (worker threads too) at each start.
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
    parsed = parseArgs({ args: [...args], options: parserOptions(optionsOf(spec)), allowPositionals: true, strict: true });
  } catch (error) {
    throw optionRefusal(error, spec);
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

// util.parseArgs reads "-5" as an option: negative numbers (-1,234.5 too) are held aside while parsing.
const NEGATIVE_NUMBER = /^-[\d.,]*\d[\d.,]*$/;
const HELD = '\u0000negative:';

function withNegativeNumbers(args: readonly string[], spec: CommandSpec): ParsedArgs<OptionSpecs> {
  const parsed = parseCommandArgs(
    args.map((arg) => (NEGATIVE_NUMBER.test(arg) ? `${HELD}${arg}` : arg)),
    spec,
  );
  return { ...parsed, positionals: parsed.positionals.map((word) => (word.startsWith(HELD) ? word.slice(HELD.length) : word)) };
}

// A query's negated terms (`-owner:me`) are held aside the same way; the command's short options (`-h`) are not.
const HELD_TERM = '\u0000term:';

function withQueryTerms(args: readonly string[], spec: CommandSpec): ParsedArgs<OptionSpecs> {
  const shorts = new Set(optionsOf(spec).flatMap((option) => (option.short ? [`-${option.short}`] : [])));
  const ended = args.indexOf('--');
  const held = args.map((arg, at) => ((ended < 0 || at < ended) && /^-[^-]/.test(arg) && !shorts.has(arg) ? `${HELD_TERM}${arg}` : arg));
  const parsed = parseCommandArgs(held, spec);
  const unheld = (word: string) => (word.startsWith(HELD_TERM) ? word.slice(HELD_TERM.length) : word);
  const values = Object.fromEntries(
    Object.entries(parsed.values).map(([name, value]) => [name, typeof value === 'string' ? unheld(value) : value]),
  );
  return { ...parsed, values, positionals: parsed.positionals.map(unheld) };
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
    case 'query-terms':
      return withQueryTerms(args, spec);
    case undefined:
      return parseCommandArgs(args, spec);
  }
}

/** What report, review and bowling are about, when the first word is missing or another kind. */
export function scopeRefusal(command: string, kindWord: string | undefined): HoshinError {
  const hints = [usageHint(`${command} hoshin|area|objective <id>`)];
  if (kindWord === undefined) return missingArgument('a hoshin, an area or an objective', hints);
  return refusal('kind', kindWord, 'is not a plan scope', ['Give a hoshin, an area or an objective.', ...hints]);
}

/** A positive integer id typed by a person; `what` names it (`indicator id`, `--objective <id>`). */
export function parseId(text: string | undefined, what: string, usage?: string): number {
  if (text === undefined) throw missingArgument(what, usage === undefined ? [] : [usageHint(usage)]);
  if (!/^[1-9]\d*$/.test(text) || !Number.isSafeInteger(Number(text)))
    throw refusal(what.replace(/ <.*>$/, ''), text, 'is not an id', ['An id is a positive whole number, as in 101.']);
  return Number(text);
}

// parseArgs' own words: `Unknown option '--bogus'. …`, `Option '--day <value>' argument missing`.
const UNKNOWN_OPTION = /^Unknown option '(.*)'\. To specify/s;
const MISSING_VALUE = /^Option '(?:-[^ ,']+, )?(-[^ ']+)(?: <value>)?' argument missing/;

/** A refusal of parseArgs in the one form: the option typed, echoed safe, and what is wrong with it. */
function optionRefusal(error: unknown, spec: CommandSpec | undefined): HoshinError {
  const message = error instanceof Error ? error.message : String(error);
  const help = `"hoshin${spec ? ` ${spec.name}` : ''} --help" lists the options.`;
  const unknown = UNKNOWN_OPTION.exec(message);
  if (unknown) return refusal('option', unknown[1] as string, 'is not an option here', [help]);
  const missing = MISSING_VALUE.exec(message);
  if (missing) return refusalWithHints(`${missing[1] as string} needs a value`, [help]);
  // Other parseArgs messages are precise but long: the first sentence, with controls made visible.
  return refusalWithHints(visibleText(message.split('. ')[0] ?? message), [help]);
}
