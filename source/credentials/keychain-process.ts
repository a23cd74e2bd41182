// Each keychain call in a short-lived child process: a blocked native call keeps even process.exit() from finishing.
import { createRequire } from 'node:module';
import { childEnvironment } from '../core/credentials.js';

/** What the keychain store needs from keytar. */
export interface KeychainBackend {
  /** Loads keytar without touching the keychain (for `hoshin info`). */
  load(): Promise<void>;
  /** Every entry under the service: account -> stored text. */
  findAll(service: string): Promise<Map<string, string>>;
  set(service: string, account: string, password: string): Promise<void>;
  delete(service: string, account: string): Promise<boolean>;
}

/** How every message about loading keytar begins. */
export const KEYCHAIN_MODULE = 'keytar (the optional keychain module)';

/** The reason given when a keyring daemon runs but has no keyring to keep secrets in. */
export const NO_DEFAULT_KEYRING =
  'a keyring daemon answers on D-Bus but has no default keyring (no "login" collection) to keep the secret in';

/** keytar could not be loaded; `missing` when it is not installed at all. */
export class KeytarLoadError extends Error {
  constructor(
    message: string,
    readonly missing: boolean,
  ) {
    super(message);
    this.name = 'KeytarLoadError';
  }
}

/** The keychain call did not finish in time; the child was killed. */
export class KeychainTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`no answer within ${timeoutMs / 1000} s`);
    this.name = 'KeychainTimeoutError';
  }
}

type Request =
  | { readonly op: 'load' }
  | { readonly op: 'findAll'; readonly service: string }
  | { readonly op: 'set'; readonly service: string; readonly account: string; readonly password: string }
  | { readonly op: 'delete'; readonly service: string; readonly account: string };

// The request (which may carry the secret) arrives on stdin, never in argv; the answer leaves on stdout.
const CHILD_SCRIPT = `
const chunks = [];
const reply = (answer) => process.stdout.write(JSON.stringify(answer), () => process.exit(0));
const message = (error) => String((error && error.message) || error).split('\\n')[0];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', async () => {
  let keytar;
  try { keytar = require(process.argv[1]); } catch (error) { return reply({ loadError: message(error) }); }
  try {
    const request = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    if (request.op === 'load') return reply({ value: true });
    if (request.op === 'findAll') return reply({ value: await keytar.findCredentials(request.service) });
    if (request.op === 'set') { await keytar.setPassword(request.service, request.account, request.password); return reply({ value: true }); }
    if (request.op === 'delete') return reply({ value: await keytar.deletePassword(request.service, request.account) });
    reply({ error: 'unknown request' });
  } catch (error) { reply({ error: message(error) }); }
});
`;

/** A single-file executable has no node to run the helper with, and no node_modules beside it. */
function insideSingleExecutable(): boolean {
  try {
    return (createRequire(import.meta.url)('node:sea') as { isSea(): boolean }).isSea();
  } catch {
    return false;
  }
}

function keytarPath(): string {
  if (insideSingleExecutable()) throw new KeytarLoadError(`${KEYCHAIN_MODULE} cannot be loaded by the single-file executable`, true);
  try {
    return createRequire(import.meta.url).resolve('keytar');
  } catch {
    throw new KeytarLoadError(`${KEYCHAIN_MODULE} is not installed`, true);
  }
}

export interface ChildKeychainOptions {
  readonly env: NodeJS.ProcessEnv;
  readonly timeoutMs: number;
}

export class ChildProcessKeychain implements KeychainBackend {
  constructor(private readonly options: ChildKeychainOptions) {}

  private async run(request: Request): Promise<unknown> {
    const path = keytarPath();
    // Loaded when a helper is started: a command whose secret comes from elsewhere never pays for it.
    const { spawn } = await import('node:child_process');
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['-e', CHILD_SCRIPT, path], {
        env: childEnvironment(this.options.env),
        stdio: ['pipe', 'pipe', 'ignore'],
      });
      let output = '';
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        child.kill('SIGKILL');
      }, this.options.timeoutMs);
      child.stdout.setEncoding('utf8');
      child.stdout.on('data', (chunk: string) => (output += chunk));
      child.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.on('close', () => {
        clearTimeout(timer);
        if (timedOut) {
          reject(new KeychainTimeoutError(this.options.timeoutMs));
          return;
        }
        let answer: { value?: unknown; error?: string; loadError?: string };
        try {
          answer = JSON.parse(output) as typeof answer;
        } catch {
          reject(new Error('the keychain helper process ended without an answer'));
          return;
        }
        if (answer.loadError !== undefined) {
          reject(new KeytarLoadError(`${KEYCHAIN_MODULE} could not be loaded: ${answer.loadError}`, false));
          return;
        }
        if (answer.error !== undefined) {
          reject(new Error(answer.error));
          return;
        }
        resolve(answer.value);
      });
      // A child that dies before reading must not crash us with EPIPE.
      child.stdin.on('error', () => undefined);
      child.stdin.end(JSON.stringify(request));
    });
  }

  async load(): Promise<void> {
    await this.run({ op: 'load' });
  }

  async findAll(service: string): Promise<Map<string, string>> {
    const entries = (await this.run({ op: 'findAll', service })) as Array<{ account: string; password: string }>;
    return new Map(entries.map((entry) => [entry.account, entry.password]));
  }

  async set(service: string, account: string, password: string): Promise<void> {
    await this.run({ op: 'set', service, account, password });
  }

  async delete(service: string, account: string): Promise<boolean> {
    return (await this.run({ op: 'delete', service, account })) === true;
  }
}
