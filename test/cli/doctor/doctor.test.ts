// hoshin doctor: run in process against sandboxes, a wrong address, a closed port and a
// loopback proxy; and the pure judgements behind its lines (answers, clock, TLS failures).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chmodSync, mkdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exitCodeFor, fail, ok, skipped, warn } from '../../../source/cli/commands/doctor/checks/report.js';
import { judgeClock, judgeServiceAnswer } from '../../../source/cli/commands/doctor/checks/service-answer.js';
import { certificateResult, checkTls, tlsFailure } from '../../../source/cli/commands/doctor/checks/tls.js';
import { startSandbox, type RunningSandbox } from '../../../source/sandbox/server.js';
import { startForwardingProxy, type ForwardingProxy } from '../../helpers/forwarding-proxy.js';
import { isolatedDirs, type RunResult } from '../../helpers/cli.js';
import { runHoshinInProcess } from '../../helpers/cli-in-process.js';

const CHECK_NAMES = ['profile', 'proxy', 'address', 'tls', 'service', 'clock', 'credentials', 'signing', 'state'];
// The outer environment's proxies must not leak into these runs.
const NO_PROXIES = { HTTP_PROXY: '', http_proxy: '', HTTPS_PROXY: '', https_proxy: '', NO_PROXY: '', no_proxy: '' };

interface Report {
  readonly ok: boolean;
  readonly checks: { name: string; status: string; detail: string; fix?: string }[];
}

/** The report a line per check and per fix: its wrapping at 80 columns undone (piped-width.test.ts checks that). */
const unwrapped = (text: string) => text.replace(/\n {20}(?!fix: )(?=\S)/g, ' ').replace(/\n {25}(?=\S)/g, ' ');

async function doctor(env: Record<string, string>, ...args: string[]): Promise<RunResult> {
  const result = await runHoshinInProcess(['doctor', ...args], { env: { ...isolatedDirs(), ...NO_PROXIES, ...env }, timeoutMs: 40_000 });
  return args.includes('--json') ? result : { ...result, stdout: unwrapped(result.stdout) };
}

function parse(result: RunResult): Report {
  const report = JSON.parse(result.stdout) as Report;
  expect(report.checks.map((check) => check.name)).toEqual(CHECK_NAMES);
  return report;
}

function check(report: Report, name: string): Report['checks'][number] {
  const found = report.checks.find((entry) => entry.name === name);
  if (!found) throw new Error(`no ${name} check`);
  return found;
}

function credentialsOf(sandbox: RunningSandbox): Record<string, string> {
  return { HOSHIN_BASE_URL: sandbox.url, HOSHIN_APP_KEY: sandbox.appKey, HOSHIN_APP_SECRET: sandbox.secret };
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

describe('hoshin doctor', () => {
  const sandboxes: RunningSandbox[] = [];
  let sandbox: RunningSandbox;
  let pageServer: Server;
  let pageUrl: string;
  const pageRequests: string[] = [];

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, seed: 'demo' });
    sandboxes.push(sandbox);
    // An ordinary web server: every path is a 404 HTML page.
    pageServer = createServer((request: IncomingMessage, response) => {
      pageRequests.push(request.url ?? '');
      response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end('<html><body><h1>Not Found</h1></body></html>');
    });
    pageUrl = `http://127.0.0.1:${await listen(pageServer)}`;
  });

  afterAll(async () => {
    await Promise.all(sandboxes.map((running) => running.close()));
    await new Promise((resolve) => pageServer.close(resolve));
  });

  it('finds nothing wrong with a sandbox, in either flavour, and never prints the secret', async () => {
    const other = await startSandbox({ port: 0, seed: 'empty', flavour: 'hoshinplan' });
    sandboxes.push(other);
    for (const running of [sandbox, other]) {
      const readable = await doctor(credentialsOf(running));
      expect(readable.code, readable.stdout + readable.stderr).toBe(0);
      const lines = readable.stdout.trim().split('\n');
      expect(lines.slice(0, 9).map((line) => line.split(/\s+/)[1])).toEqual(CHECK_NAMES);
      expect(lines.at(-1)).toBe('No problem found.');
      const json = await doctor(credentialsOf(running), '--json');
      expect(json.code).toBe(0);
      const report = parse(json);
      expect(report.ok).toBe(true);
      expect(report.checks.filter((entry) => entry.status !== 'ok').map((entry) => `${entry.name} ${entry.status}`)).toEqual([
        'tls skipped',
      ]);
      expect(check(report, 'service').detail).toMatch(
        /^answers like the planning service: 401 application\/json with code 1 \(no app key\)/,
      );
      expect(check(report, 'signing').detail).toMatch(
        /^a signed GET \/companies answered 200 \(\d+ compan(y|ies)\) with the hoshinplan dialect$/,
      );
      expect(check(report, 'credentials').detail).toContain('from the environment');
      for (const output of [readable.stdout, readable.stderr, json.stdout, json.stderr]) expect(output).not.toContain(running.secret);
    }
  });

  it('never sends a signed URL another doctor or command of the same user sent', async () => {
    // A sandbox of its own: it remembers every signed URL, those of other tests' users too.
    const own = await startSandbox({ port: 0, seed: 'demo' });
    sandboxes.push(own);
    const env = { ...isolatedDirs(), ...NO_PROXIES, ...credentialsOf(own) };
    const runs = await Promise.all([
      ...Array.from({ length: 3 }, () => runHoshinInProcess(['doctor', '--json'], { env, timeoutMs: 40_000 })),
      runHoshinInProcess(['list', 'companies'], { env }),
    ]);
    expect(runs.map((run) => run.code)).toEqual([0, 0, 0, 0]);
    expect(own.stats.reusedSignedUrls).toBe(0);
  });

  it('fails the signing check on a wrong secret, with hoshin auth login in the fix, exit 3', async () => {
    const wrong = 'f'.repeat(32);
    const result = await doctor({ ...credentialsOf(sandbox), HOSHIN_APP_SECRET: wrong }, '--json');
    expect(result.code).toBe(3);
    const report = parse(result);
    expect(report.ok).toBe(false);
    const signing = check(report, 'signing');
    expect(signing.status).toBe('fail');
    expect(signing.detail).toMatch(/signature/);
    expect(signing.fix).toContain('hoshin auth login');
    expect(report.checks.filter((entry) => entry.status === 'fail').map((entry) => entry.name)).toEqual(['signing']);
    expect(result.stdout + result.stderr).not.toContain(wrong);
  });

  it('tells a service that signs another way from a wrong secret, and names the dialect to set', async () => {
    const encoded = await startSandbox({ seed: 'empty', dialect: 'encoded' });
    try {
      const result = await doctor(credentialsOf(encoded), '--json');
      expect(result.code).toBe(3);
      const signing = check(parse(result), 'signing');
      expect(signing.detail).toContain('only with the encoded dialect');
      expect(signing.fix).toBe('run "hoshin profile set default --dialect encoded"');
    } finally {
      await encoded.close();
    }
  });

  it('says an address that answers 404 HTML is not the planning service, and signs nothing for it', async () => {
    const before = pageRequests.length;
    const result = await doctor({ ...credentialsOf(sandbox), HOSHIN_BASE_URL: pageUrl });
    expect(result.code).toBe(5);
    expect(result.stdout).toMatch(/^FAIL\s+service\s+this address does not answer like the planning service \(got 404 text\/html\)$/m);
    expect(result.stdout).toMatch(/^\s+fix: check the base URL \(e\.g\. https:\/\/www\.hoshinplan\.com\)$/m);
    expect(result.stdout).toMatch(/^skipped\s+signing\s+needs an address that answers like the planning service$/m);
    // Only the unsigned probe reached it: no app key, no signature.
    expect(pageRequests.slice(before)).toEqual(['/companies.json']);
  });

  it('fails the address check on a closed port, skips what depends on it, exit 5', async () => {
    const closed = createServer();
    const port = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    const result = await doctor({ ...credentialsOf(sandbox), HOSHIN_BASE_URL: `http://127.0.0.1:${port}` }, '--json');
    expect(result.code).toBe(5);
    const report = parse(result);
    expect(check(report, 'address')).toMatchObject({
      status: 'fail',
      detail: `127.0.0.1:${port} refused the connection`,
    });
    expect(check(report, 'address').fix).toMatch(/port in the base URL/);
    for (const name of ['tls', 'service', 'clock', 'signing'])
      expect(check(report, name)).toEqual({ name, status: 'skipped', detail: 'needs a reachable address' });
    expect(check(report, 'credentials').status).toBe('ok');
  });

  it('goes through the proxy HTTP_PROXY names and says so', async () => {
    const proxy: ForwardingProxy = await startForwardingProxy();
    try {
      const env = {
        ...credentialsOf(sandbox),
        HTTP_PROXY: proxy.url,
        http_proxy: proxy.url,
        NO_PROXY: '',
        no_proxy: '',
      };
      const result = await doctor(env, '--json');
      expect(result.code, result.stdout + result.stderr).toBe(0);
      const report = parse(result);
      expect(check(report, 'proxy')).toEqual({
        name: 'proxy',
        status: 'ok',
        detail: `${proxy.url} from http_proxy, for ${sandbox.url}`,
      });
      expect(check(report, 'address').detail).toMatch(
        new RegExp(`^proxy 127\\.0\\.0\\.1 is an address; TCP connection to 127\\.0\\.0\\.1:${proxy.port} in \\d+ ms`),
      );
      expect(proxy.forwarded).toContain(`GET ${sandbox.url}/companies.json`);
      // The signed request goes through the proxy as every command's does.
      expect(proxy.forwarded.some((line) => line.startsWith(`GET ${sandbox.url}/companies?app_key=`))).toBe(true);
      // The address check's own connection, then the probe's.
      expect(proxy.connections).toBeGreaterThanOrEqual(2);
    } finally {
      await proxy.close();
    }
  });

  it('does not use the proxy for an address NO_PROXY names', async () => {
    const proxy = await startForwardingProxy();
    try {
      const result = await doctor({ ...credentialsOf(sandbox), HTTP_PROXY: proxy.url, NO_PROXY: '127.0.0.1' }, '--json');
      expect(result.code).toBe(0);
      expect(check(parse(result), 'proxy').detail).toBe(`none for ${sandbox.url}: NO_PROXY matches 127.0.0.1`);
      expect(proxy.connections).toBe(0);
    } finally {
      await proxy.close();
    }
  });

  it('refuses a proxy variable that is not a URL as configuration, exit 2, without its password', async () => {
    const result = await doctor({ ...credentialsOf(sandbox), HTTP_PROXY: 'http://alice:s3cret@' });
    expect(result.code).toBe(2);
    expect(result.stdout).toMatch(/^FAIL\s+proxy\s+HTTP_PROXY is not a proxy URL: "http:\/\/alice:\*\*\*@"/m);
    expect(result.stdout).toMatch(/^skipped\s+address\s+needs a usable proxy setting$/m);
    expect(result.stdout).not.toContain('s3cret');
  });

  it('warns about a clock ahead of the service, which the client allows for, and still exits 0', async () => {
    const behind = await startSandbox({ port: 0, seed: 'empty', now: () => Date.now() - 10_000 });
    sandboxes.push(behind);
    const result = await doctor(credentialsOf(behind), '--json');
    expect(result.code).toBe(0);
    const report = parse(result);
    expect(report.ok).toBe(true);
    const clock = check(report, 'clock');
    expect(clock.status).toBe('warn');
    expect(clock.detail).toMatch(/^this machine's clock is (9|10|11) s ahead of the service's/);
    expect(clock.detail).toMatch(/so requests still work/);
    expect(check(report, 'signing').status).toBe('ok');
  });

  it('fails the state check on a state directory others can write to, naming the fix, exit 2', async () => {
    const dirs = isolatedDirs();
    mkdirSync(dirs.HOSHIN_STATE_DIR, { recursive: true, mode: 0o700 });
    chmodSync(dirs.HOSHIN_STATE_DIR, 0o777);
    const result = await doctor({ ...credentialsOf(sandbox), ...dirs }, '--json');
    expect(result.code).toBe(2);
    const state = check(parse(result), 'state');
    expect(state.status).toBe('fail');
    expect(state.detail).toContain(
      `the state directory ${dirs.HOSHIN_STATE_DIR} can be written by others (mode 0777): fix it with "chmod 700`,
    );
    chmodSync(dirs.HOSHIN_STATE_DIR, 0o700);
    const fixed = await doctor({ ...credentialsOf(sandbox), ...dirs }, '--json');
    expect(fixed.code, fixed.stdout).toBe(0);
    expect(check(parse(fixed), 'state').detail).toMatch(/hoshin\.db \(schema \d+\), in a state directory only you can write to$/);
  });

  it('fails the profile check without a base URL, exit 2', async () => {
    const result = await doctor({ HOSHIN_APP_KEY: sandbox.appKey, HOSHIN_APP_SECRET: sandbox.secret }, '--json');
    expect(result.code).toBe(2);
    const report = parse(result);
    expect(check(report, 'profile').status).toBe('fail');
    expect(check(report, 'profile').fix).toMatch(/hoshin profile set default --base-url URL/);
    expect(check(report, 'signing')).toMatchObject({ status: 'skipped', detail: 'needs a base URL' });
  });

  it('refuses arguments with one usage error', async () => {
    const result = await doctor(credentialsOf(sandbox), 'now');
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toEqual([
      'hoshin: argument: "now" is not expected here',
      '  hoshin doctor takes no arguments.',
    ]);
  });
});

describe('doctor judgements', () => {
  const answer = (status: number, contentType: string | undefined, bodyText: string, extra: Record<string, string> = {}) => ({
    status,
    headers: { ...(contentType ? { 'content-type': contentType } : {}), ...extra },
    bodyText,
  });
  const BASE = 'https://www.hoshinplan.com';

  it('accepts both shapes of the 401 refusal, with a numeric code', () => {
    const hoshinplan = judgeServiceAnswer(
      answer(401, 'application/json', '{"message":"no key","type":"SecurityError","code":1,"status":401}'),
      BASE,
      12,
    );
    expect(hoshinplan.status).toBe('ok');
    const spec = judgeServiceAnswer(
      answer(401, 'application/json; charset=utf-8', '{"error":"Unauthorized","code":1,"message":"no key"}'),
      BASE,
      12,
    );
    expect(spec.status).toBe('ok');
  });

  it('refuses anything else as not the planning service', () => {
    const cases: [ReturnType<typeof answer>, string][] = [
      [answer(404, 'text/html', '<html></html>'), 'got 404 text/html'],
      [answer(200, 'application/json', '[]'), 'got 200 application/json'],
      [answer(401, 'application/json', '{"error":"Unauthorized"}'), 'got 401 application/json without a numeric code'],
      [answer(401, 'application/json', '{"code":"1"}'), 'got 401 application/json without a numeric code'],
      [answer(401, 'text/html', '{"code":1}'), 'got 401 text/html without a numeric code'],
      [answer(302, 'text/html', '', { location: 'https://sso.example.com/login' }), 'got 302 text/html to https://sso.example.com/login'],
      [answer(204, undefined, ''), 'got 204 no content type'],
    ];
    for (const [given, got] of cases) {
      const result = judgeServiceAnswer(given, BASE, 5);
      expect(result).toMatchObject({
        status: 'fail',
        exitCode: 5,
        detail: `this address does not answer like the planning service (${got})`,
      });
    }
    expect(judgeServiceAnswer(cases[0]![0], BASE, 5).fix).toBe('check the base URL (e.g. https://www.hoshinplan.com)');
  });

  it('names https when an http:// base URL is redirected there', () => {
    const result = judgeServiceAnswer(
      answer(301, 'text/html', '', { location: 'https://www.hoshinplan.com/companies.json' }),
      'http://www.hoshinplan.com',
      5,
    );
    expect(result.fix).toBe('the address redirects to https: use https://www.hoshinplan.com as the base URL');
  });

  it('measures the clock offset from the Date header', () => {
    const at = (serverMs: number, sentMs: number, receivedMs = sentMs + 40) =>
      judgeClock({
        answer: answer(401, 'application/json', '{}', { date: new Date(serverMs).toUTCString() }),
        sentMs,
        receivedMs,
      });
    const now = Date.parse('2026-03-01T12:00:00.000Z');
    expect(at(now, now)).toMatchObject({
      status: 'ok',
      detail: "this machine's clock agrees with the service's (within 1 s)",
    });
    expect(at(now - 5000, now)).toMatchObject({
      status: 'warn',
      detail: expect.stringMatching(/^this machine's clock is 5 s ahead of the service's \(\+5 s\)/),
    });
    expect(at(now - 5000, now).fix).toMatch(/NTP/);
    expect(at(now + 30_000, now)).toMatchObject({
      status: 'ok',
      detail: expect.stringMatching(/^this machine's clock is 30 s behind the service's \(-30 s\)/),
    });
    expect(at(now + 400_000, now).status).toBe('warn');
    expect(judgeClock({ answer: answer(401, 'application/json', '{}'), sentMs: now, receivedMs: now }).status).toBe('warn');
  });

  it('maps TLS failures to their fixes: an unknown authority names NODE_EXTRA_CA_CERTS', () => {
    for (const code of [
      'SELF_SIGNED_CERT_IN_CHAIN',
      'DEPTH_ZERO_SELF_SIGNED_CERT',
      'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
      'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    ]) {
      const { detail, fix } = tlsFailure(code, 'x', 'plan.example.com');
      expect(detail, code).toContain(code);
      expect(fix, code).toMatch(/NODE_EXTRA_CA_CERTS=/);
    }
    expect(tlsFailure('CERT_HAS_EXPIRED', 'x', 'h').fix).toMatch(/clock/);
    expect(tlsFailure('ERR_TLS_CERT_ALTNAME_INVALID', 'x', 'h').detail).toBe(
      'the certificate is not valid for h (ERR_TLS_CERT_ALTNAME_INVALID)',
    );
    expect(tlsFailure('ERR_SSL_WRONG_VERSION_NUMBER', 'x', 'h').fix).toMatch(/http:\/\/ instead of https:\/\//);
  });

  it('warns about a certificate close to its expiry', () => {
    const now = Date.parse('2026-03-01T00:00:00Z');
    const later = (days: number) => ({
      valid_to: new Date(now + days * 86_400_000 + 1000).toUTCString(),
      issuer: { O: 'Example CA' } as never,
    });
    expect(certificateResult(later(90), 'TLSv1.3', 'h', now)).toMatchObject({
      status: 'ok',
      detail: expect.stringContaining('issued by Example CA, expires 2026-05-30 (in 90 days)'),
    });
    expect(certificateResult(later(5), 'TLSv1.3', 'h', now).status).toBe('warn');
  });

  it('fails the TLS check of an https:// address whose port speaks plain HTTP', async () => {
    const plain = createServer((_, response) => response.end('plain'));
    const port = await listen(plain);
    try {
      const result = await checkTls({ endpoint: { host: '127.0.0.1', port }, timeoutMs: 5000, now: Date.now });
      expect(result).toMatchObject({ name: 'tls', status: 'fail', exitCode: 5 });
      expect(result.detail).toMatch(/^127\.0\.0\.1 does not speak TLS on this port/);
    } finally {
      plain.closeAllConnections();
      await new Promise((resolve) => plain.close(resolve));
    }
  });

  it('exits with the code of the first failure, 0 with warnings only', () => {
    expect(exitCodeFor([ok('profile', ''), warn('clock', ''), skipped('tls', '')])).toBe(0);
    expect(exitCodeFor([ok('profile', ''), fail('address', 5, ''), fail('credentials', 3, '')])).toBe(5);
    expect(exitCodeFor([fail('credentials', 3, ''), fail('signing', 5, '')])).toBe(3);
  });
});
