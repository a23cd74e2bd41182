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

interface LegacyHandler {
  onConnect(abort: (error?: Error) => void): void;
  onHeaders(statusCode: number, rawHeaders: Buffer[], resume: () => void, statusText: string): boolean;
  onData(chunk: Buffer): boolean;
  onComplete(trailers: string[] | null): void;
  onError(error: Error): void;
}

export function dispatchForText(dispatcher: Dispatcher, options: Dispatcher.DispatchOptions): Promise<TextAnswer> {
  return new Promise((resolve, reject) => {
    let status = 0;
    let headers: Record<string, string> = {};
    const chunks: Buffer[] = [];
    let settled = false;
    const handler: LegacyHandler = {
      onConnect() {},
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
        if (settled) return;
        settled = true;
        const body = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
        resolve({ status, headers, bodyText: body.toString('utf8') });
      },
      onError(error) {
        if (settled) return;
        settled = true;
        reject(error);
      },
    };
    dispatcher.dispatch(options, handler as unknown as Dispatcher.DispatchHandler);
  });
}
