// Proxy selection from the environment (HTTPS_PROXY, HTTP_PROXY, NO_PROXY) and the dispatcher that
// sends signed requests through a real forwarding proxy to the sandbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool, type Dispatcher } from 'undici';
import { dispatchForText } from '../../source/client/dispatch.js';
import { HoshinError } from '../../source/core/errors.js';
import { describeProxy, proxyFor } from '../../source/client/proxy-choice.js';
import { proxyDispatcher } from '../../source/client/proxy.js';
import type { RunningSandbox } from '../../source/sandbox/server.js';
import { startForwardingProxy, type ForwardingProxy } from '../helpers/forwarding-proxy.js';
import { signedTarget, withSandbox } from '../sandbox/helpers.js';

const PROXY = 'http://proxy.example.net:3128/';

function refusal(run: () => unknown): HoshinError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(HoshinError);
    return error as HoshinError;
  }
  throw new Error('expected a HoshinError');
}

describe('proxyFor: which variable', () => {
  it('uses no proxy when no variable is set', () => {
    expect(proxyFor('https://www.hoshinplan.com', {})).toEqual({ url: null, reason: 'no proxy variable set' });
  });

  it('takes HTTPS_PROXY for https and HTTP_PROXY for http addresses', () => {
    const env = { HTTPS_PROXY: 'http://secure-proxy:3128', HTTP_PROXY: 'http://plain-proxy:8080' };
    expect(proxyFor('https://www.hoshinplan.com', env)).toEqual({
      url: 'http://secure-proxy:3128/',
      variable: 'HTTPS_PROXY',
    });
    expect(proxyFor('http://plan.internal', env)).toEqual({ url: 'http://plain-proxy:8080/', variable: 'HTTP_PROXY' });
  });

  it('prefers the lower-case variable, as curl and undici do, and skips an empty one', () => {
    expect(proxyFor('https://a.example', { HTTPS_PROXY: 'http://upper:1', https_proxy: 'http://lower:2' })).toEqual({
      url: 'http://lower:2/',
      variable: 'https_proxy',
    });
    expect(proxyFor('http://a.example', { HTTP_PROXY: 'http://upper:1', http_proxy: 'http://lower:2' })).toEqual({
      url: 'http://lower:2/',
      variable: 'http_proxy',
    });
    expect(proxyFor('https://a.example', { HTTPS_PROXY: 'http://upper:1', https_proxy: '' })).toEqual({
      url: 'http://upper:1/',
      variable: 'HTTPS_PROXY',
    });
  });

  it('does not send https through HTTP_PROXY, and says why', () => {
    const choice = proxyFor('https://www.hoshinplan.com', { HTTP_PROXY: PROXY });
    expect(choice.url).toBeNull();
    expect(choice).toMatchObject({ reason: 'no HTTPS_PROXY set (HTTP_PROXY applies to http:// addresses only)' });
  });

  it('reads a proxy without a scheme as http://, as curl does', () => {
    expect(proxyFor('https://a.example', { HTTPS_PROXY: 'proxy.example.net:3128' })).toEqual({
      url: 'http://proxy.example.net:3128/',
      variable: 'HTTPS_PROXY',
    });
  });
});

describe('proxyFor: NO_PROXY', () => {
  const bypassed = (target: string, noProxy: string): boolean =>
    proxyFor(target, { HTTPS_PROXY: PROXY, HTTP_PROXY: PROXY, NO_PROXY: noProxy }).url === null;

  it('matches a host name exactly, case-insensitively', () => {
    expect(bypassed('https://plan.example.com', 'plan.example.com')).toBe(true);
    expect(bypassed('https://PLAN.Example.com', 'plan.EXAMPLE.com')).toBe(true);
    expect(bypassed('https://other.example.com', 'plan.example.com')).toBe(false);
  });

  it('matches a domain and what is under it, with or without the leading dot', () => {
    for (const entry of ['example.com', '.example.com', '*.example.com']) {
      expect(bypassed('https://sub.example.com', entry), entry).toBe(true);
      expect(bypassed('https://deep.sub.example.com', entry), entry).toBe(true);
      expect(bypassed('https://notexample.com', entry), entry).toBe(false);
      expect(bypassed('https://example.com.evil.net', entry), entry).toBe(false);
    }
    expect(bypassed('https://example.com', 'example.com')).toBe(true);
    expect(bypassed('https://example.com', '.example.com')).toBe(true);
  });

  it('matches host:port only on that port (the default port counts)', () => {
    expect(bypassed('http://plan.internal:8080', 'plan.internal:8080')).toBe(true);
    expect(bypassed('http://plan.internal:9090', 'plan.internal:8080')).toBe(false);
    expect(bypassed('https://plan.internal', 'plan.internal:443')).toBe(true);
    expect(bypassed('http://plan.internal', 'plan.internal:443')).toBe(false);
  });

  it('matches IP addresses exactly, IPv6 with or without brackets, and IPv4 subnets', () => {
    expect(bypassed('http://127.0.0.1:4567', '127.0.0.1')).toBe(true);
    expect(bypassed('http://127.0.0.10:4567', '127.0.0.1')).toBe(false);
    expect(bypassed('http://10.0.0.1', '0.1')).toBe(false);
    expect(bypassed('http://[::1]:4567', '::1')).toBe(true);
    expect(bypassed('http://[::1]:4567', '[::1]:4567')).toBe(true);
    expect(bypassed('http://[::1]:4567', '[::1]:80')).toBe(false);
    expect(bypassed('http://10.1.2.3', '10.0.0.0/8')).toBe(true);
    expect(bypassed('http://11.1.2.3', '10.0.0.0/8')).toBe(false);
    expect(bypassed('http://[fd00::5]', 'fd00::/8')).toBe(true);
    expect(bypassed('http://[fe80::5]', 'fd00::/8')).toBe(false);
  });

  it('takes comma or space separated lists and the * wildcard', () => {
    expect(bypassed('https://b.example', 'a.example, b.example')).toBe(true);
    expect(bypassed('https://b.example', 'a.example b.example')).toBe(true);
    expect(bypassed('https://b.example', ' , ,')).toBe(false);
    expect(bypassed('https://anything.example', '*')).toBe(true);
  });

  it('names the variable and the entry that matched; no_proxy wins over NO_PROXY', () => {
    expect(proxyFor('http://127.0.0.1:4567', { HTTP_PROXY: PROXY, NO_PROXY: '127.0.0.1' })).toEqual({
      url: null,
      reason: 'NO_PROXY matches 127.0.0.1',
    });
    expect(proxyFor('https://sub.example.com', { HTTPS_PROXY: PROXY, no_proxy: '.example.com', NO_PROXY: 'other' })).toEqual({
      url: null,
      reason: 'no_proxy entry ".example.com" matches sub.example.com',
    });
  });
});

describe('proxy URLs', () => {
  it('refuses a proxy variable that is not a URL, naming it, without its password', () => {
    const error = refusal(() => proxyFor('https://a.example', { HTTPS_PROXY: 'http://alice:s3cret@' }));
    expect(error.kind).toBe('usage');
    expect(error.exitCode).toBe(2);
    expect(error.message).toBe('HTTPS_PROXY is not a proxy URL: "http://alice:***@" (expected e.g. http://proxy.example.com:3128)');
    expect(error.message).not.toContain('s3cret');
    const spaces = refusal(() => proxyFor('http://a.example', { http_proxy: 'http://bad host:80' }));
    expect(spaces.message).toMatch(/^http_proxy is not a proxy URL/);
  });

  it('refuses a proxy scheme it cannot use', () => {
    const error = refusal(() => proxyFor('https://a.example', { HTTPS_PROXY: 'socks5://bob:pw@proxy:1080' }));
    expect(error.message).toBe('HTTPS_PROXY "socks5://bob:***@proxy:1080": only http:// and https:// proxies are supported');
  });

  it('does not refuse a broken proxy variable that NO_PROXY makes irrelevant', () => {
    expect(proxyFor('http://127.0.0.1:1', { HTTP_PROXY: 'http://bad host', NO_PROXY: '127.0.0.1' }).url).toBeNull();
  });

  it('describes a proxy without its password', () => {
    expect(describeProxy('http://alice:s3cret@proxy.example.net:3128/')).toBe('http://alice:***@proxy.example.net:3128');
    expect(describeProxy('http://alice@proxy.example.net:3128')).toBe('http://alice@proxy.example.net:3128');
    expect(describeProxy('https://proxy.example.net')).toBe('https://proxy.example.net');
    expect(describeProxy('not a url: alice:p@ss@word@host')).not.toContain('word');
  });

  it('refuses a bad proxy URL or timeout for the dispatcher before anything is sent', () => {
    expect(refusal(() => proxyDispatcher('http://', 1000)).message).toMatch(/^the proxy URL is not a proxy URL: "http:\/\/"/);
    expect(refusal(() => proxyDispatcher('http://proxy:3128', 0)).message).toMatch(/connect timeout must be a positive number/);
  });
});

describe('proxyDispatcher through a forwarding proxy on loopback', () => {
  let sandbox: RunningSandbox;
  let proxy: ForwardingProxy;
  let htmlServer: Server;
  const dispatchers: Dispatcher[] = [];
  const through = (url: string): Dispatcher => {
    const dispatcher = proxyDispatcher(url, 2000);
    dispatchers.push(dispatcher);
    return dispatcher;
  };
  const timeouts = { headersTimeout: 5000, bodyTimeout: 5000 };

  beforeAll(async () => {
    sandbox = await withSandbox({ seed: 'demo' });
    proxy = await startForwardingProxy();
    htmlServer = createServer((_, response) => response.end('unused'));
    await new Promise<void>((resolve) => htmlServer.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    await Promise.all(dispatchers.map((dispatcher) => dispatcher.destroy()));
    await proxy.close();
    await sandbox.close();
    await new Promise((resolve) => htmlServer.close(resolve));
  });

  it('sends a signed GET to the sandbox through the proxy, in absolute form, and leaves the caller headers alone', async () => {
    const before = proxy.forwarded.length;
    const dispatcher = through(proxy.url);
    let connects = 0;
    dispatcher.on('connect', () => connects++);
    const headers = { accept: 'application/json' };
    const path = signedTarget(sandbox, '/companies');
    const answer = await dispatchForText(dispatcher, {
      origin: sandbox.url,
      method: 'GET',
      path,
      headers,
      body: null,
      ...timeouts,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/application\/json/);
    const companies = JSON.parse(answer.bodyText) as { id: number }[];
    expect(companies.map((company) => company.id)).toEqual(sandbox.store.all('company').map((company) => company.id));
    expect(proxy.forwarded.slice(before)).toEqual([`GET ${sandbox.url}${path}`]);
    expect(proxy.tunnels).toEqual([]);
    expect(headers).toEqual({ accept: 'application/json' });
    // Like a Pool, it says when a socket opened (the client counts them to retry on a reset keep-alive socket).
    expect(connects).toBe(1);
  });

  it('takes the same dispatch options as the direct pool, origin included', async () => {
    const pool = new Pool(sandbox.url);
    dispatchers.push(pool);
    const answer = await dispatchForText(pool, {
      origin: sandbox.url,
      method: 'GET',
      path: signedTarget(sandbox, '/companies'),
      headers: { accept: 'application/json' },
      body: null,
      ...timeouts,
    });
    expect(answer.status).toBe(200);
  });

  it('sends the user name and password of the proxy URL as Proxy-Authorization', async () => {
    const guarded = await startForwardingProxy({
      requireAuthorization: `Basic ${Buffer.from('alice:s3cret').toString('base64')}`,
    });
    try {
      const authorized = `http://alice:s3cret@127.0.0.1:${guarded.port}`;
      const answer = await dispatchForText(through(authorized), {
        origin: sandbox.url,
        method: 'GET',
        path: signedTarget(sandbox, '/companies'),
        headers: { accept: 'application/json' },
        body: null,
        ...timeouts,
      });
      expect(answer.status).toBe(200);
      expect(guarded.forwarded).toHaveLength(1);

      const refused = dispatchForText(through(guarded.url), {
        origin: sandbox.url,
        method: 'GET',
        path: signedTarget(sandbox, '/companies'),
        headers: { accept: 'application/json' },
        body: null,
        ...timeouts,
      });
      await expect(refused).rejects.toThrow(/Proxy Authentication Required \(407\)/);
      expect(guarded.forwarded).toHaveLength(1);
    } finally {
      await guarded.close();
    }
  });

  it('fails with the connection error when the proxy is not there', async () => {
    const { port } = htmlServer.address() as AddressInfo;
    await new Promise((resolve) => htmlServer.close(resolve));
    const sent = dispatchForText(through(`http://127.0.0.1:${port}`), {
      origin: sandbox.url,
      method: 'GET',
      path: '/companies',
      headers: {},
      body: null,
      ...timeouts,
    });
    await expect(sent).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    htmlServer = createServer();
    await new Promise<void>((resolve) => htmlServer.listen(0, '127.0.0.1', resolve));
  });

  it('refuses a request without an origin with one clear error, sending nothing', async () => {
    const before = proxy.connections;
    const sent = dispatchForText(through(proxy.url), {
      method: 'GET',
      path: '/companies',
      headers: {},
      body: null,
      ...timeouts,
    });
    await expect(sent).rejects.toThrow('a request through a proxy needs its origin (scheme://host:port)');
    expect(proxy.connections).toBe(before);
  });
});
