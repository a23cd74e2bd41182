// Talking to a running sandbox over real HTTP, signing with the client's rules (signing.ts).
import { computeSignature, encodeQueryValue, signRequest, type Dialect } from '../../source/signing/signing.js';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../source/sandbox/server.js';

export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
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
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...options.headers },
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
    return signRequest({ path: bare, appKey: sandbox.appKey, secret: sandbox.secret, timestamp, dialect: options.dialect ?? 'hoshinplan' }).pathAndQuery;
  }
  // Extra parameters (complete_users2's id) come first and are signed too, as the service signs the raw path+query.
  const sent = `${bare}?${query}&app_key=${encodeQueryValue(sandbox.appKey)}&timestamp=${encodeQueryValue(timestamp)}`;
  return `${sent}&signature=${computeSignature(sandbox.secret, sent)}`;
}

/** A signed call (hoshinplan dialect unless told otherwise). */
export async function call(sandbox: RunningSandbox, method: string, path: string, options: CallOptions & { nowMs?: number } = {}): Promise<Answer> {
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
