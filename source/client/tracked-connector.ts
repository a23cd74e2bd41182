// undici's connector, keeping the sockets it is still opening. A pool destroyed while a connection
// is half open (a TLS handshake nobody answers) leaves that socket alone until the connect timeout,
// and the process waits for it; a client closing in a hurry ends them instead.
import { buildConnector } from 'undici';
import type { Socket } from 'node:net';

export interface TrackedConnector {
  readonly connect: buildConnector.connector;
  /** Ends every socket still connecting or open. */
  destroyAll(): void;
}

export function trackedConnector(options: buildConnector.BuildOptions): TrackedConnector {
  const connect = buildConnector(options) as unknown as (options: buildConnector.Options, callback: buildConnector.Callback) => Socket | undefined;
  const sockets = new Set<Socket>();
  return {
    connect: ((connectOptions: buildConnector.Options, callback: buildConnector.Callback) => {
      const socket = connect(connectOptions, callback);
      if (socket) {
        sockets.add(socket);
        socket.once('close', () => sockets.delete(socket));
      }
      return socket;
    }) as buildConnector.connector,
    destroyAll() {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
  };
}
