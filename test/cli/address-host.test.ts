// A web address is taken for its host: `get` (and the console's palette) never read a resource of
// this service for an address on another one. In process against the demo sandbox.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { otherHost } from '../../source/index/references.js';
import type { RunningSandbox } from '../../source/sandbox/server.js';
import { parsePaletteInput } from '../../source/tui/palette/palette.js';
import { isolatedDirs } from '../helpers/cli.js';
import { runInProcess, startDemoService } from '../helpers/cli-in-process.js';

let sandbox: RunningSandbox;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  ({ sandbox, env } = await startDemoService());
});
beforeEach(() => sandbox.resetStats());
afterAll(() => sandbox.close());

describe('get <web address>', () => {
  it('refuses an address on another host before any request, naming both hosts and how to read it there', async () => {
    const here = new URL(sandbox.url).host;
    const result = await runInProcess(['get', 'https://other.example.org/indicators/101'], env);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      `hoshin: the address is on other.example.org, not on ${here} (the service hoshin reads here): indicator 101 of ${here} is another one; to read it there, add --base-url https://other.example.org with that service's credentials\n`,
    );
    expect(sandbox.stats.requests).toBe(0);
  });

  it('names the profile whose service is on that host', async () => {
    // Directories of its own: the profile it makes would change what the other cases are told.
    const own = { ...env, ...isolatedDirs() };
    const made = await runInProcess(['profile', 'set', 'other', '--base-url', 'https://www.other.example.org'], own);
    expect(made.code, made.stderr).toBe(0);
    const result = await runInProcess(['get', 'other.example.org/hoshins/11-plan'], own);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('hoshin: the address is on other.example.org, not on ');
    expect(result.stderr).toContain('; profile "other" has that service: add --profile other\n');
    expect(sandbox.stats.requests).toBe(0);
  });

  it("reads an address on the service's own host, and a path", async () => {
    const own = await runInProcess(['get', `${sandbox.url}/indicators/101-oee`, '--fields', 'id'], env);
    expect(own.code, own.stderr).toBe(0);
    expect(own.stdout).toContain('101');
    const path = await runInProcess(['get', '/indicators/101', '--fields', 'id'], env);
    expect(path.code, path.stderr).toBe(0);
  });
});

describe('hosts', () => {
  it('are the same with or without www., and differ by port', () => {
    expect(otherHost('https://www.hoshinplan.com/hoshins/1', 'https://hoshinplan.com')).toBeNull();
    expect(otherHost('http://127.0.0.1:8080/hoshins/1', 'http://127.0.0.1:9090')).toEqual({
      address: '127.0.0.1:8080',
      service: '127.0.0.1:9090',
    });
    expect(otherHost('/hoshins/1', 'http://127.0.0.1:9090')).toBeNull();
  });

  it('keep the palette from opening an address of another service', () => {
    expect(parsePaletteInput('https://other.example.org/indicators/101', 'http://127.0.0.1:4000')).toEqual({
      type: 'error',
      message:
        'the address is on other.example.org, not on 127.0.0.1:4000 (the service hoshin reads here): indicator 101 of 127.0.0.1:4000 is another one',
    });
    expect(parsePaletteInput('http://127.0.0.1:4000/indicators/101', 'http://127.0.0.1:4000')).toEqual({
      type: 'open',
      kind: 'indicator',
      id: 101,
    });
  });
});
