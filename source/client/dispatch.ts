// One request through undici's dispatcher, answered as text. The service's answers are small JSON
// documents read whole, so a stream per answer (what Pool#request builds, with an async-resource
// scope) is work for nothing: this collects the chunks and decodes them once. The handler is
// undici's controller-style handler (the only kind undici 8 takes).
import type { Dispatcher } from 'undici';

export interface TextAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | undefined>>;
  readonly bodyText: string;
}

// The answer headers the client reads; the rest are left alone.
const WANTED = ['date', 'location', 'retry-after', 'content-type'] as const;

/** The wanted headers, by lower-case name (the first value of a repeated header wins). */
function readHeaders(parsed: Readonly<Record<string, string | string[] | undefined>>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of WANTED) {
    const value: string | string[] | undefined = parsed[name];
    const first: string | undefined = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) headers[name] = first;
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
    let controller: Dispatcher.DispatchController | undefined;
    const { signal } = watch;
    const reason = (): Error => (signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
    // The caller learns at once; undici is told to drop the request (now, or when it reaches a connection).
    const onAbort = (): void => {
      if (!settled) {
        settled = true;
        reject(reason());
      }
      controller?.abort(reason());
    };
    const finish = (): void => signal?.removeEventListener('abort', onAbort);
    const handler: Dispatcher.DispatchHandler = {
      onRequestStart(started) {
        controller = started;
        if (signal?.aborted) started.abort(reason());
      },
      onRequestSent() {
        watch.onRequestSent?.();
      },
      onResponseStart(_controller, statusCode, parsedHeaders) {
        // 1xx answers are informational; the final answer follows.
        if (statusCode >= 200) {
          status = statusCode;
          headers = readHeaders(parsedHeaders);
        }
      },
      onResponseData(_controller, chunk) {
        chunks.push(chunk);
      },
      onResponseEnd() {
        finish();
        if (settled) return;
        settled = true;
        const body = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
        resolve({ status, headers, bodyText: body.toString('utf8') });
      },
      onResponseError(_controller, error) {
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
