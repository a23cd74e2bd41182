// `list` and `get` run from their script in the npm bundle (decision 0381), which holds its own copy
// of the program's modules: a failure is classified by the classes that made it (reportFailure's
// instanceof), so each exits with the code and the words it has when run from the source.
import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';
import { isolatedDirs, runHoshin } from '../helpers/cli.js';
import { runHoshinInProcess, serviceEnv } from '../helpers/cli-in-process.js';

// Records the scripts the process ran through node:vm, so each line is known to have taken the script.
const RECORDER = `
const vm = require('node:vm');
const files = [];
const Script = vm.Script;
vm.Script = class extends Script { constructor(source, options) { super(source, options); files.push(options.filename); } };
process.on('exit', () => require('node:fs').writeFileSync(process.env.SCRIPTS_OUT, JSON.stringify(files)));
`;

let sandbox: RunningSandbox;
let failing: Server;
let dir: string;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, seed: 'demo' });
  // A service that answers every request with a server error.
  failing = createServer((_request, response) => {
    response.writeHead(500, { 'content-type': 'application/json' });
    response.end('{"error":"boom"}');
  });
  failing.listen(0, '127.0.0.1');
  await once(failing, 'listening');
  dir = mkdtempSync(join(tmpdir(), 'hoshin-list-get-failures-'));
  writeFileSync(join(dir, 'recorder.cjs'), RECORDER);
});

afterAll(async () => {
  await sandbox.close();
  failing.close();
  rmSync(dir, { recursive: true, force: true });
});

const failingEnv = (): Record<string, string> => ({
  ...serviceEnv(sandbox),
  HOSHIN_BASE_URL: `http://127.0.0.1:${(failing.address() as AddressInfo).port}`,
});

/** The line run by the built executable (through the script) and from the source, each in fresh directories. */
async function bothWays(args: string[], service: () => Record<string, string>) {
  const out = join(dir, `scripts-${args.join('-').replace(/\W/g, '_')}.json`);
  const built = await runHoshin(args, {
    env: { ...isolatedDirs(), ...service(), NODE_OPTIONS: `--require ${join(dir, 'recorder.cjs')}`, SCRIPTS_OUT: out },
  });
  const scripts = (JSON.parse(readFileSync(out, 'utf8')) as string[]).map((file) => file.split('/').pop());
  expect(scripts[0], `${args.join(' ')}: from the script`).toMatch(/^list-get-[\w-]+\.cjs$/);
  const source = await runHoshinInProcess(args, { env: { ...isolatedDirs(), ...service() } });
  return { built, source };
}

describe('a failing list or get through the script', () => {
  // What, the line, the service, the exit code it has.
  const lines: [string, string[], () => Record<string, string>, number][] = [
    ['an unknown id', ['get', 'company', '999999'], () => serviceEnv(sandbox), 4],
    ['an unknown id, --json', ['get', 'indicator', '999999', '--json'], () => serviceEnv(sandbox), 4],
    ['a usage error', ['list', 'nonsense'], () => serviceEnv(sandbox), 2],
    ['a missing option', ['list', 'objectives'], () => serviceEnv(sandbox), 2],
    ['an unknown option, --json', ['get', 'company', '1', '--colour', '--json'], () => serviceEnv(sandbox), 2],
    ["the service's 5xx", ['list', 'companies'], failingEnv, 5],
    ["the service's 5xx, --json", ['get', 'company', '1', '--json'], failingEnv, 5],
    ['a partial answer', ['list', 'hoshins', '--company', '1'], () => serviceEnv(sandbox), 7],
    // Not a failure: --where's module, which the script bundles (a dynamic import of list's).
    ['a --where that matches nothing', ['list', 'companies', '--where', 'name~nosuchname'], () => serviceEnv(sandbox), 0],
  ];
  for (const [what, args, service, code] of lines)
    it(`${what} (${args.join(' ')}) exits as from the source`, async () => {
      const { built, source } = await bothWays(args, service);
      expect(built.code, `${what}: ${built.stderr}`).toBe(code);
      expect({ code: built.code, stdout: built.stdout, stderr: built.stderr }).toEqual({
        code: source.code,
        stdout: source.stdout,
        stderr: source.stderr,
      });
    });
});
