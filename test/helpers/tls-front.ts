// A TLS server on loopback in front of a plain one (the sandbox), with a self-signed certificate
// made for the test by the openssl command: the client trusts it through NODE_EXTRA_CA_CERTS.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:tls';

export interface TlsFront {
  /** https://localhost:PORT */
  readonly url: string;
  readonly port: number;
  /** The certificate's file, for NODE_EXTRA_CA_CERTS. */
  readonly caFile: string;
  /** TLS connections accepted. */
  connections: number;
  close(): Promise<void>;
}

/** Terminates TLS for `localhost` and 127.0.0.1 and passes the bytes on to 127.0.0.1:targetPort. */
export async function startTlsFront(targetPort: number): Promise<TlsFront> {
  const dir = mkdtempSync(join(tmpdir(), 'hoshin-tls-'));
  const keyFile = join(dir, 'key.pem');
  const caFile = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      caFile,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const sockets = new Set<Socket>();
  const server = createServer({ key: readFileSync(keyFile), cert: readFileSync(caFile) }, (secure) => {
    front.connections += 1;
    const plain = connect({ host: '127.0.0.1', port: targetPort });
    for (const socket of [secure, plain]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    secure.pipe(plain).pipe(secure);
    secure.on('error', () => plain.destroy());
    plain.on('error', () => secure.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const front: TlsFront = {
    url: `https://localhost:${port}`,
    port,
    caFile,
    connections: 0,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
      }),
  };
  return front;
}
