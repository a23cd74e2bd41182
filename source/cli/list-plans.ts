// What `hoshin list` can answer, from the catalogue: the service's lists, else the children known here.
import { isKindName, KINDS, type KindSpec } from '../catalogue/catalogue.js';

export interface ListPlan {
  readonly spec: KindSpec;
  /** The scope option (objective, subscription; company, hoshin, area for the index's children), or null for companies. */
  readonly option: string | null;
  readonly fromIndex: boolean;
}

export const LIST_PLANS: readonly ListPlan[] = KINDS.flatMap((spec): ListPlan[] => {
  if (spec.list) return [{ spec, option: spec.list.option, fromIndex: false }];
  return spec.parent !== null && isKindName(spec.parent) ? [{ spec, option: spec.parent, fromIndex: true }] : [];
});

/** The scope options, each once: --objective, --subscription, --company, … */
export function listUsage(plan: ListPlan): string {
  return plan.option ? `${plan.spec.plural} --${plan.option} <id>` : plan.spec.plural;
}
