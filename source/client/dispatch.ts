// One request through undici's dispatcher, answered as text. The service's answers are small JSON
// documents read whole, so a stream per answer (what Pool#request builds, with an async-resource
// scope) is work for nothing: this collects the chunks and decodes them once.
//
// The handler uses the callbacks undici 7's pools call directly (the ones its own request API
// implements); the newer controller-style callbacks are only unwrapped by interceptors.
import type { Dispatcher } from 'undici';

export interface TextAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | undefined>>;
  readonly bodyText: string;
}

// The answer headers the client reads; the rest are never decoded.
const WANTED = new Map([
  [4, 'date'],
  [8, 'location'],
  [11, 'retry-after'],
  [12, 'content-type'],
]);

/** The wanted headers of raw pairs [name, value, ...], by lower-case name (first value wins). */
function readHeaders(raw: readonly (Buffer | string)[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const rawName = raw[i] as Buffer | string;
    const wanted = WANTED.get(rawName.length);
    if (wanted === undefined) continue;
    const name = (typeof rawName === 'string' ? rawName : rawName.toString('latin1')).toLowerCase();
    if (name === wanted && !(name in headers)) headers[name] = String(raw[i + 1]);
  }
  return headers;
}

/** What the caller watches of one request: a signal that aborts it, and when it was wholly sent. */
export interface DispatchWatch {
  /** Aborting it ends the request at once (queued, connecting, sending or reading) with its reason. */
  readonly signal?: AbortSignal;
  /** Called once the request, body included, has been written to the connection. */
  readonly onRequestSent?: () => void;
}

interface LegacyHandler {
  onConnect(abort: (error?: Error) => void): void;
  onRequestSent(): void;
  onHeaders(statusCode: number, rawHeaders: Buffer[], resume: () => void, statusText: string): boolean;
  onData(chunk: Buffer): boolean;
  onComplete(trailers: string[] | null): void;
  onError(error: Error): void;
}

export function dispatchForText(
  dispatcher: Dispatcher,
  options: Dispatcher.DispatchOptions,
  watch: DispatchWatch = {},
): Promise<TextAnswer> {
  return new Promise((resolve, reject) => {
    let status = 0;
    let headers: Record<string, string> = {};
    const chunks: Buffer[] = [];
    let settled = false;
    let abortRequest: ((error?: Error) => void) | undefined;
    const { signal } = watch;
    const reason = (): Error => (signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
    // The caller learns at once; undici is told to drop the request (now, or when it reaches a connection).
    const onAbort = (): void => {
      if (!settled) {
        settled = true;
        reject(reason());
      }
      abortRequest?.(reason());
    };
    const finish = (): void => signal?.removeEventListener('abort', onAbort);
    const handler: LegacyHandler = {
      onConnect(abort) {
        abortRequest = abort;
        if (signal?.aborted) abort(reason());
      },
      onRequestSent() {
        watch.onRequestSent?.();
      },
      onHeaders(statusCode, rawHeaders) {
        // 1xx answers are informational; the final answer follows.
        if (statusCode >= 200) {
          status = statusCode;
          headers = readHeaders(rawHeaders);
        }
        return true;
      },
      onData(chunk) {
        chunks.push(chunk);
        return true;
      },
      onComplete() {
        finish();
        if (settled) return;
        settled = true;
        const body = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
        resolve({ status, headers, bodyText: body.toString('utf8') });
      },
      onError(error) {
        finish();
        if (settled) return;
        settled = true;
        reject(error);
      },
    };
    if (signal?.aborted) {
      onAbort();
      return;
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    dispatcher.dispatch(options, handler);
  });
}
