// A typed value the catalogue refused, in the one form `goal: "12,5%" is not a number`, then the advice.
import type { FieldSpec, FieldType } from '../catalogue/catalogue.js';
import { withArticle } from '../catalogue/article.js';
import type { HoshinError } from '../core/errors.js';
import { refusal } from '../core/refusal.js';

/** What the value failed to be, for a type whose refusal is only "expected <form>". */
function notA(field: FieldSpec, type: FieldType): string {
  switch (type.kind) {
    case 'integer':
      return 'is not a whole number';
    case 'decimal':
      return 'is not a number';
    case 'date':
      return 'is not a date';
    case 'datetime':
      return 'is not a date and time';
    case 'boolean':
      return 'is not true or false';
    case 'enum':
      return `is not ${withArticle(field.name.replace(/_/g, ' '))}`;
    case 'colour':
      return 'is not a colour';
    case 'reference':
      return type.to === 'user' ? 'is not a person or a user id' : 'is not an id';
    case 'string':
    case 'text':
      return 'is not text the service takes';
  }
}

/** "a comma…; the decimal point is a point" -> "A comma…. The decimal point is a point." */
function sentences(parts: readonly string[]): string {
  return parts
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => `${part.charAt(0).toUpperCase()}${part.slice(1)}${/[.!?]$/.test(part) ? '' : '.'}`)
    .join(' ');
}

/** From the catalogue's `name: why; advice`; `subject` names it as typed (`--day`). */
export function valueRefusal(field: FieldSpec, raw: string, error: string, subject: string = field.name): HoshinError {
  let why = error.startsWith(`${field.name}: `) ? error.slice(field.name.length + 2) : error;
  if (why === 'is required') return refusal(subject, raw, 'is empty, and it is required');
  if (why.startsWith('expected ')) return refusal(subject, raw, notA(field, field.type), [sentences([why])]);
  // The catalogue quotes the value itself in some refusals: it is echoed once, at the front.
  const typed = raw.trim();
  for (const lead of [`"${typed}": `, `"${typed}" `, `${typed} `]) if (why.startsWith(lead)) why = why.slice(lead.length);
  // The first clause says what is wrong; what follows a colon or a semicolon is advice.
  const [first = why, ...rest] = why.split('; ');
  const colon = first.indexOf(': ');
  const problem = colon === -1 ? first : first.slice(0, colon);
  const advice = colon === -1 ? rest : [first.slice(colon + 2), ...rest];
  // Two readings are the advice; a reason in brackets too: the error line stays short.
  if (problem.startsWith('could be ')) return refusal(subject, raw, 'has two readings', [sentences([`it ${problem}`, ...advice])]);
  const bracket = /^(.*?) \((.*)\)$/.exec(problem);
  if (bracket) return refusal(subject, raw, bracket[1] as string, [sentences([bracket[2] as string, ...advice])]);
  // "a comma is read only between thousands…" is all advice: what failed is being a number.
  if (!/^(is|could|cannot|holds)\b/.test(problem))
    return refusal(subject, raw, field.type.kind === 'decimal' ? 'is not a number' : 'is refused', [sentences([problem, ...advice])]);
  return refusal(subject, raw, problem, advice.length > 0 ? [sentences(advice)] : []);
}
