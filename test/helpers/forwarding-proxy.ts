// A tiny forwarding HTTP proxy on loopback: absolute-form requests (`GET http://host/path`) are
// forwarded, CONNECT opens a tunnel; it records what went through it.
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

export interface ForwardingProxy {
  readonly url: string;
  readonly port: number;
  /** `METHOD absolute-URL` of every forwarded request. */
  readonly forwarded: string[];
  /** `host:port` of every CONNECT tunnel opened. */
  readonly tunnels: string[];
  /** The Proxy-Authorization header of each request or CONNECT ('' when absent). */
  readonly authorizations: string[];
  /** TCP connections accepted. */
  connections: number;
  close(): Promise<void>;
}

export interface ForwardingProxyOptions {
  /** When set, anything without exactly this Proxy-Authorization gets 407. */
  readonly requireAuthorization?: string;
  /** When set, every CONNECT is answered with this status (a proxy that will not tunnel). */
  readonly refuseTunnels?: number;
}

const HOP_BY_HOP = new Set([
  'proxy-authorization',
  'proxy-connection',
  'connection',
  'keep-alive',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function forwardedHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

export async function startForwardingProxy(options: ForwardingProxyOptions = {}): Promise<ForwardingProxy> {
  const sockets = new Set<Socket>();
  const server = createServer();
  const proxy: ForwardingProxy = {
    url: '',
    port: 0,
    forwarded: [],
    tunnels: [],
    authorizations: [],
    connections: 0,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const refused = (authorization: string | undefined): boolean => {
    proxy.authorizations.push(authorization ?? '');
    return options.requireAuthorization !== undefined && authorization !== options.requireAuthorization;
  };
  server.on('connection', (socket: Socket) => {
    proxy.connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('request', (request, response) => {
    if (refused(request.headers['proxy-authorization'])) {
      response.writeHead(407, { 'Proxy-Authenticate': 'Basic realm="test"', 'Content-Length': '0' });
      response.end();
      return;
    }
    let target: URL;
    try {
      target = new URL(request.url ?? '');
    } catch {
      response.writeHead(400, { 'Content-Length': '0' });
      response.end();
      return;
    }
    proxy.forwarded.push(`${request.method ?? '?'} ${target.href}`);
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port || 80,
        method: request.method,
        path: `${target.pathname}${target.search}`,
        headers: forwardedHeaders(request.headers),
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, forwardedHeaders(answer.headers));
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'Content-Length': '0' });
      response.end();
    });
    request.pipe(upstream);
  });
  server.on('connect', (request, client: Socket, head: Buffer) => {
    if (refused(request.headers['proxy-authorization'])) {
      client.end('HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="test"\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const [host, port] = (request.url ?? '').split(/:(?=\d+$)/) as [string, string | undefined];
    proxy.tunnels.push(request.url ?? '');
    if (options.refuseTunnels !== undefined) {
      client.end(`HTTP/1.1 ${options.refuseTunnels} Refused\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    const upstream = connect({ host: host.replace(/^\[(.*)\]$/, '$1'), port: Number(port ?? 443) }, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(proxy, { url: `http://127.0.0.1:${port}`, port });
}
