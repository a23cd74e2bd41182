// Talking to a running sandbox over real HTTP, signing with the client's rules (signing.ts).
import { computeSignature } from '../../source/signing/hmac.js';
import { encodeQueryValue, signRequest, type Dialect } from '../../source/signing/signing.js';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../source/sandbox/server.js';

export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the sandbox's JSON answer, read by path as the tests need it
  readonly json: any;
}

export interface CallOptions {
  readonly body?: unknown;
  /** Sent verbatim instead of JSON.stringify(body). */
  readonly rawBody?: string;
  readonly headers?: Record<string, string>;
  readonly dialect?: Dialect;
  /** Timestamp text to sign; by default a unique one a little before the sandbox's now. */
  readonly timestamp?: string;
  /** No signature parameters at all. */
  readonly unsigned?: boolean;
}

let sequence = 0;

/** ISO timestamps 2 s before now, unique per call (extra fraction digits), so no two calls share a signed target. */
export function freshTimestamp(nowMs: number): string {
  sequence += 1;
  return new Date(nowMs - 2000).toISOString().replace('Z', `${String(sequence).padStart(6, '0')}Z`);
}

export async function send(target: string, sandbox: RunningSandbox, method: string, options: CallOptions = {}): Promise<Answer> {
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const response = await fetch(`${sandbox.url}${target}`, {
    method,
    redirect: 'manual',
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...options.headers,
    },
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

export function signedTarget(sandbox: RunningSandbox, path: string, options: CallOptions & { nowMs?: number } = {}): string {
  const timestamp = options.timestamp ?? freshTimestamp(options.nowMs ?? Date.now());
  const [bare, query] = path.split('?') as [string, string | undefined];
  if (query === undefined) {
    return signRequest({
      path: bare,
      appKey: sandbox.appKey,
      secret: sandbox.secret,
      timestamp,
      dialect: options.dialect ?? 'hoshinplan',
    }).pathAndQuery;
  }
  // Extra parameters (complete_users2's id) come first and are signed too, as the service signs the raw path+query.
  const sent = `${bare}?${query}&app_key=${encodeQueryValue(sandbox.appKey)}&timestamp=${encodeQueryValue(timestamp)}`;
  return `${sent}&signature=${computeSignature(sandbox.secret, sent)}`;
}

/** A signed call (hoshinplan dialect unless told otherwise). */
export async function call(
  sandbox: RunningSandbox,
  method: string,
  path: string,
  options: CallOptions & { nowMs?: number } = {},
): Promise<Answer> {
  const target = options.unsigned ? path : signedTarget(sandbox, path, options);
  return send(target, sandbox, method, options);
}

/** Starts a sandbox (empty seed unless told otherwise); the caller closes it. */
export async function withSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  return startSandbox({ seed: 'empty', ...options });
}

export function snapshotText(sandbox: RunningSandbox): string {
  return JSON.stringify(sandbox.store.snapshot());
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (epochMs: number): string => new Date(epochMs).toISOString().slice(0, 10);

/** The company's trial is over: not unlimited, no Active subscription, trial_ends_at a month ago. */
export function endTrial(sandbox: RunningSandbox, companyId: number, nowMs = Date.now()): void {
  const company = sandbox.store.get('company', companyId);
  if (!company) throw new Error(`no company ${companyId} in the sandbox`);
  for (const subscription of sandbox.store.subscriptions()) {
    if (subscription.company_id === companyId && subscription.status === 'Active')
      sandbox.store.putSubscription({ ...subscription, status: 'Canceled' });
  }
  sandbox.store.put('company', {
    ...company,
    unlimited: false,
    subscriptions_count: 0,
    trial_ends_at: dayOf(nowMs - 30 * DAY_MS),
  });
}

/** A failed payment: payment_error true and an Active subscription whose next payment was due 20 days ago. */
export function failPayment(sandbox: RunningSandbox, companyId: number, nowMs = Date.now()): void {
  const company = sandbox.store.get('company', companyId);
  if (!company) throw new Error(`no company ${companyId} in the sandbox`);
  const dueLongAgo = dayOf(nowMs - 20 * DAY_MS);
  const active = sandbox.store.subscriptions().find((s) => s.company_id === companyId && s.status === 'Active');
  sandbox.store.putSubscription(
    active
      ? { ...active, next_payment_at: dueLongAgo }
      : {
          id: sandbox.store.nextId('subscription'),
          company_id: companyId,
          status: 'Active',
          next_payment_at: dueLongAgo,
        },
  );
  const activeCount = sandbox.store.subscriptions().filter((s) => s.company_id === companyId && s.status === 'Active').length;
  sandbox.store.put('company', { ...company, payment_error: true, subscriptions_count: activeCount });
}
