// Signals to a hoshin process that holds the secret, mid-request (the built executable): SIGUSR1
// opens no Node inspector in it (a port anyone on the machine could attach to and read the secret
// through), and SIGQUIT ends it with 128 + 3 without a core file (which would hold the secret).
import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { EXECUTABLE, isolatedDirs } from '../helpers/cli.js';
import { pollUntil } from '../helpers/wait.js';

interface HeldService {
  readonly url: string;
  /** The requests that arrived, held unanswered until `answer`. */
  readonly held: ServerResponse[];
  answer(json: unknown): void;
  close(): Promise<void>;
}

/** A service that takes each request and answers only when told. */
async function heldService(): Promise<HeldService> {
  const held: ServerResponse[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    request.resume();
    held.push(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    held,
    answer(json) {
      const text = JSON.stringify(json);
      for (const response of held.splice(0)) response.writeHead(200, { 'content-type': 'application/json' }).end(text);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface Running {
  readonly pid: number;
  readonly stdout: () => string;
  readonly stderr: () => string;
  readonly ended: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `hoshin list companies` against the service, its secret from the environment; the inspector, if it ever opened, on a free port. */
function listCompanies(serviceUrl: string): Running {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) if (value !== undefined && !name.startsWith('HOSHIN_')) env[name] = value;
  Object.assign(env, isolatedDirs(), {
    HOSHIN_BASE_URL: serviceUrl,
    HOSHIN_APP_KEY: 'signal-key',
    HOSHIN_APP_SECRET: 'signal-secret',
    NODE_OPTIONS: '--inspect-port=127.0.0.1:0',
  });
  const child = spawn(process.execPath, [EXECUTABLE, 'list', 'companies', '--json'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal })),
  );
  return { pid: child.pid as number, stdout: () => stdout, stderr: () => stderr, ended };
}

let service: HeldService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

describe('a hoshin process holding the secret', () => {
  it('ignores SIGUSR1: no inspector opens, and the command ends as it would have', async () => {
    service = await heldService();
    const held = service;
    const hoshin = listCompanies(held.url);
    await pollUntil(() => held.held.length > 0, 'the request to arrive', { detail: hoshin.stderr });
    process.kill(hoshin.pid, 'SIGUSR1');
    // The command goes on after the signal: its answer arrives, it prints it and ends.
    held.answer([]);
    expect(await hoshin.ended).toEqual({ code: 0, signal: null });
    expect(JSON.parse(hoshin.stdout())).toEqual([]);
    expect(hoshin.stderr()).not.toContain('Debugger listening');
  });

  it('ends on SIGQUIT with status 131, not by the signal (whose core file would hold the secret)', async () => {
    service = await heldService();
    const held = service;
    const hoshin = listCompanies(held.url);
    await pollUntil(() => held.held.length > 0, 'the request to arrive', { detail: hoshin.stderr });
    process.kill(hoshin.pid, 'SIGQUIT');
    expect(await hoshin.ended).toEqual({ code: 128 + 3, signal: null });
  });
});
