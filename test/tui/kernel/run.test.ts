// startTui on a terminal double: the terminal is raw before the first frame is written, so a key
// typed the moment the console appears is neither echoed nor held for a line by the terminal.
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../../source/client/http-client.js';
import { loadWithoutCi } from '../../../source/terminal/console-loading.js';
import { LocalIndex } from '../../../source/index/model.js';
import { startSandbox, type RunningSandbox } from '../../../source/sandbox/server.js';
import { recordSandboxInIndex } from '../../../source/cli/commands/demo/sandbox-index.js';
import { Session } from '../../../source/usecases/session.js';
import { pollUntil } from '../../helpers/wait.js';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, host: '127.0.0.1', seed: 'demo' });
});
afterAll(async () => {
  await sandbox.close();
});

/** A terminal that records, in order, raw-mode switches and frame writes. */
function terminalDouble() {
  const events: string[] = [];
  const stdin = Object.assign(new PassThrough(), {
    isTTY: true,
    isRaw: false,
    setRawMode(on: boolean) {
      stdin.isRaw = on;
      events.push(on ? 'raw' : 'line');
      return stdin;
    },
    ref: () => stdin,
    unref: () => stdin,
  });
  const stdout = Object.assign(new PassThrough(), { isTTY: true, columns: 80, rows: 24 });
  stdout.resume();
  const write = stdout.write.bind(stdout) as (...args: unknown[]) => boolean;
  stdout.write = ((...args: unknown[]) => {
    events.push(stdin.isRaw ? 'frame (raw)' : 'frame (line mode)');
    return write(...args);
  }) as typeof stdout.write;
  return { stdin, stdout, events };
}

describe('the console takes the keys from its first frame', () => {
  it('switches the terminal to raw before writing anything, and back to line mode when it ends', async () => {
    // As the CLI loads it: Ink must draw interactively whatever CI says.
    const { startTui } = await loadWithoutCi(() => import('../../../source/tui/kernel/run.js'));
    const client = createClient({
      baseUrl: sandbox.url,
      credentials: { appKey: sandbox.appKey, secret: sandbox.secret },
    });
    const index = new LocalIndex();
    recordSandboxInIndex(sandbox.store, index);
    const session = new Session(client, index, { profileName: 'test', baseUrl: sandbox.url, readOnly: false });
    const terminal = terminalDouble();
    const streams = { stdin: terminal.stdin, stdout: terminal.stdout, stderr: terminal.stdout } as never;
    const exit = startTui({ session, env: { NO_COLOR: '1' }, streams, forcedReadOnly: false });
    await pollUntil(() => terminal.events.some((e) => e.startsWith('frame')), 'the first frame', {
      timeoutMs: 10_000,
      detail: () => `events: ${terminal.events.join(', ')}`,
    });
    terminal.stdin.write('q');
    expect(await exit).toEqual({ type: 'quit' });
    session.close();
    await client.close();
    const firstFrame = terminal.events.findIndex((e) => e.startsWith('frame'));
    expect(firstFrame).toBeGreaterThan(0);
    expect(terminal.events[0]).toBe('raw');
    expect(terminal.events[firstFrame]).toBe('frame (raw)');
    expect(terminal.events[terminal.events.length - 1]).toBe('line');
    expect(terminal.stdin.isRaw).toBe(false);
  });
});
