// A reverse proxy on loopback in front of a service, whose answers a test decides request by
// request: passed on as they are, replaced by another answer, or (after the service has acted on
// the request) never given or cut off mid-connection.
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface ProxiedRequest {
  readonly method: string;
  /** Path and query as sent, the signature included. */
  readonly url: string;
  readonly body: string;
}

export interface ServiceAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

export type ProxyAction =
  /** Pass the request on and its answer back; `target`: to this path and query instead (another signed URL). */
  | { readonly type: 'forward'; readonly target?: string }
  /** Answer without asking the service (with these headers too, e.g. Retry-After). */
  | { readonly type: 'answer'; readonly status: number; readonly json: unknown; readonly headers?: Readonly<Record<string, string>> }
  /** Redirect without asking the service. */
  | { readonly type: 'redirect'; readonly status: number; readonly location: string }
  /** Pass the request on; when the service has answered, answer nothing (hang) or cut the connection (drop). */
  | { readonly type: 'forward-then'; readonly then: 'hang' | 'drop' }
  /** Pass the request on; when the service has answered, answer this instead (a gateway's 504 page, an empty 200). */
  | { readonly type: 'forward-then-answer'; readonly status: number; readonly body: string; readonly contentType: string };

export interface AnswerProxy {
  readonly url: string;
  /** What passed, `METHOD path` (query left out). */
  readonly seen: string[];
  /** Every request target as it arrived, signature included, and when (epoch ms). */
  readonly arrived: { readonly method: string; readonly url: string; readonly at: number }[];
  /** Requests the service acted on but whose answers were held, cut or replaced. */
  readonly swallowed: ServiceAnswer[];
  /** Every request the service answered, with its answer (what it acted on). */
  readonly forwarded: { readonly request: ProxiedRequest; readonly answer: ServiceAnswer }[];
  decide: (request: ProxiedRequest) => ProxyAction;
  close(): Promise<void>;
}

function readAll(stream: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.on('error', reject);
  });
}

function ask(target: URL, request: IncomingMessage, body: string, path = request.url): Promise<ServiceAnswer> {
  return new Promise((resolve, reject) => {
    const headers = { ...request.headers };
    delete headers.connection;
    const upstream = httpRequest({ host: target.hostname, port: target.port, method: request.method, path, headers }, (answer) => {
      readAll(answer).then((text) => {
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (typeof value === 'string' && name !== 'connection' && name !== 'transfer-encoding' && name !== 'keep-alive')
            kept[name] = value;
        }
        resolve({ status: answer.statusCode ?? 502, headers: kept, body: text });
      }, reject);
    });
    upstream.on('error', reject);
    upstream.end(body);
  });
}

export async function startAnswerProxy(serviceUrl: string): Promise<AnswerProxy> {
  const target = new URL(serviceUrl);
  const sockets = new Set<Socket>();
  const server = createServer();
  const proxy: AnswerProxy = {
    url: '',
    seen: [],
    arrived: [],
    swallowed: [],
    forwarded: [],
    decide: () => ({ type: 'forward' }),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('request', (request: IncomingMessage, response) => {
    void (async () => {
      const body = await readAll(request);
      const url = request.url ?? '/';
      proxy.seen.push(`${request.method ?? '?'} ${url.split('?')[0] ?? ''}`);
      proxy.arrived.push({ method: request.method ?? '?', url, at: Date.now() });
      const action = proxy.decide({ method: request.method ?? 'GET', url, body });
      if (action.type === 'answer') {
        const text = JSON.stringify(action.json);
        response.writeHead(action.status, {
          ...action.headers,
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Length': Buffer.byteLength(text),
        });
        response.end(text);
        return;
      }
      if (action.type === 'redirect') {
        response.writeHead(action.status, { Location: action.location, 'Content-Length': 0 });
        response.end();
        return;
      }
      const sentOn = action.type === 'forward' && action.target !== undefined ? action.target : url;
      const answer = await ask(target, request, body, sentOn);
      proxy.forwarded.push({ request: { method: request.method ?? 'GET', url: sentOn, body }, answer });
      if (action.type === 'forward') {
        response.writeHead(answer.status, {
          ...answer.headers,
          'content-length': String(Buffer.byteLength(answer.body)),
        });
        response.end(answer.body);
        return;
      }
      proxy.swallowed.push(answer);
      if (action.type === 'forward-then-answer') {
        response.writeHead(action.status, { 'Content-Type': action.contentType, 'Content-Length': Buffer.byteLength(action.body) });
        response.end(action.body);
        return;
      }
      if (action.then === 'drop') request.socket.destroy();
      // 'hang': the socket stays open and silent until the client gives up or the proxy closes.
    })().catch(() => request.socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(proxy, { url: `http://127.0.0.1:${port}` });
}
