// The built executable through an HTTP proxy: https:// addresses through a CONNECT tunnel to a TLS
// server (a self-signed certificate trusted through NODE_EXTRA_CA_CERTS), http:// addresses in
// absolute form, NO_PROXY going around it, and a proxy that cannot or will not tunnel ending the
// command with one clear error after one CONNECT.
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';
import { startForwardingProxy, type ForwardingProxy } from '../helpers/forwarding-proxy.js';
import { startTlsFront, type TlsFront } from '../helpers/tls-front.js';
import { startTrickleServer } from '../helpers/trickle-server.js';
import { isolatedDirs, runHoshin } from '../helpers/cli.js';

let sandbox: RunningSandbox;
let front: TlsFront;
let proxy: ForwardingProxy;
let env: Record<string, string>;

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  sandbox = await startSandbox({ flavour: 'hoshinplan', seed: 'demo' });
  front = await startTlsFront(sandbox.port);
  proxy = await startForwardingProxy();
  env = {
    ...isolatedDirs(),
    HOSHIN_APP_KEY: sandbox.appKey,
    HOSHIN_APP_SECRET: sandbox.secret,
    NODE_EXTRA_CA_CERTS: front.caFile,
  };
});
afterAll(async () => {
  await proxy.close();
  await front.close();
  await sandbox.close();
});

const companyName = () => String(sandbox.store.all('company')[0]!.name);

describe('https:// through an HTTP proxy, from the built executable', () => {
  it('opens a CONNECT tunnel to the service and speaks TLS with it through the tunnel', async () => {
    const tunnels = proxy.tunnels.length;
    const connections = front.connections;
    const result = await runHoshin(['--base-url', front.url, 'get', 'company', '1'], {
      env: { ...env, https_proxy: proxy.url },
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(companyName());
    // The readable output also asks for the company's people: each connection is one tunnel.
    const opened = proxy.tunnels.slice(tunnels);
    expect(opened.length).toBeGreaterThan(0);
    expect(new Set(opened)).toEqual(new Set([`localhost:${front.port}`]));
    expect(front.connections).toBe(connections + opened.length);
  });

  it('sends an http:// address to the proxy in absolute form', async () => {
    const forwarded = proxy.forwarded.length;
    const result = await runHoshin(['--base-url', sandbox.url, 'get', 'company', '1'], {
      env: { ...env, http_proxy: proxy.url },
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(companyName());
    expect(proxy.forwarded.slice(forwarded).some((line) => line.startsWith(`GET ${sandbox.url}/companies/1?app_key=`))).toBe(true);
  });

  it('goes straight to the service when NO_PROXY names its host', async () => {
    const connections = proxy.connections;
    const result = await runHoshin(['--base-url', front.url, 'get', 'company', '1'], {
      env: { ...env, https_proxy: proxy.url, NO_PROXY: 'localhost' },
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(companyName());
    expect(proxy.connections).toBe(connections);
  });

  it('ends with one error after one CONNECT when the proxy cannot reach the service and closes the connection', async () => {
    const port = await closedPort();
    const tunnels = proxy.tunnels.length;
    const result = await runHoshin(['--base-url', `https://localhost:${port}`, 'get', 'company', '1'], {
      env: { ...env, https_proxy: proxy.url },
      timeoutMs: 15_000,
    });
    expect(result.code, result.stderr).toBe(5);
    expect(proxy.tunnels.length - tunnels).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      `hoshin: the proxy http://127.0.0.1:${proxy.port} closed the connection instead of opening a tunnel to localhost:${port} (it may not reach localhost:${port})`,
    ]);
  });

  it.each([502, 403])('ends with one error after one CONNECT when the proxy answers %i to it', async (status) => {
    const refusing = await startForwardingProxy({ refuseTunnels: status });
    try {
      const result = await runHoshin(['--base-url', front.url, 'get', 'company', '1'], {
        env: { ...env, https_proxy: refusing.url },
        timeoutMs: 15_000,
      });
      expect(result.code, result.stderr).toBe(5);
      expect(refusing.tunnels).toHaveLength(1);
      expect(result.stderr.trim().split('\n')).toEqual([
        `hoshin: the proxy http://127.0.0.1:${refusing.port} refused the tunnel to localhost:${front.port}: it answered ${status} to CONNECT`,
      ]);
    } finally {
      await refusing.close();
    }
  });

  it('ends at the deadline, and at once, when the service behind the tunnel never finishes its TLS handshake', async () => {
    const silent = await startTrickleServer({ silent: true });
    try {
      const started = Date.now();
      const result = await runHoshin(['--timeout', '1', '--base-url', `https://localhost:${silent.port}`, 'get', 'company', '1'], {
        env: { ...env, https_proxy: proxy.url },
        timeoutMs: 15_000,
      });
      expect(result.code, result.stderr).toBe(5);
      expect(result.stderr.trim().split('\n')).toEqual([
        `hoshin: localhost:${silent.port} did not answer within 1 s (--timeout, HOSHIN_TIMEOUT)`,
      ]);
      // Not the 10 s connect timeout of the half-open tunnel.
      expect(Date.now() - started).toBeLessThan(6000);
    } finally {
      await silent.close();
    }
  });

  it('says the proxy cannot be reached when nothing listens at its address', async () => {
    const port = await closedPort();
    const result = await runHoshin(['--base-url', front.url, 'get', 'company', '1'], {
      env: { ...env, https_proxy: `http://127.0.0.1:${port}` },
      timeoutMs: 15_000,
    });
    expect(result.code, result.stderr).toBe(5);
    expect(result.stderr.trim().split('\n')).toEqual([
      `hoshin: cannot reach the proxy http://127.0.0.1:${port} (ECONNREFUSED) on the way to localhost:${front.port}`,
    ]);
  });
});
