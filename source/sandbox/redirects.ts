// The public implementation's billing redirects (check_subscription). Pure over the store.
import { isKindName, kindSpec, pathParameters } from '../catalogue/catalogue.js';
import { utcDay } from '../domain/dates.js';
import { redirect, type SandboxReply } from './replies.js';
import { toId, type RouteAction } from './routes.js';
import type { SandboxStore } from './sandbox-records-store.js';

const PAYMENT_GRACE_MS = 14 * 24 * 60 * 60 * 1000;

function companyOfSubscription(store: SandboxStore, id: number | null): number | null {
  return id === null ? null : (store.subscription(id)?.company_id ?? null);
}

/** The company a request is about, or null (the companies index, a new company, anything missing). */
export function scopedCompany(
  store: SandboxStore,
  action: RouteAction,
  params: Readonly<Record<string, string>>,
  query: ReadonlyMap<string, string>,
): number | null {
  if (action.type === 'completeUsers') return toId(query.get('id'));
  const spec = kindSpec(action.kind);
  const ownCompany = (id: number | null): number | null => {
    if (id === null) return null;
    if (action.kind === 'company') return id;
    const resource = store.get(action.kind, id);
    if (action.kind === 'invoice')
      return companyOfSubscription(store, typeof resource?.subscription_id === 'number' ? resource.subscription_id : null);
    return typeof resource?.company_id === 'number' ? resource.company_id : null;
  };
  const parentCompany = (scope: string | null, template: string | null): number | null => {
    if (scope === null || template === null) return null;
    const id = toId(params[pathParameters(template)[0] ?? '']);
    if (id === null) return null;
    if (scope === 'company') return id;
    if (scope === 'subscription') return companyOfSubscription(store, id);
    const parent = isKindName(scope) ? store.get(scope, id) : undefined;
    return typeof parent?.company_id === 'number' ? parent.company_id : null;
  };
  switch (action.type) {
    case 'create':
      // Both create paths of a kind name the parent by the same parameter.
      return parentCompany(spec.parent, spec.paths.create);
    case 'list':
      return parentCompany(spec.list?.scope ?? null, spec.list?.path ?? null);
    case 'get':
    case 'update':
    case 'delete':
    case 'transition':
      return ownCompany(toId(params.id));
  }
}

/** The redirect a company's billing state forces, or null. */
export function billingRedirect(store: SandboxStore, companyId: number | null, nowMs: number): SandboxReply | null {
  if (companyId === null) return null;
  const company = store.get('company', companyId);
  if (!company) return null;
  const trialOver =
    company.unlimited !== true &&
    (company.subscriptions_count ?? 0) === 0 &&
    typeof company.trial_ends_at === 'string' &&
    company.trial_ends_at < utcDay(nowMs);
  if (trialOver) return redirect(`/companies/${companyId}/upgrade`);
  if (company.payment_error === true) {
    const active = store.subscriptions().find((s) => s.company_id === companyId && s.status === 'Active');
    const due = typeof active?.next_payment_at === 'string' ? Date.parse(active.next_payment_at) : Number.NaN;
    if (due < nowMs - PAYMENT_GRACE_MS) return redirect(`/users/${store.ownerId}/subscriptions`);
  }
  return null;
}
