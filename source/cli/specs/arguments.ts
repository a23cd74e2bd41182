// Arguments and options several commands share, described once.
import { KINDS } from '../../catalogue/catalogue.js';
import { DIALECTS } from '../../signing/signing.js';
import type { OptionSpec } from './options.js';
import type { ArgumentSpec } from './types.js';

/** `<kind>` of get, create, update and delete. */
export const KIND_ARGUMENT: ArgumentSpec = {
  name: '<kind>',
  description: `one of ${KINDS.map((spec) => spec.name).join(', ')} (plurals too)`,
  candidates: { from: 'kinds' },
};

/** `<id>` of the kind before it. */
export const ID_ARGUMENT: ArgumentSpec = {
  name: '<id>',
  description: "the resource's id (Tab offers the ones known here, with their names)",
  candidates: { from: 'ids-of', argument: '<kind>' },
};

/** `--fields a,b,c` of get and list. */
export const FIELDS_OPTION = {
  name: 'fields',
  type: 'string',
  value: 'a,b,c',
  description: 'only these fields, in this order (columns and JSON keys); an unknown one is refused',
  candidates: { from: 'field-list', argument: '<kind>' },
} as const satisfies OptionSpec;

/** `--where QUERY` of list, due, bowling and report (the query language: domain/query.ts, cli/where.ts). */
export const WHERE_OPTION = {
  name: 'where',
  type: 'string',
  value: 'QUERY',
  description: 'only the items the query matches, as hoshin find reads it (kind:, owner:me, status:red, due:<7d, @view…)',
} as const satisfies OptionSpec;

/** `--month YYYY-MM` of review, report and bowling: the month under review, parsed by cli/review-scope.ts. */
export const MONTH_OPTION = {
  name: 'month',
  type: 'string',
  value: 'YYYY-MM',
  description: 'the month under review (default the previous one)',
} as const satisfies OptionSpec;

/** The `field=value` words of create and update. */
export function assignmentsArgument(mode: 'create' | 'update'): ArgumentSpec {
  return {
    name: 'field=value',
    description:
      mode === 'create'
        ? 'a field of the kind and its value (required fields must be given)'
        : 'a field and its new value; an empty value clears it (description=)',
    optional: mode === 'update' ? false : true,
    repeats: true,
    candidates: { from: 'assignments', argument: '<kind>', mode },
  };
}

/** `<indicator-id>` of history and record. */
export const INDICATOR_ARGUMENT: ArgumentSpec = {
  name: '<indicator-id>',
  description: 'the indicator',
  candidates: { from: 'ids', kind: 'indicator' },
};

/** `<name>` of profile use and profile set. */
export const PROFILE_ARGUMENT: ArgumentSpec = {
  name: '<name>',
  description: 'letters, digits, "-", "_" and "."',
  candidates: { from: 'profiles' },
};

/** `<hoshin|area|objective> <id>` of bowling, report and review. */
export function scopeArguments(description: string): readonly ArgumentSpec[] {
  const name = '<hoshin|area|objective>';
  return [
    { name, description, candidates: { from: 'kinds', only: ['hoshin', 'area', 'objective'] } },
    { name: '<id>', description: 'its id', candidates: { from: 'ids-of', argument: name } },
  ];
}

/** A string option naming a file (- for a standard stream, where the command says so); completed with file names. */
export function fileOption<const Name extends string>(name: Name, description: string) {
  return { name, type: 'string', value: 'FILE', description, candidates: { from: 'files' } } as const satisfies OptionSpec;
}

/** `--yes` (`-y`): no question asked, as a script needs. */
export function yesOption(description: string) {
  return { name: 'yes', type: 'boolean', short: 'y', description } as const satisfies OptionSpec;
}

/** `--dry-run`: what would be sent, and nothing sent. */
export function dryRunOption(description: string) {
  return { name: 'dry-run', type: 'boolean', description } as const satisfies OptionSpec;
}

/** `--dialect DIALECT`, completed with the signing dialects after `before` (auto, lenient), each described as `label`. */
export function dialectOption(description: string, before: readonly string[], label: string) {
  const values = [...before, ...DIALECTS].map((dialect) => [dialect, label] as const);
  return {
    name: 'dialect',
    type: 'string',
    value: 'DIALECT',
    description,
    candidates: { from: 'values', values },
  } as const satisfies OptionSpec;
}
