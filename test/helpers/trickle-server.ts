// A loopback server that is alive but slow: it answers every request with headers that promise a
// body, then sends one byte of it at a time, far apart (or, `silent`, never a byte at all).
import { createServer, type AddressInfo, type Socket } from 'node:net';

export interface TrickleServer {
  readonly url: string;
  readonly port: number;
  /** Connections accepted. */
  connections: number;
  /** The request line of every request received (`GET /companies/1?…`). */
  readonly requests: string[];
  close(): Promise<void>;
}

export interface TrickleOptions {
  /** Never answer: take the connection and the request, send nothing (a TLS client waits in its handshake). */
  readonly silent?: boolean;
  /** Time between two bytes of the body (default 500 ms: every read timeout of the client stays far off). */
  readonly everyMs?: number;
}

export async function startTrickleServer(options: TrickleOptions = {}): Promise<TrickleServer> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    trickle.connections += 1;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      for (const match of chunk.toString('latin1').matchAll(/^(GET|PUT|POST|DELETE) \S+/gm)) trickle.requests.push(match[0]);
    });
    if (options.silent) {
      socket.on('close', () => sockets.delete(socket));
      return;
    }
    socket.write('HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n');
    const timer = setInterval(() => socket.write(' '), options.everyMs ?? 500);
    socket.on('close', () => {
      clearInterval(timer);
      sockets.delete(socket);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const trickle: TrickleServer = {
    url: `http://127.0.0.1:${port}`,
    port,
    connections: 0,
    requests: [],
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return trickle;
}
