// An answer is believed only when it is about the resource asked for and, after an update, reads back as sent. Pure.
import { fieldSpec, KINDS, kindSpec, type KindName, type ParentKindName } from '../catalogue/catalogue.js';
import type { JsonValue } from '../catalogue/values.js';
import { withArticle } from '../catalogue/article.js';
import { HoshinError } from '../core/errors.js';
import { uncertainSentence } from './uncertain-writes.js';
import { valueText } from '../catalogue/values.js';
import { heldValue } from '../catalogue/held-value.js';

const fieldNames = new Map<KindName, ReadonlySet<string>>(KINDS.map((spec) => [spec.name, new Set(spec.fields.map((f) => f.name))]));

/** How many of the answer's keys are fields of `kind`. */
function fieldsExplained(kind: KindName, keys: readonly string[]): number {
  const names = fieldNames.get(kind) as ReadonlySet<string>;
  let count = 0;
  for (const key of keys) if (names.has(key)) count++;
  return count;
}

/** Another kind explains more of the answer's fields; liberal: a sparse answer that fits several kinds is believed. */
export function otherKindOf(asked: KindName, answer: Readonly<Record<string, unknown>>): KindName | undefined {
  const keys = Object.keys(answer);
  const own = fieldsExplained(asked, keys);
  // No kind explains more keys than the answer has: an answer made only of the asked kind's fields fits.
  if (own === keys.length) return undefined;
  let best: KindName | undefined;
  let bestCount = own;
  for (const spec of KINDS) {
    if (spec.name === asked) continue;
    const count = fieldsExplained(spec.name, keys);
    if (count > bestCount) {
      best = spec.name;
      bestCount = count;
    }
  }
  return best;
}

function label(kind: KindName): string {
  return kindSpec(kind).label.toLowerCase();
}

/** What an answer is about, in words: "company 1", or "something without an id". */
export function describeAnswer(asked: KindName, answer: Readonly<Record<string, unknown>>): string {
  const kind = otherKindOf(asked, answer) ?? asked;
  const id = answer.id;
  return typeof id === 'number' || typeof id === 'string' ? `${label(kind)} ${String(id)}` : `${withArticle(label(kind))} without an id`;
}

export interface AnswerCheck {
  readonly method: string;
  readonly kind: KindName;
  readonly id: number;
  readonly host: string;
  readonly status: number;
}

/** A failure when an answer about one resource is about another (kind or id); undefined when it fits. */
export function wrongResource(check: AnswerCheck, answer: Readonly<Record<string, unknown>>): HoshinError | undefined {
  const other = otherKindOf(check.kind, answer);
  // A delete needs no body: one without an id says nothing about another resource.
  const idFits = answer.id === check.id || (check.method === 'DELETE' && answer.id === undefined);
  if (other === undefined && idFits) return undefined;
  const asked = `${label(check.kind)} ${check.id}`;
  const outcome =
    check.method === 'GET' ? '' : `; hoshin cannot tell what happened to ${asked}: check with \`hoshin get ${check.kind} ${check.id}\``;
  return new HoshinError(
    'server',
    `${check.host} answered ${check.method} ${asked} with ${describeAnswer(check.kind, answer)} instead${outcome}`,
    {
      status: check.status,
    },
  );
}

function sameNumber(sent: JsonValue, got: unknown): boolean {
  if (typeof got !== 'number' && typeof got !== 'string') return false;
  if (typeof got === 'string' && got.trim() === '') return false;
  return Number(got) === Number(sent);
}

/** Does the value the service answered equal the value sent, as the service renders that type? */
export function readsBackAs(kind: KindName, name: string, sent: JsonValue, got: unknown): boolean {
  if (sent === null || sent === '') return got === null || got === undefined || got === '' || blankFilledIn(kind, name);
  if (got === null || got === undefined) return false;
  const type = fieldSpec(kind, name)?.type.kind;
  switch (type) {
    case 'decimal':
    case 'integer':
    case 'reference':
      return sameNumber(sent, got);
    case 'date':
      // A date may come back as a date-time; the day is what was sent.
      return typeof got === 'string' && got.slice(0, 10) === String(sent).slice(0, 10);
    case 'datetime':
      return typeof got === 'string' && Date.parse(got) === Date.parse(String(sent));
    case 'colour':
      return typeof got === 'string' && got.toLowerCase() === String(sent).toLowerCase();
    case 'boolean':
      return got === sent || valueText(got) === valueText(sent);
    default:
      return typeof got === typeof sent ? got === sent : valueText(got) === valueText(sent);
  }
}

/** A blank colour is filled at save with one derived from the name (hoshins and areas). */
function blankFilledIn(kind: KindName, name: string): boolean {
  return fieldSpec(kind, name)?.type.kind === 'colour';
}

function shown(value: unknown): string {
  if (value === undefined) return '(nothing)';
  if (value === null || value === '') return '(empty)';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The values sent that a resource does not show, as the service renders them. */
export function differingFields(
  kind: KindName,
  sent: Readonly<Record<string, JsonValue>>,
  resource: Readonly<Record<string, unknown>>,
): [string, JsonValue][] {
  return Object.entries(sent).filter(([name, value]) => !readsBackAs(kind, name, value, heldValue(kind, name, resource)));
}

/** What an answer shows and what was sent, for the fields that differ (`name=Old`, `name=New`); undefined when none do. */
function readBackMismatch(
  kind: KindName,
  sent: Readonly<Record<string, JsonValue>>,
  answer: Readonly<Record<string, unknown>>,
): { readonly answered: string; readonly wanted: string } | undefined {
  const differing = differingFields(kind, sent, answer);
  if (differing.length === 0) return undefined;
  return {
    answered: differing.map(([name]) => `${name}=${shown(heldValue(kind, name, answer))}`).join(' '),
    wanted: differing.map(([name, value]) => `${name}=${shown(value)}`).join(' '),
  };
}

/** A failure when an update's answer does not show every field as sent; undefined when it does. */
export function unconfirmedUpdate(
  check: AnswerCheck,
  sent: Readonly<Record<string, JsonValue>>,
  answer: Readonly<Record<string, unknown>>,
): HoshinError | undefined {
  const mismatch = readBackMismatch(check.kind, sent, answer);
  if (!mismatch) return undefined;
  const asked = `${label(check.kind)} ${check.id}`;
  const { answered, wanted } = mismatch;
  return new HoshinError(
    'server',
    // The write's outcome is unknown: the caller says so (uncertain-writes.ts), with where to check.
    `${check.host} did not confirm the change of ${asked}: it answered ${answered} where ${wanted} was sent`,
    { status: check.status },
  );
}

/** The resource exists but not as asked: its outcome is unknown, and where to look is the new resource itself. */
export function unconfirmedCreate(
  kind: KindName,
  sent: Readonly<Record<string, JsonValue>>,
  host: string,
  status: number,
  answer: Readonly<Record<string, unknown>>,
): HoshinError | undefined {
  const mismatch = readBackMismatch(kind, sent, answer);
  if (!mismatch) return undefined;
  const created = `${label(kind)} ${shown(answer.id)}`;
  const { answered, wanted } = mismatch;
  return new HoshinError(
    'uncertain',
    `${host} created ${created} but did not confirm its values: it answered ${answered} where ${wanted} was sent; check with \`hoshin get ${kind} ${shown(answer.id)}\` before retrying`,
    { status },
  );
}

/** A failure when a create's answer is about another kind or another parent; undefined when it fits. */
export function wrongCreated(
  kind: KindName,
  parent: { readonly kind: ParentKindName; readonly field: string; readonly id: number } | null,
  host: string,
  status: number,
  answer: Readonly<Record<string, unknown>>,
): HoshinError | undefined {
  const other = otherKindOf(kind, answer);
  const parentValue = parent ? answer[parent.field] : undefined;
  const wrongParent = parent !== null && parentValue !== undefined && parentValue !== null && !sameNumber(parent.id, parentValue);
  if (other === undefined && !wrongParent) return undefined;
  const what =
    other !== undefined ? describeAnswer(kind, answer) : `${withArticle(label(kind))} of ${parent?.kind ?? ''} ${shown(parentValue)}`;
  const target = { action: 'create' as const, kind, parent: parent ? { kind: parent.kind, id: parent.id } : null };
  return new HoshinError('uncertain', uncertainSentence(target, `${host} answered with ${what} instead`), { status });
}

/** A failure when a list holds something of another kind or of another parent; undefined when all fit. */
export function wrongListItem(
  kind: KindName,
  scope: { readonly field: string; readonly id: number } | null,
  host: string,
  status: number,
  items: readonly Readonly<Record<string, unknown>>[],
): HoshinError | undefined {
  for (const item of items) {
    const other = otherKindOf(kind, item);
    const scopeValue = scope ? item[scope.field] : undefined;
    const outside = scope !== null && scopeValue !== undefined && scopeValue !== null && !sameNumber(scope.id, scopeValue);
    if (other === undefined && !outside) continue;
    const of = scope ? ` of ${scope.field.replace(/_id$/, '')} ${scope.id}` : '';
    const what =
      other !== undefined
        ? describeAnswer(kind, item)
        : `${label(kind)} ${shown(item.id)} of ${scope?.field.replace(/_id$/, '')} ${shown(scopeValue)}`;
    return new HoshinError('server', `${host} answered the list of ${kindSpec(kind).plural}${of} with ${what} in it`, {
      status,
    });
  }
  return undefined;
}
