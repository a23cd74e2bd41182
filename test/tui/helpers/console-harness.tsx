// The console against a sandbox, driven through ink-testing-library as a person at a terminal
// would: raw key bytes in, ANSI-stripped frames out; the terminal can be resized, and what the
// console writes straight to the terminal (the clipboard) and how it leaves are recorded.
import { EventEmitter } from 'node:events';
import { stripVTControlCharacters } from 'node:util';
import { render } from 'ink-testing-library';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { recordSandboxInIndex } from '../../../source/cli/commands/demo/sandbox-index.js';
import { createClient } from '../../../source/client/http-client.js';
import type { ResourceClient } from '../../../source/core/resource.js';
import { LocalIndex } from '../../../source/index/model.js';
import type { Journal } from '../../../source/journal/journal.js';
import type { ViewRows } from '../../../source/store/view-rows.js';
import { journalingClient } from '../../../source/journal/journaling-client.js';
import { memoryClient } from '../../../source/sandbox/memory-client.js';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../../source/sandbox/server.js';
import { App, type AppExit } from '../../../source/tui/kernel/App.js';
import { Session, type ConsoleOpening } from '../../../source/usecases/session.js';
import { NO_COLOUR_THEME } from '../../../source/tui/kernel/theme.js';
import type { LazyModules } from '../../../source/tui/kernel/lazy-module.js';
import { freshStateDir, journalAt } from '../../helpers/state-database.js';
import { temporaryDir } from '../../helpers/temporary-dirs.js';
import { WAIT_MS, waitForChange, type Changes } from '../../helpers/wait.js';
import { frameChanges, keyBytes, pressKeys, renderApp, waitForFrame, type RenderedApp } from './ink.js';

export interface ConsoleOptions {
  /** Record the sandbox's data in the index first (default true). */
  readonly record?: boolean;
  readonly readOnly?: boolean;
  readonly fetchOnStart?: boolean;
  /** Wraps the client (to slow or break it). */
  readonly client?: (client: ResourceClient) => ResourceClient;
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly now?: () => number;
  readonly openEditor?: (text: string) => Promise<string>;
  /** Where `R` writes review packs (a fresh temporary directory by default). */
  readonly reportDir?: string;
  /** Over HTTP with signed requests, where the wire is the point; in memory by default (no socket, no signing). */
  readonly wire?: boolean;
  /** What the console opens on (`hoshin review`: the meeting). */
  readonly opening?: ConsoleOpening;
  /** What a key's handler waits for (loaded by the test setup; a test holds it back). */
  readonly lazyModules?: LazyModules;
}

/** The sandbox's client: in memory unless the test is about the wire. */
function sandboxClient(sandbox: RunningSandbox, wire: boolean | undefined): ResourceClient {
  if (!wire) return memoryClient(sandbox);
  return createClient({ baseUrl: sandbox.url, credentials: { appKey: sandbox.appKey, secret: sandbox.secret } });
}

export interface TestConsole {
  readonly session: Session;
  readonly exits: AppExit[];
  /** Bytes the console wrote straight to the terminal. */
  readonly written: string[];
  readonly suspended: { count: number };
  /** Where `R` writes review packs. */
  readonly reportDir: string;
  frame(): string;
  lines(): string[];
  /** The last rows above the footer, where the status line is (a long message wraps onto three), joined: for `toContain`. */
  statusText(): string;
  press(...keys: string[]): Promise<void>;
  write(bytes: string): void;
  waitFor(expected: string | ((frame: string) => boolean), timeoutMs?: number): Promise<void>;
  /**
   * Resolves once the console is idle: no request of its session under way, and a turn of the
   * event loop passed without a new frame (what the answers changed is drawn).
   */
  idle(timeoutMs?: number): Promise<void>;
  resize(columns: number, rows?: number): void;
  close(): Promise<void>;
}

/** In process no tmux server is asked (a real one is: clipboard-reach.e2e.test.ts): none answers. */
const NO_TMUX_ANSWERS = async (): Promise<null> => null;

/** See TestConsole.idle. */
async function consoleIdle(session: Session, frames: Changes, timeoutMs = WAIT_MS): Promise<void> {
  const quiet = new EventEmitter();
  const stop = session.onQuiet(() => quiet.emit('change'));
  let drawn = 0;
  const count = (): void => void (drawn += 1);
  frames.on('change', count);
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      await waitForChange(quiet, () => session.underway === 0, 'no request under way', { timeoutMs: Math.max(0, deadline - Date.now()) });
      const before = drawn;
      await new Promise(setImmediate);
      await new Promise(setImmediate);
      if (session.underway === 0 && drawn === before) return;
    }
  } finally {
    stop();
    frames.off('change', count);
  }
}

/** Bytes for keys the shared helper does not name. */
const EXTRA_KEYS: Readonly<Record<string, string>> = { 'meta+backspace': '\u001B\u007F', 'ctrl+z': '\u001A' };

/** The status line's rows: at most three above the footer (a long message wraps), joined as one line. */
function statusRowsOf(lines: readonly string[]): string {
  return lines
    .slice(-4, -1)
    .map((line) => line.trim())
    .join(' ');
}

export function openConsole(sandbox: RunningSandbox, options: ConsoleOptions = {}): TestConsole {
  const real = sandboxClient(sandbox, options.wire);
  const index = new LocalIndex();
  // Every console writes through a journal of its own, as the real one does (L, z).
  const journal = journalAt(freshStateDir());
  const journalled = journalingClient(real, journal);
  const client = options.client ? options.client(journalled) : journalled;
  if (options.record !== false) recordSandboxInIndex(sandbox.store, index);
  const session = new Session(
    client,
    index,
    { profileName: 'test', baseUrl: sandbox.url, readOnly: options.readOnly ?? false },
    { journal, ...(options.opening ? { opening: options.opening } : {}) },
  );
  const exits: AppExit[] = [];
  const written: string[] = [];
  const suspended = { count: 0 };
  const reportDir = options.reportDir ?? temporaryDir('hoshin-console-report-');
  const instance = render(
    <App
      session={session}
      theme={NO_COLOUR_THEME}
      forcedReadOnly={options.readOnly ?? false}
      onExit={(exit) => exits.push(exit)}
      onSuspend={() => {
        suspended.count += 1;
      }}
      fetchOnStart={options.fetchOnStart ?? false}
      reportDir={reportDir}
      writeTerminal={(bytes) => written.push(bytes)}
      askTmux={NO_TMUX_ANSWERS}
      env={options.env ?? {}}
      {...(options.now ? { now: options.now } : {})}
      {...(options.openEditor ? { openEditor: options.openEditor } : {})}
      {...(options.lazyModules ? { lazyModules: options.lazyModules } : {})}
    />,
  );
  const changes = frameChanges(instance.stdout);
  const frame = (): string => stripVTControlCharacters(instance.lastFrame() ?? '');
  const stdout = instance.stdout as unknown as NodeJS.EventEmitter & { columns: number; rows: number };
  return {
    session,
    exits,
    written,
    suspended,
    reportDir,
    frame,
    lines: () => frame().split('\n'),
    statusText: () => statusRowsOf(frame().split('\n')),
    press: (...keys) => pressKeys(instance.stdin, keys, (key) => EXTRA_KEYS[key] ?? keyBytes(key)),
    write(bytes) {
      instance.stdin.write(bytes);
    },
    waitFor: (expected, timeoutMs) => waitForFrame(changes, frame, expected, timeoutMs),
    idle: (timeoutMs) => consoleIdle(session, changes, timeoutMs),
    resize(columns, rows = 24) {
      Object.defineProperty(stdout, 'columns', { value: columns, configurable: true });
      Object.defineProperty(stdout, 'rows', { value: rows, configurable: true });
      stdout.emit('resize');
    },
    async close() {
      instance.unmount();
      session.close();
      await client.close();
    },
  };
}

/** A console rendered as it starts for a person: no journal, fetching on start unless told. */
export interface AppOptions {
  readonly record?: boolean;
  readonly readOnly?: boolean;
  readonly fetchOnStart?: boolean;
  readonly profileName?: string;
  /** Write through a journal of its own (L, z), or through this one (a state directory an earlier session used). */
  readonly journal?: boolean | Journal;
  /** The profile's saved views and "me" (the `/` filter's `@NAME`, `owner:me`, the `@` picker). */
  readonly views?: ViewRows;
  /** Over HTTP with signed requests, where the wire is the point; in memory by default. */
  readonly wire?: boolean;
}

export interface OpenedApp {
  readonly app: RenderedApp;
  readonly session: Session;
  readonly exits: AppExit[];
  readonly journal: Journal | undefined;
}

export interface DemoSandbox {
  /** The running sandbox (from the first test on). */
  readonly sandbox: RunningSandbox;
  /** The harness's console, closed after the test. */
  readonly open: (options?: ConsoleOptions) => TestConsole;
  /** The console rendered straight from App, closed after the test. */
  readonly openApp: (options?: AppOptions) => OpenedApp;
}

/**
 * A demo sandbox for a file's tests, started once for the file (or afresh for each test with
 * `each`), and the consoles the tests open on it, closed after each test.
 */
export function demoSandbox(options: { readonly each?: boolean; readonly log?: SandboxOptions['log'] } = {}): DemoSandbox {
  let running: RunningSandbox | undefined;
  const closing: (() => Promise<void>)[] = [];
  const start = async () => {
    running = await startSandbox({
      port: 0,
      host: '127.0.0.1',
      seed: 'demo',
      ...(options.log ? { log: options.log } : {}),
    });
  };
  const stop = async () => {
    await running?.close();
  };
  if (options.each) beforeEach(start);
  else beforeAll(start);
  afterEach(async () => {
    for (const close of closing.splice(0)) await close();
    if (options.each) await stop();
  });
  if (!options.each) afterAll(stop);
  const sandboxNow = (): RunningSandbox => {
    if (!running) throw new Error('the demo sandbox starts before the first test');
    return running;
  };
  return {
    get sandbox() {
      return sandboxNow();
    },
    open: (consoleOptions = {}) => {
      const ui = openConsole(sandboxNow(), consoleOptions);
      closing.push(() => ui.close());
      return ui;
    },
    openApp: (appOptions = {}) => {
      const sandbox = sandboxNow();
      const index = new LocalIndex();
      if (appOptions.record !== false) recordSandboxInIndex(sandbox.store, index);
      const http = sandboxClient(sandbox, appOptions.wire);
      const journal =
        typeof appOptions.journal === 'object' ? appOptions.journal : appOptions.journal ? journalAt(freshStateDir()) : undefined;
      const client = journal ? journalingClient(http, journal) : http;
      const info = {
        profileName: appOptions.profileName ?? 'test',
        baseUrl: sandbox.url,
        readOnly: appOptions.readOnly ?? false,
      };
      const session = new Session(client, index, info, {
        ...(journal ? { journal } : {}),
        ...(appOptions.views ? { views: appOptions.views } : {}),
      });
      const exits: AppExit[] = [];
      const app = renderApp(
        <App
          session={session}
          theme={NO_COLOUR_THEME}
          forcedReadOnly={appOptions.readOnly ?? false}
          onExit={(exit) => exits.push(exit)}
          {...(appOptions.fetchOnStart === undefined ? {} : { fetchOnStart: appOptions.fetchOnStart })}
        />,
      );
      closing.push(async () => {
        app.unmount();
        session.close();
        await session.client.close();
      });
      return { app, session, exits, journal };
    },
  };
}
