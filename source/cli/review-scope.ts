// The plan and month a review command (`review`, `report`) is about: refused before anything opens.
import { resolveKind } from '../catalogue/catalogue.js';
import { refusal } from '../core/refusal.js';
import { isMonth } from '../domain/bowling.js';
import { REVIEW_SCOPE_KINDS } from '../usecases/plan-scope.js';
import type { PackScopeKind } from '../usecases/report/pack.js';
import { defaultPackMonth } from '../usecases/review-pack.js';
import { parseId, scopeRefusal } from './args.js';
import { unexpectedArguments } from './usage-error.js';

export interface ReviewChoice {
  readonly scope: { readonly kind: PackScopeKind; readonly id: number };
  readonly month: string;
}

/** `<hoshin|area|objective> <id>` and `--month` (this month's review by default); `what` names the product in the refusal. */
export function reviewChoice(
  command: string,
  positionals: readonly string[],
  month: string | undefined,
  today: string,
  what: string,
): ReviewChoice {
  const [kindWord, idWord, ...extra] = positionals;
  const spec = kindWord === undefined ? undefined : resolveKind(kindWord);
  if (!spec || !REVIEW_SCOPE_KINDS.includes(spec.name)) throw scopeRefusal(command, kindWord);
  const id = parseId(idWord, `${spec.name} id`, `${command} ${spec.name} <id>`);
  if (extra.length > 0) throw unexpectedArguments(extra);
  const chosen = month ?? defaultPackMonth(today);
  if (!isMonth(chosen)) throw refusal('--month', chosen, 'is not a month', ['Give a month YYYY-MM, as in 2026-05.']);
  // A month that has not begun has no values to review: refused before anything is fetched.
  if (chosen > today.slice(0, 7))
    throw refusal('--month', chosen, 'has not come yet', [
      `This month is ${today.slice(0, 7)}: ${what} is for this month or one before it.`,
    ]);
  return { scope: { kind: spec.name as PackScopeKind, id }, month: chosen };
}
