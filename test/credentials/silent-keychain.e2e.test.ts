// A D-Bus address whose other end accepts connections and never answers (a stale forwarded bus):
// keychain calls must give up and the command must still end.
import { mkdtempSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolatedDirs, runHoshin } from '../helpers/cli.js';
import { filesUnder } from './leaks.js';
import { keytarLoads, unavailable } from '../helpers/tools.js';

// These need the keychain module built (it reads a Secret Service through libsecret).
const noKeytar = unavailable('keytar (the keychain module)', keytarLoads(), 'apt-get install libsecret-1-dev, then npm ci');

let server: Server;
const sockets = new Set<Socket>();
let address: string;

beforeAll(async () => {
  const path = join(mkdtempSync(join(tmpdir(), 'hoshin-silent-bus-')), 'bus');
  server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(path, resolve));
  address = `unix:path=${path}`;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

describe.skipIf(noKeytar !== undefined)('a keychain that never answers', () => {
  it('times out: status says so, and login without consent ends, saving nothing', async () => {
    const dirs = isolatedDirs();
    const env = { ...dirs, DBUS_SESSION_BUS_ADDRESS: address };
    const status = await runHoshin(['auth', 'status'], { env, timeoutMs: 20_000 });
    expect(status.code).toBe(3);
    expect(status.stdout).toContain('Keychain: not reachable: the keychain did not answer within 3 s');
    const login = await runHoshin(['auth', 'login', '--base-url', 'http://127.0.0.1:9', '--app-key', 'k', '--secret-stdin'], {
      env,
      input: 'Zq9-silent-secret',
      timeoutMs: 20_000,
    });
    expect(login.code).toBe(3);
    expect(login.stderr).toMatch(
      /^hoshin: cannot store credentials: the OS keychain is not available \(the keychain did not answer within 3 s/,
    );
    expect(login.stderr).not.toContain('Zq9-silent-secret');
    expect(filesUnder(dirs.HOME)).toEqual([]);
  });
});
