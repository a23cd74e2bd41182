// Times whole processes, as the start-up and patch benches need them: a program on a pty until its
// screen shows something, and a command until it exits, each with its CPU time.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { spawnOnPty } from '../test/helpers/pty.js';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** CPU time (user and system, all threads) a running process has used, ms; clock ticks of 10 ms. */
function cpuMsOf(pid: number): number {
  // Fields after the command's name: state is the 1st, utime the 12th, stime the 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /s, '')
    .split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

export interface Frame {
  /** Spawn until the screen passes the check. */
  readonly wall: number;
  /** CPU time of the process by then: what other load on the machine disturbs least. */
  readonly cpu: number;
}

export async function timeToScreen(
  command: readonly string[],
  env: Record<string, string | undefined>,
  expected: (screen: string[]) => boolean,
): Promise<Frame> {
  const program = spawnOnPty(command[0]!, command.slice(1), { env });
  try {
    const at = await program.waitFor(expected);
    return { wall: at - program.startedAt, cpu: cpuMsOf(program.pid) };
  } finally {
    program.kill('SIGTERM');
    await Promise.race([program.exited, sleep(2000)]);
    program.close();
  }
}

export interface Timing {
  /** Spawn to the first byte on stdout. */
  readonly answer: number;
  /** Spawn to exit. */
  readonly exit: number;
  /** CPU time of the command (user and system, all threads), ms. */
  readonly cpu: number;
}

/** bash's `times`, its last line: the CPU time of the children it waited for ("0m0.052s 0m0.005s"). */
function childrenCpuMs(stderr: string): number {
  const last = stderr.trim().split('\n').at(-1) ?? '';
  const match = /^(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/.exec(last);
  if (!match) throw new Error(`bench: no CPU times in ${JSON.stringify(last)}`);
  return (Number(match[1]) * 60 + Number(match[2]) + Number(match[3]) * 60 + Number(match[4])) * 1000;
}

/** A whole process: when its first output arrives and when it has exited (status 0 or it throws). */
export function timeCommand(command: readonly string[], env: NodeJS.ProcessEnv): Promise<Timing> {
  return new Promise((done, fail) => {
    const began = performance.now();
    let answer: number | undefined;
    let errors = '';
    const child = spawn('bash', ['-c', '"$@"; status=$?; times >&2; exit $status', 'bash', ...command], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', () => (answer ??= performance.now() - began));
    child.stderr.on('data', (data: Buffer) => (errors += data.toString()));
    child.on('error', fail);
    child.on('close', (status) => {
      const exit = performance.now() - began;
      if (status !== 0) fail(new Error(`bench: ${command.join(' ')} exited ${status}: ${errors}`));
      else done({ answer: answer ?? exit, exit, cpu: childrenCpuMs(errors) });
    });
  });
}
