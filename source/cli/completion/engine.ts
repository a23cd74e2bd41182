// The candidates for the word being completed, from the specs, the catalogue and the local data given
// in. Pure. Cobra's protocol (gh, kubectl): candidates, then a directive for the shell.
import {
  fieldSpec,
  isKindName,
  KINDS,
  kindSpec,
  resolveKind,
  writableFields,
  type FieldSpec,
  type KindName,
} from '../../catalogue/catalogue.js';
import { optionsOf } from '../args.js';
import { LIST_PLANS } from '../list-plans.js';
import { commandWord, type Candidates, type CommandSpec, type OptionSpec } from '../specs/types.js';
import { findCommand, findSubcommand } from '../subcommands.js';

/** Bits of the directive, as cobra numbers them. */
export const DIRECTIVE = { error: 1, noSpace: 2, noFiles: 4, keepOrder: 32 } as const;

export interface Candidate {
  readonly value: string;
  readonly description: string;
}

export interface Completions {
  readonly candidates: readonly Candidate[];
  readonly directive: number;
}

export interface KnownEntry {
  readonly id: number;
  readonly name: string | null;
}

/** What the completion reads from this machine; never the network. */
export interface CompletionData {
  profiles(): readonly string[];
  /** Resources of a kind the profile's local index knows (undefined: the profile commands would use). */
  known(kind: KindName, profile: string | undefined): readonly KnownEntry[];
}

interface LineState {
  readonly commands: readonly CommandSpec[];
  /** The command named so far (a group until its subcommand is named). */
  readonly command: CommandSpec | undefined;
  readonly positionals: readonly string[];
  /** A string option waiting for its value. */
  readonly pending: OptionSpec | undefined;
  readonly profile: string | undefined;
  readonly given: ReadonlySet<string>;
  /** After `--`: only arguments. */
  readonly rest: boolean;
}

const NONE: Completions = { candidates: [], directive: DIRECTIVE.noFiles };
const NEGATIVE_NUMBER = /^-[\d.,]/;

function isOptionWord(word: string): boolean {
  return word.startsWith('-') && word.length > 1 && !NEGATIVE_NUMBER.test(word);
}

function findOption(command: CommandSpec | undefined, word: string): OptionSpec | undefined {
  return optionsOf(command).find((option) => word === `--${option.name}` || (option.short !== undefined && word === `-${option.short}`));
}

/** Reads the words before the one being completed; null when they name no command there is. */
function readLine(words: readonly string[], commands: readonly CommandSpec[]): LineState | null {
  let command: CommandSpec | undefined;
  const positionals: string[] = [];
  let pending: OptionSpec | undefined;
  let profile: string | undefined;
  const given = new Set<string>();
  let rest = false;
  for (const word of words) {
    if (pending) {
      if (pending.name === 'profile') profile = word;
      pending = undefined;
    } else if (!rest && word === '--') {
      rest = true;
    } else if (!rest && isOptionWord(word)) {
      const eq = word.indexOf('=');
      const option = findOption(command, eq === -1 ? word : word.slice(0, eq));
      if (!option) continue;
      given.add(option.name);
      if (option.type === 'string' && eq === -1) pending = option;
      if (option.name === 'profile' && eq !== -1) profile = word.slice(eq + 1);
    } else if (!command) {
      command = findCommand(commands, word);
      if (!command || command.hidden) return null;
    } else if (command.subcommands) {
      command = findSubcommand(command, word);
      if (!command) return null;
    } else {
      positionals.push(word);
    }
  }
  return { commands, command, positionals, pending, profile, given, rest };
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function matching(typed: string, candidates: readonly Candidate[], directive: number = DIRECTIVE.noFiles): Completions {
  return {
    candidates: candidates
      .filter((candidate) => candidate.value.startsWith(typed))
      .map((c) => ({ value: c.value, description: oneLine(c.description) })),
    directive,
  };
}

function offer<T>(typed: string, items: readonly T[], candidate: (item: T) => Candidate): Completions {
  return matching(typed, items.map(candidate));
}

/** The kind an earlier argument of the command names, if it names one. */
function kindOfArgument(state: LineState, argument: string): KindName | undefined {
  const at = state.command?.arguments?.findIndex((candidate) => candidate.name === argument) ?? -1;
  const word = at === -1 ? undefined : state.positionals[at];
  return word === undefined ? undefined : resolveKind(word)?.name;
}

function ids(kind: KindName | undefined, typed: string, state: LineState, data: CompletionData, prefix = ''): Completions {
  if (kind === undefined) return NONE;
  const entries = [...data.known(kind, state.profile)].sort((a, b) => a.id - b.id);
  const candidates = entries.map((entry) => ({
    value: `${prefix}${entry.id}`,
    description: entry.name ?? `${kindSpec(kind).label.toLowerCase()} ${entry.id}`,
  }));
  return matching(`${prefix}${typed}`, candidates, DIRECTIVE.noFiles | DIRECTIVE.keepOrder);
}

function typeHint(field: FieldSpec): string {
  const type = field.type;
  switch (type.kind) {
    case 'enum':
      return type.values.join('|');
    case 'reference':
      return `${type.to} id`;
    case 'date':
      return 'YYYY-MM-DD';
    case 'colour':
      return '#RRGGBB';
    default:
      return type.kind;
  }
}

function fieldValues(field: FieldSpec, typed: string, state: LineState, data: CompletionData): Completions {
  const prefix = `${field.name}=`;
  const type = field.type;
  const values = type.kind === 'enum' ? type.values : type.kind === 'boolean' ? ['true', 'false'] : undefined;
  if (values) return offer(`${prefix}${typed}`, values, (value) => ({ value: `${prefix}${value}`, description: field.label }));
  if (type.kind === 'reference' && isKindName(type.to)) return ids(type.to, typed, state, data, prefix);
  return NONE;
}

/** `field=value` words: the field names (with `=`), or the values of the field before `=`. */
function assignments(
  kind: KindName | undefined,
  mode: 'create' | 'update',
  typed: string,
  state: LineState,
  data: CompletionData,
): Completions {
  if (kind === undefined || kindSpec(kind).readOnly) return NONE;
  const eq = typed.indexOf('=');
  if (eq !== -1) {
    const field = fieldSpec(kind, typed.slice(0, eq));
    return field && field.access === 'writable' ? fieldValues(field, typed.slice(eq + 1), state, data) : NONE;
  }
  const used = new Set(state.positionals.filter((word) => word.includes('=')).map((word) => word.slice(0, word.indexOf('='))));
  const candidates = writableFields(kind)
    .filter((field) => !used.has(field.name))
    .map((field) => ({
      value: `${field.name}=`,
      description: `${field.label} (${typeHint(field)})${mode === 'create' && field.requiredOnCreate ? ', required' : ''}`,
    }));
  return matching(typed, candidates, DIRECTIVE.noFiles | DIRECTIVE.noSpace);
}

/** `--fields id,na`: the kind's field names after the last comma, the ones listed left out. */
function fieldList(kind: KindName | undefined, typed: string): Completions {
  if (kind === undefined) return NONE;
  const head = typed.slice(0, typed.lastIndexOf(',') + 1);
  const listed = new Set(head.split(',').filter(Boolean));
  const candidates = kindSpec(kind)
    .fields.filter((field) => !listed.has(field.name))
    .map((field) => ({ value: `${head}${field.name}`, description: field.label }));
  return matching(typed, candidates, DIRECTIVE.noFiles | DIRECTIVE.noSpace);
}

function commandNames(commands: readonly CommandSpec[], typed: string): Completions {
  const shown = commands.filter((spec) => !spec.hidden);
  return offer(typed, shown, (spec) => ({ value: commandWord(spec), description: spec.summary }));
}

function fromSource(source: Candidates | undefined, typed: string, state: LineState, data: CompletionData): Completions {
  switch (source?.from) {
    case undefined:
      return NONE;
    case 'values':
      return offer(typed, source.values, ([value, description]) => ({ value, description }));
    case 'kinds': {
      const kinds = KINDS.filter((spec) => !source.only || source.only.includes(spec.name));
      return offer(typed, kinds, (spec) => ({ value: spec.name, description: spec.label }));
    }
    case 'listable':
      return offer(typed, LIST_PLANS, (plan) => ({
        value: plan.spec.plural,
        description: plan.option ? `needs --${plan.option} <id>` : plan.spec.label,
      }));
    case 'ids':
      return ids(source.kind, typed, state, data);
    case 'ids-of':
      return ids(kindOfArgument(state, source.argument), typed, state, data);
    case 'parent-ids-of': {
      const kind = kindOfArgument(state, source.argument);
      const parent = kind === undefined ? undefined : kindSpec(kind).parent;
      return ids(parent !== null && parent !== undefined && isKindName(parent) ? parent : undefined, typed, state, data);
    }
    case 'assignments':
      return assignments(kindOfArgument(state, source.argument), source.mode, typed, state, data);
    case 'field-list':
      return fieldList(kindOfArgument(state, source.argument), typed);
    case 'profiles':
      return offer(typed, data.profiles(), (name) => ({ value: name, description: 'profile' }));
    case 'commands': {
      const [first, ...more] = state.positionals;
      if (first === undefined) return commandNames(state.commands, typed);
      const group = findCommand(state.commands, first);
      return more.length === 0 && group?.subcommands ? commandNames(group.subcommands, typed) : NONE;
    }
    case 'files':
      return { candidates: [], directive: 0 };
  }
}

/** Candidates for the last word, given every word after `hoshin` (the last may be empty) and every command. */
export function complete(words: readonly string[], data: CompletionData, commands: readonly CommandSpec[]): Completions {
  const typed = words.at(-1) ?? '';
  const state = readLine(words.slice(0, -1), commands);
  if (state === null) return NONE;
  if (state.pending) return fromSource(state.pending.candidates, typed, state, data);
  if (!state.rest && isOptionWord(typed)) {
    const eq = typed.indexOf('=');
    if (eq !== -1) {
      const option = findOption(state.command, typed.slice(0, eq));
      if (option?.type !== 'string') return NONE;
      const values = fromSource(option.candidates, typed.slice(eq + 1), state, data);
      return {
        ...values,
        candidates: values.candidates.map((candidate) => ({ ...candidate, value: `${typed.slice(0, eq + 1)}${candidate.value}` })),
      };
    }
    const options = optionsOf(state.command).filter((option) => !state.given.has(option.name) && (option.name !== 'help' || state.command));
    return offer(typed, options, (option) => ({ value: `--${option.name}`, description: option.description }));
  }
  if (!state.command) return commandNames(commands, typed);
  if (state.command.subcommands) return commandNames(state.command.subcommands, typed);
  const args = state.command.arguments ?? [];
  const last = args.at(-1);
  const argument = args[state.positionals.length] ?? (last?.repeats ? last : undefined);
  return fromSource(argument?.candidates, typed, state, data);
}
