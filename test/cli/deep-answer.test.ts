// An answer nested 100,000 deep ends as a server failure (exit 5) with one clear line, never as a
// stack overflow: hoshin run in process against a fixture server on loopback.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolatedDirs } from '../helpers/cli.js';
import { runHoshinInProcess } from '../helpers/cli-in-process.js';

const DEPTH = 100_000;

describe('a deeply nested JSON answer', () => {
  let server: Server;
  let url: string;
  const deep = `{"id":1,"name":"Acme","deep":${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}}`;
  const deepInString = `{"id":2,"name":"${'['.repeat(DEPTH)}","hoshins_count":0}`;

  beforeAll(async () => {
    server = createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(request.url?.startsWith('/companies/2') ? deepInString : deep);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const env = () => ({
    ...isolatedDirs(),
    HOSHIN_BASE_URL: url,
    HOSHIN_APP_KEY: 'k'.repeat(32),
    HOSHIN_APP_SECRET: 's'.repeat(32),
  });

  it.each([[[]], [['--json']]])('get company 1 %j ends with exit 5 and names the nesting', async (extra: string[]) => {
    const result = await runHoshinInProcess(['get', 'company', '1', ...extra], { env: env() });
    expect(result.code, result.stderr).toBe(5);
    expect(result.stderr).toContain('answered 200 with JSON nested deeper than 64 levels, which hoshin does not read');
    expect(result.stderr).not.toContain('Maximum call stack');
  });

  it('brackets inside a string are text, not nesting: that answer is read', async () => {
    const result = await runHoshinInProcess(['get', 'company', '2', '--json'], { env: env() });
    expect(result.code, result.stderr).toBe(0);
    expect((JSON.parse(result.stdout) as { name: string }).name).toHaveLength(DEPTH);
  });
});
