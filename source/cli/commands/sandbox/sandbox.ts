// `hoshin sandbox`: runs the local planning service in the foreground until SIGINT or SIGTERM.
import { writeWarning } from '../../terminal/stderr-lines.js';
import { HoshinError } from '../../../core/errors.js';
import type { CliContext } from '../../../terminal/io-context.js';
import type { CommandRun } from '../../specs/types.js';
import { refusal, refusalWithHints } from '../../../core/refusal.js';
import { unexpectedArguments } from '../../usage-error.js';
import {
  DataFileError,
  isSandboxDialect,
  isSandboxFlavour,
  SANDBOX_DIALECTS,
  SANDBOX_FLAVOURS,
  startSandbox,
  type RunningSandbox,
  type SandboxFlavour,
} from '../../../sandbox/server.js';
import type { SANDBOX_OPTIONS } from './options.js';

const FLAVOUR_BANNERS: Readonly<Record<SandboxFlavour, string>> = {
  spec: 'flavour: spec (the service as its spec describes it)',
  hoshinplan: 'flavour: hoshinplan (answers as the public implementation, gabriprat/hoshinplan, does)',
};

const LISTEN_FAILURES = new Set(['EADDRINUSE', 'EACCES', 'EADDRNOTAVAIL', 'ENOTFOUND', 'EAI_AGAIN']);

function parsePort(text: string | undefined): number {
  if (text === undefined) return 0;
  if (!/^\d{1,5}$/.test(text) || Number(text) > 65_535)
    throw refusal('--port', text, 'is not a port', ['A port is a whole number from 0 to 65535 (0: a free one).']);
  return Number(text);
}

export const run: CommandRun<typeof SANDBOX_OPTIONS> = async (parsed, context) => {
  if (parsed.positionals.length > 0)
    throw unexpectedArguments(parsed.positionals, ['hoshin sandbox takes options only: "hoshin sandbox --help" lists them.']);
  const port = parsePort(parsed.values.port);
  const host = parsed.values.host ?? '127.0.0.1';
  if (host.trim() === '') throw refusal('--host', host, 'is empty', ['Give an address to listen on, as in 127.0.0.1.']);
  const seed = parsed.values.seed ?? 'demo';
  if (seed !== 'demo' && seed !== 'empty') throw refusal('--seed', seed, 'is not a seed', ['Expected demo or empty.']);
  const flavour = parsed.values.flavour ?? 'spec';
  if (!isSandboxFlavour(flavour))
    throw refusal('--flavour', flavour, 'is not a flavour', [`Expected one of ${SANDBOX_FLAVOURS.join(', ')}.`]);
  const dialect = parsed.globals.dialect ?? (flavour === 'hoshinplan' ? 'hoshinplan' : 'lenient');
  if (!isSandboxDialect(dialect))
    throw refusal('--dialect', dialect, 'is not a dialect', [`Expected one of ${SANDBOX_DIALECTS.join(', ')}.`]);
  // The public implementation checks one reading: its own, or one other named, never all of them.
  if (flavour === 'hoshinplan' && dialect === 'lenient')
    throw refusal('--dialect', dialect, 'does not go with --flavour hoshinplan', [
      'The public implementation verifies one dialect: hoshinplan (the default), encoded or plain.',
    ]);
  const dataFile = parsed.values.data;
  if (dataFile === '') throw refusal('--data', dataFile, 'is empty', ['Give the file to keep the plan in.']);

  const envKey = context.env.HOSHIN_SANDBOX_APP_KEY;
  const envSecret = context.env.HOSHIN_SANDBOX_SECRET;
  if (Boolean(envKey) !== Boolean(envSecret))
    throw refusalWithHints(`${envKey ? 'HOSHIN_SANDBOX_SECRET' : 'HOSHIN_SANDBOX_APP_KEY'} is not set`, [
      'Set both HOSHIN_SANDBOX_APP_KEY and HOSHIN_SANDBOX_SECRET, or neither (then both are generated).',
    ]);

  let sandbox: RunningSandbox;
  try {
    sandbox = await startSandbox({
      port,
      host,
      seed,
      flavour,
      dialect,
      ...(dataFile ? { dataFile } : {}),
      ...(envKey && envSecret ? { appKey: envKey, secret: envSecret } : {}),
      now: context.now,
      ...(parsed.values.quiet === true ? {} : { log: (line: string) => context.stderr.write(`${line}\n`) }),
    });
  } catch (error) {
    if (error instanceof DataFileError) throw refusal('--data', dataFile ?? '', 'cannot be used', [error.message]);
    const code = (error as NodeJS.ErrnoException).code;
    if (code && LISTEN_FAILURES.has(code)) {
      const reasons: Record<string, string> = { EADDRINUSE: 'the port is already in use', EACCES: 'permission denied' };
      const reason = reasons[code] ?? `cannot use that address (${code})`;
      throw new HoshinError('network', `cannot listen on ${host}:${port}: ${reason}`);
    }
    throw error;
  }

  // Listen for the stop signals before saying anything: whoever reads the banner may stop us at once.
  const stopped = new Promise<NodeJS.Signals>((resolve) => {
    const stop = (name: NodeJS.Signals) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve(name);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  if (parsed.globals.json) {
    // One line a script can read as soon as it arrives; throwaway credentials only when generated here.
    const credentials = envKey
      ? { credentials: 'environment' }
      : { credentials: 'generated', app_key: sandbox.appKey, secret: sandbox.secret };
    context.stdout.write(`${JSON.stringify({ url: sandbox.url, flavour: sandbox.flavour, ...credentials })}\n`);
  } else printBanner(context, sandbox, Boolean(envKey), dialect);
  if (!/^(127\.|::1$|localhost$)/.test(host)) writeWarning(context, `listening on ${host}, reachable beyond this machine`);

  const signal = await stopped;
  await sandbox.close();
  context.stderr.write(`sandbox stopped (${signal})\n`);
  return 0;
};

function printBanner(context: CliContext, sandbox: RunningSandbox, fromEnvironment: boolean, dialect: string): void {
  context.stdout.write(`listening on ${sandbox.url}\n`);
  if (fromEnvironment) {
    context.stdout.write('credentials: HOSHIN_SANDBOX_APP_KEY and HOSHIN_SANDBOX_SECRET from the environment\n');
    context.stdout.write(
      `try: HOSHIN_BASE_URL=${sandbox.url} HOSHIN_APP_KEY="$HOSHIN_SANDBOX_APP_KEY" HOSHIN_APP_SECRET="$HOSHIN_SANDBOX_SECRET" hoshin list companies\n`,
    );
  } else {
    // Throwaway credentials of this local sandbox only; they are shown so it can be queried.
    context.stdout.write(`app key: ${sandbox.appKey}\n`);
    context.stdout.write(`secret:  ${sandbox.secret}\n`);
    context.stdout.write(
      `try: HOSHIN_BASE_URL=${sandbox.url} HOSHIN_APP_KEY=${sandbox.appKey} HOSHIN_APP_SECRET=${sandbox.secret} hoshin list companies\n`,
    );
  }
  // A server of the public implementation's shape that signs another reading says which.
  const reading = sandbox.flavour === 'hoshinplan' && dialect !== 'hoshinplan' ? `; it signs the ${dialect} reading` : '';
  context.stdout.write(`${FLAVOUR_BANNERS[sandbox.flavour]}${reading}\n`);
}
