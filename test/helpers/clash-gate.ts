// Machines signing with one app key, made to clash on purpose. The service signs only the path, the
// app key and the second, so a write signed in the second another process read the same path in
// carries the very URL that read used. The gate, a proxy in front of the sandbox, makes the next
// write of a path:
// - `{ reuse: url }`: go out on the signed URL a read of that path used (`lastRead`), as if signed
//   in that second (what a second state directory writing in the first's second sends);
// - `apply-then-refuse`: be passed on and applied, then answered as already used (something in
//   between sent it twice: the first copy was applied, the second refused);
// - `refuse`: be answered as already used without reaching the service.
// The spec's sandbox refuses a reused URL itself (SecurityError 7). The public implementation keeps
// no replay memory, so in its flavour the gate refuses every URL it has seen before, in that
// service's own 401 shape, as a replay-refusing gateway in front of it would.
import type { SandboxFlavour } from '../../source/sandbox/flavour.js';
import { startAnswerProxy, type AnswerProxy, type ProxiedRequest, type ProxyAction } from './answer-proxy.js';

export type ClashHow = { readonly reuse: string } | 'apply-then-refuse' | 'refuse';

/** What each flavour answers a signed URL used before with. */
export const ALREADY_USED: Readonly<Record<SandboxFlavour, unknown>> = {
  spec: { error: 'Unauthorized', code: 7, message: 'Signed request already used.' },
  hoshinplan: { message: 'Signed request already used.', type: 'SecurityError', code: 7, status: 401 },
};

export interface ClashGate {
  readonly url: string;
  readonly proxy: AnswerProxy;
  /**
   * The next write with this method on this path (no query; a pattern matches either form of a
   * path) clashes as `how` says, one write only; `meanwhile` runs as it arrives (another machine's
   * change, made in between).
   */
  clash(method: string, path: string | RegExp, how: ClashHow, meanwhile?: () => void): void;
  /** The signed URL (path and query) of the last GET of `path` that went through. */
  lastRead(path: string): string;
  /** The writes (method and target, signature included) the gate let through or refused, in order. */
  readonly writes: { readonly method: string; readonly url: string; readonly clashed: string | null }[];
  close(): Promise<void>;
}

const pathOf = (url: string): string => url.split('?')[0] ?? url;

export async function startClashGate(serviceUrl: string, flavour: SandboxFlavour): Promise<ClashGate> {
  const proxy = await startAnswerProxy(serviceUrl);
  const seen = new Set<string>();
  const lastRead = new Map<string, string>();
  let planned: { method: string; path: string | RegExp; how: ClashHow; meanwhile?: () => void } | null = null;
  const matches = (pattern: string | RegExp, path: string): boolean =>
    typeof pattern === 'string' ? pattern === path : pattern.test(path);
  const writes: ClashGate['writes'][number][] = [];
  const refusal: ProxyAction = { type: 'answer', status: 401, json: ALREADY_USED[flavour] };

  proxy.decide = (request: ProxiedRequest): ProxyAction => {
    const path = pathOf(request.url);
    const write = request.method !== 'GET';
    let target = request.url;
    let how: ClashHow | null = null;
    if (write && planned && planned.method === request.method && matches(planned.path, path)) {
      how = planned.how;
      planned.meanwhile?.();
      planned = null;
      if (typeof how === 'object') target = how.reuse;
    }
    const reused = seen.has(target);
    seen.add(target);
    if (request.method === 'GET') lastRead.set(path, target);
    const clashed = how === null ? (reused ? 'reused' : null) : typeof how === 'object' ? 'reuse' : how;
    if (write) writes.push({ method: request.method, url: target, clashed });
    if (how === 'refuse') return refusal;
    if (how === 'apply-then-refuse')
      return { type: 'forward-then-answer', status: 401, body: JSON.stringify(ALREADY_USED[flavour]), contentType: 'application/json' };
    // The spec's sandbox refuses a URL used before on its own; the public implementation would not.
    if (reused && flavour === 'hoshinplan') return refusal;
    return target === request.url ? { type: 'forward' } : { type: 'forward', target };
  };

  return {
    url: proxy.url,
    proxy,
    clash(method, path, how, meanwhile) {
      planned = { method, path, how, ...(meanwhile ? { meanwhile } : {}) };
    },
    lastRead(path) {
      const url = lastRead.get(path);
      if (url === undefined) throw new Error(`no read of ${path} went through the gate`);
      return url;
    },
    writes,
    close: () => proxy.close(),
  };
}
