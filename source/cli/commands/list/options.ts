import { isKindName } from '../../../catalogue/catalogue.js';
import { LIST_PLANS } from '../../list-plans.js';
import { FIELDS_OPTION } from '../../specs/arguments.js';
import { defineOptions } from '../../specs/options.js';
import { WHERE_OPTION } from '../../specs/arguments.js';

/** Written out so the compiler knows each name; a test holds them to list-plans.ts. */
export const LIST_SCOPES = ['company', 'hoshin', 'area', 'objective', 'indicator', 'subscription'] as const;

export type ListScope = (typeof LIST_SCOPES)[number];

function scopeOption<Scope extends ListScope>(scope: Scope) {
  const lists = LIST_PLANS.filter((plan) => plan.option === scope).map((plan) => plan.spec.plural.replace(/_/g, ' '));
  return {
    name: scope,
    type: 'string',
    value: 'ID',
    description: `the ${scope} whose ${lists.join(' or ')} to list`,
    ...(isKindName(scope) ? { candidates: { from: 'ids', kind: scope } as const } : {}),
  } as const;
}

export const LIST_OPTIONS = defineOptions([
  ...LIST_SCOPES.map(scopeOption),
  { ...FIELDS_OPTION, candidates: { from: 'field-list', argument: '<what>' } },
  { name: 'csv', type: 'boolean', description: 'comma-separated values with a header row (RFC 4180 quoting)' },
  WHERE_OPTION,
]);
