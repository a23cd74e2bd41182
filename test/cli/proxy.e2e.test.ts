// Every command reaches the service through the proxy the environment names, and --debug says which.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';
import { startForwardingProxy, type ForwardingProxy } from '../helpers/forwarding-proxy.js';
import { isolatedDirs, runHoshin } from '../helpers/cli.js';

let sandbox: RunningSandbox;
let proxy: ForwardingProxy;
let env: Record<string, string>;

beforeAll(async () => {
  sandbox = await startSandbox({ flavour: 'hoshinplan', seed: 'demo' });
  proxy = await startForwardingProxy({
    requireAuthorization: `Basic ${Buffer.from('ops:pr0xy-pass').toString('base64')}`,
  });
  env = {
    ...isolatedDirs(),
    HOSHIN_BASE_URL: sandbox.url,
    HOSHIN_APP_KEY: sandbox.appKey,
    HOSHIN_APP_SECRET: sandbox.secret,
    NO_PROXY: '',
    no_proxy: '',
  };
});
afterAll(async () => {
  await proxy.close();
  await sandbox.close();
});

describe('proxies', () => {
  it('sends the signed requests of a command through HTTP_PROXY, and --debug names it without its password', async () => {
    const before = proxy.forwarded.length;
    const url = proxy.url.replace('http://', 'http://ops:pr0xy-pass@');
    const result = await runHoshin(['--debug', 'list', 'companies'], { env: { ...env, HTTP_PROXY: url } });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(String(sandbox.store.all('company')[0]!.name));
    expect(proxy.forwarded.slice(before).some((line) => line.startsWith(`GET ${sandbox.url}/companies?app_key=`))).toBe(true);
    expect(result.stderr).toContain(`debug: proxy http://ops:***@127.0.0.1:${proxy.port} (from HTTP_PROXY)`);
    expect(result.stderr).not.toContain('pr0xy-pass');
  });

  it('names the proxy when it asks for credentials it was not given', async () => {
    const result = await runHoshin(['list', 'companies'], { env: { ...env, HTTP_PROXY: proxy.url } });
    expect(result.code).toBe(5);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain(`the proxy http://127.0.0.1:${proxy.port} asks for credentials (407)`);
  });

  it('goes straight to the service when NO_PROXY names it', async () => {
    const before = proxy.connections;
    const result = await runHoshin(['--debug', 'list', 'companies'], {
      env: { ...env, HTTP_PROXY: proxy.url, NO_PROXY: '127.0.0.1' },
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain('debug: no proxy: NO_PROXY matches 127.0.0.1');
    expect(proxy.connections).toBe(before);
  });

  it('refuses a proxy variable that is not a URL before sending anything', async () => {
    sandbox.resetStats();
    const result = await runHoshin(['list', 'companies'], { env: { ...env, HTTP_PROXY: 'http://ops:pr0xy-pass@' } });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('HTTP_PROXY');
    expect(result.stderr).not.toContain('pr0xy-pass');
    expect(sandbox.stats.requests).toBe(0);
  });
});
