// undici's connector, keeping the sockets it is still opening. A pool destroyed while a connection
// is half open (a TLS handshake nobody answers, directly or through a proxy's tunnel) leaves that
// socket alone until the connect timeout, and the process waits for it; a client closing in a
// hurry ends them instead.
import { buildConnector } from './undici-dispatchers.js';
import type { Socket } from 'node:net';

type Connect = (options: buildConnector.Options, callback: buildConnector.Callback) => Socket | undefined;

/** The sockets of the connectors it wrapped, until they close. */
export class SocketTracker {
  readonly #sockets = new Set<Socket>();

  wrap(connector: buildConnector.connector): buildConnector.connector {
    const connect = connector as unknown as Connect;
    return (options: buildConnector.Options, callback: buildConnector.Callback) => {
      const socket = connect(options, callback);
      if (socket) {
        this.#sockets.add(socket);
        socket.once('close', () => this.#sockets.delete(socket));
      }
      return socket;
    };
  }

  /** Lets the process end with every socket still open (the operating system closes them then). */
  unrefAll(): void {
    for (const socket of this.#sockets) socket.unref();
  }

  /** Ends every socket still connecting or open. */
  destroyAll(): void {
    for (const socket of this.#sockets) socket.destroy();
    this.#sockets.clear();
  }
}

/** undici's connector with these options, its sockets kept by the tracker. */
export function trackedConnector(options: buildConnector.BuildOptions, tracker: SocketTracker): buildConnector.connector {
  return tracker.wrap(buildConnector(options));
}
