// Starts bench/sandbox-process.ts (the demo's sandbox in its own process) and reads where it listens.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

export interface SandboxProcess {
  readonly url: string;
  readonly appKey: string;
  readonly secret: string;
  readonly child: ChildProcess;
}

export async function startSandboxProcess(): Promise<SandboxProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve('bench/sandbox-process.ts'), '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((done) => createInterface({ input: child.stdout! }).once('line', done));
  return { ...(JSON.parse(line) as { url: string; appKey: string; secret: string }), child };
}
