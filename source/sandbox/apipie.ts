// The public implementation's parameter validation (apipie): only top-level keys are checked; a refusal is a 500. Pure.
import { writableFields, type FieldSpec, type KindName } from '../catalogue/catalogue.js';
import { isValidDate } from '../catalogue/values.js';
import { serverError, type SandboxReply } from './replies.js';
import type { RouteAction } from './routes.js';

/** Controllers without `api` lines: nothing is validated. */
const UNDOCUMENTED: ReadonlySet<KindName> = new Set(['indicator_history', 'invoice']);

/** Writable fields the docs do not declare (mass-assignable only), so never validated. */
const UNDECLARED: Readonly<Partial<Record<KindName, readonly string[]>>> = {
  hoshin: ['color', 'position', 'tasks_visible_days'],
  indicator: ['last_update'],
};

/** Creates whose param group is used `as: :create`, making a top-level `name` required. */
const NAME_REQUIRED_ON_CREATE: ReadonlySet<KindName> = new Set(['goal', 'task']);

const NUMBER = /^(0|[1-9]\d*)$/;
// The app's own decimal validator: no sign, no exponent.
const DECIMAL = /^[0-9]+([,.][0-9]+)?$/;
const DATE_PREFIX = /^(\d{4})-(\d{1,2})-(\d{1,2})/;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON number as Ruby prints it: integers in full, floats in exponent form outside 1e-4 to 1e16. */
export function rubyNumberText(value: number): string {
  if (Number.isInteger(value) && Math.abs(value) < 1e21) return BigInt(value).toString();
  const magnitude = Math.abs(value);
  if (magnitude !== 0 && (magnitude < 1e-4 || magnitude >= 1e16)) {
    const [mantissa = '0', exponent = '0'] = value.toExponential().split('e');
    const sign = exponent.startsWith('-') ? '-' : '+';
    return `${mantissa.includes('.') ? mantissa : `${mantissa}.0`}e${sign}${exponent.replace(/^[+-]/, '').padStart(2, '0')}`;
  }
  return String(value);
}

/** Ruby's inspect of a parsed JSON value, as the error message shows it. */
function inspect(value: unknown): string {
  if (value === null || value === undefined) return 'nil';
  if (typeof value === 'number') return rubyNumberText(value);
  return JSON.stringify(value);
}

function scalarText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return rubyNumberText(value);
  if (typeof value === 'boolean') return String(value);
  return null;
}

/** What the field's validator demands, when the value fails it; null when it passes. */
function demand(field: FieldSpec, value: unknown): string | null {
  const text = value === null ? null : scalarText(value);
  switch (field.type.kind) {
    case 'string':
    case 'text':
    case 'colour':
    case 'datetime':
      return typeof value === 'string' ? null : 'Must be a String';
    case 'integer':
    case 'reference':
      return typeof value !== 'boolean' && text !== null && NUMBER.test(text) ? null : 'Must be a number.';
    case 'decimal':
      return typeof value !== 'boolean' && text !== null && DECIMAL.test(text) ? null : 'Must be a decimal number.';
    case 'date': {
      const match = typeof value === 'string' ? DATE_PREFIX.exec(value) : null;
      const day = match ? `${match[1]}-${(match[2] ?? '').padStart(2, '0')}-${(match[3] ?? '').padStart(2, '0')}` : '';
      return match && isValidDate(day) ? null : 'Must be a Date in the format YYYY-MM-DD.';
    }
    case 'boolean':
      return text !== null && ['true', 'false', '1', '0'].includes(text) ? null : 'Must be one of: true, false, 1, 0.';
    case 'enum':
      return typeof value === 'string' && field.type.values.includes(value) ? null : `Must be one of: ${field.type.values.join(', ')}.`;
  }
}

/** The 500 the validator's refusal becomes, or null when the body passes. */
export function checkParameters(action: RouteAction, body: unknown): SandboxReply | null {
  if (action.type !== 'create' && action.type !== 'update') return null;
  const { kind } = action;
  if (UNDOCUMENTED.has(kind)) return null;
  const top = isPlainObject(body) ? body : {};
  const undeclared = UNDECLARED[kind] ?? [];
  for (const field of writableFields(kind)) {
    if (undeclared.includes(field.name)) continue;
    if (!Object.hasOwn(top, field.name)) {
      if (action.type === 'create' && field.name === 'name' && NAME_REQUIRED_ON_CREATE.has(kind)) {
        return serverError('Apipie::ParamMissing', `Missing parameter ${field.name}`);
      }
      continue;
    }
    const value = top[field.name];
    const failure = demand(field, value);
    if (failure) return serverError('Apipie::ParamInvalid', `Invalid parameter '${field.name}' value ${inspect(value)}: ${failure}`);
  }
  return null;
}
