// Every request says who sends it: `User-Agent: hoshin/<version> (node <version>; <platform>)`,
// with Accept exactly application/json; checked on what a fixture server receives.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_AGENT } from '../../source/core/version.js';
import { isolatedDirs } from '../helpers/cli.js';
import { runHoshinInProcess } from '../helpers/cli-in-process.js';

interface Received {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
}

/** What the header must say, from package.json itself rather than the code under test. */
const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
const EXPECTED = `hoshin/${version} (node ${process.versions.node}; ${process.platform})`;

let server: Server;
let env: Record<string, string>;
const received: Received[] = [];

function answer(method: string, path: string): [number, unknown] {
  if (path === '/companies.json') return [401, { error: 'Unauthorized', code: 1, message: 'no app key' }];
  if (method === 'GET' && path === '/companies') return [200, [{ id: 1, name: 'Acme' }]];
  if (method === 'GET' && path === '/companies/1') return [200, { id: 1, name: 'Acme' }];
  if (method === 'POST' && path === '/companies') return [201, { id: 2, name: 'Beta' }];
  return [404, { status: '404', error: 'Not Found' }];
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0] as string;
    received.push({ method: request.method ?? '', path, headers: request.headers });
    request.resume();
    request.on('end', () => {
      const [status, body] = answer(request.method ?? '', path);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  env = {
    ...isolatedDirs(),
    HOSHIN_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    HOSHIN_APP_KEY: 'key',
    HOSHIN_APP_SECRET: 'secret',
  };
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('User-Agent', () => {
  it("names hoshin's version, node's and the platform", () => {
    expect(USER_AGENT).toBe(EXPECTED);
    expect(USER_AGENT).toMatch(/^hoshin\/\d+\.\d+\.\d+\S* \(node \d+\.\d+\.\d+; [a-z0-9]+\)$/);
  });

  it("goes with every request, reads, writes and doctor's probes, beside Accept: application/json", async () => {
    for (const args of [['get', 'company', '1'], ['list', 'companies'], ['create', 'company', 'name=Beta'], ['doctor']]) {
      const result = await runHoshinInProcess(args, { env });
      if (args[0] !== 'doctor') expect(result.code, `${args.join(' ')}: ${result.stderr}`).toBe(0);
    }
    expect(received.map((request) => `${request.method} ${request.path}`)).toEqual(
      expect.arrayContaining(['GET /companies/1', 'GET /companies', 'POST /companies', 'GET /companies.json']),
    );
    for (const request of received) {
      expect(request.headers['user-agent'], `${request.method} ${request.path}`).toBe(EXPECTED);
      expect(request.headers.accept, `${request.method} ${request.path}`).toBe('application/json');
    }
  });
});
