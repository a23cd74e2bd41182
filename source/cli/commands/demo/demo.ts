// `hoshin demo`: the console against an in-process sandbox, with credentials only in this process's memory.
import { writeNote } from '../../terminal/stderr-lines.js';
import { nodeCrypto } from '../../../core/node-crypto.js';
import { hoshinPaths } from '../../../config/paths.js';
import { Journal } from '../../../journal/journal.js';
import { journalingClient } from '../../../journal/journaling-client.js';
import { lazyClient } from '../../../client/lazy-client.js';
import { openServiceIndex } from '../../../index/profile.js';
import type { ServiceIdentity } from '../../../index/service-identity.js';
import type { RunningSandbox } from '../../../sandbox/server.js';
import { closeDatabase, databaseFile, openDatabase } from '../../../store/database.js';
import type { CommandRun } from '../../specs/types.js';
import { unexpectedArguments } from '../../usage-error.js';
import { demoJournalDir } from './journal-dir.js';
import { loadWithoutCi, requireTerminal, terminalStreams } from '../../../terminal/console-loading.js';
// Read with this command's own chunk, not through an import() of its own: a dynamic import's
// one-line re-export file is one more round of Node's module loader before the first frame.
import { Session } from '../../../usecases/session.js';

export const DEMO_PROFILE = 'demo';

/**
 * The demo's sandbox moves to a new port and key each run; its store stays one:
 * `serviceIdentity('http://demo.hoshin.invalid', 'demo')`, its id written out so that the start does
 * not load node:crypto to hash it (8 ms of CPU before the first frame; a test holds the two equal).
 */
export const DEMO_SERVICE: ServiceIdentity = { id: '827934ae8159ca72', baseUrl: 'http://demo.hoshin.invalid', appKey: 'demo' };

export const run: CommandRun = async (parsed, context, dispatch) => {
  if (parsed.positionals.length > 0) throw unexpectedArguments(parsed.positionals, ['hoshin demo takes no arguments.']);
  requireTerminal(context);
  // The sandbox starts after the first frame, which shows what the index kept from the last demo.
  const indexOpening = openServiceIndex({ profile: DEMO_PROFILE, identity: DEMO_SERVICE }, context.env, (message) =>
    writeNote(context, message),
  );
  const consoleModules = loadWithoutCi(() => dispatch.console.loadConsole());
  for (const pending of [indexOpening, consoleModules]) pending.catch(() => undefined);
  // The sandbox's throwaway key and secret are drawn as it starts (node:crypto loads after the first
  // frame); the journal hides the secret from the first write on, which needs the sandbox anyway.
  const secrets: string[] = [];
  let sandbox: RunningSandbox | undefined;
  let ending = false;
  let startSandboxNow!: () => void;
  const sandboxStarting = new Promise<void>((go) => (startSandboxNow = go)).then(async () => {
    if (ending) return undefined;
    const credentials = { appKey: nodeCrypto().randomBytes(16).toString('hex'), secret: nodeCrypto().randomBytes(16).toString('hex') };
    secrets.push(credentials.secret);
    // What records the sandbox's plan in the index loads with it, after the first frame.
    const [{ startSandbox }, { recordSandboxInIndex }] = await Promise.all([
      import('../../../sandbox/server.js'),
      import('./sandbox-index.js'),
    ]);
    sandbox = await startSandbox({ port: 0, host: '127.0.0.1', seed: 'demo', ...credentials });
    return { sandbox, credentials, recordSandboxInIndex };
  });
  sandboxStarting.catch(() => undefined);
  const startConsole = await consoleModules;
  // The demo's changes are journalled like any others (L, z), in a journal that goes with the sandbox.
  const journalDir = demoJournalDir();
  const journalPaths = hoshinPaths({ HOSHIN_STATE_DIR: journalDir.dir, HOME: journalDir.dir });
  // A new database each run, made after the first frame (its files and their fsyncs cost 10-100 ms
  // of a loaded disk); it holds nothing before this console writes.
  const journal = new Journal({
    newDatabase: {
      file: databaseFile(journalPaths),
      open: () => {
        // Ended by a signal before the first frame was out: its directory is gone and stays gone.
        if (journalDir.removed) throw new Error('the demo has ended');
        const db = openDatabase(journalPaths);
        return { db, service: db.serviceRow(DEMO_SERVICE.id) };
      },
    },
    secrets,
    now: context.now,
  });
  const { store } = await indexOpening;
  // Recorded before any answer of the sandbox reaches the index (the client waits for the sandbox too).
  const recorded = sandboxStarting.then((running) => {
    if (!running) return;
    store.loadAll();
    running.recordSandboxInIndex(running.sandbox.store, store.index);
  });
  // Undici loads on the first request, once the sandbox runs.
  const lazy = lazyClient(async () => {
    const running = await sandboxStarting;
    if (!running) throw new Error('the demo has ended');
    return { baseUrl: running.sandbox.url, credentials: running.credentials, now: context.now };
  });
  const client = journalingClient(lazy, journal, { now: context.now });
  // The sandbox's address is known once it runs; the header shows it from then on.
  const info = {
    profileName: DEMO_PROFILE,
    readOnly: parsed.globals.readonly,
    get baseUrl() {
      return sandbox?.url ?? 'http://127.0.0.1';
    },
  };
  const session = new Session(client, store.index, info, { journal });
  try {
    const running = startConsole({
      session,
      env: context.env,
      streams: terminalStreams(context),
      forcedReadOnly: parsed.globals.readonly,
      ascii: parsed.globals.ascii ?? false,
      alternateScreen: parsed.values['no-alt-screen'] !== true,
    });
    // Ink wrote the first frame while startConsole ran; the journal opens and the sandbox starts at the next turn.
    setImmediate(() => {
      journal.open();
      startSandboxNow();
    });
    const exit = await running;
    if (exit.type === 'profile') writeNote(context, `the demo has one profile; run "hoshin --profile ${exit.name}" to open another`);
    return 0;
  } finally {
    ending = true;
    startSandboxNow();
    session.close();
    await recorded.catch(() => undefined);
    await store.close();
    await client.close();
    await sandbox?.close();
    closeDatabase(journalPaths);
    journalDir.remove();
  }
};
