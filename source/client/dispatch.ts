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
    const handler = new TextHandler(watch, resolve, reject);
    const { signal } = watch;
    if (signal?.aborted) {
      handler.handleEvent();
      return;
    }
    signal?.addEventListener('abort', handler, { once: true });
    dispatcher.dispatch(options, handler);
  });
}

// A class, not an object of closures: one is made per request, and its methods are made once.
// It is also the signal's listener (handleEvent): the caller learns at once, and undici is told to
// drop the request (now, or when it reaches a connection).
class TextHandler implements Dispatcher.DispatchHandler {
  private status = 0;
  private headers: Record<string, string> = {};
  private readonly chunks: Buffer[] = [];
  private settled = false;
  private controller: Dispatcher.DispatchController | undefined;

  constructor(
    private readonly watch: DispatchWatch,
    private readonly resolve: (answer: TextAnswer) => void,
    private readonly reject: (error: Error) => void,
  ) {}

  private reason(): Error {
    const reason: unknown = this.watch.signal?.reason;
    return reason instanceof Error ? reason : new Error('aborted');
  }

  private finish(): void {
    this.watch.signal?.removeEventListener('abort', this);
  }

  handleEvent(): void {
    if (!this.settled) {
      this.settled = true;
      this.reject(this.reason());
    }
    this.controller?.abort(this.reason());
  }

  onRequestStart(started: Dispatcher.DispatchController): void {
    this.controller = started;
    if (this.watch.signal?.aborted) started.abort(this.reason());
  }

  onRequestSent(): void {
    this.watch.onRequestSent?.();
  }

  onResponseStart(
    _controller: Dispatcher.DispatchController,
    statusCode: number,
    parsedHeaders: Record<string, string | string[] | undefined>,
  ): void {
    // 1xx answers are informational; the final answer follows.
    if (statusCode >= 200) {
      this.status = statusCode;
      this.headers = readHeaders(parsedHeaders);
    }
  }

  onResponseData(_controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.chunks.push(chunk);
  }

  onResponseEnd(): void {
    this.finish();
    if (this.settled) return;
    this.settled = true;
    const chunks = this.chunks;
    const body = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
    this.resolve({ status: this.status, headers: this.headers, bodyText: body.toString('utf8') });
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    this.finish();
    if (this.settled) return;
    this.settled = true;
    this.reject(error);
  }
}
