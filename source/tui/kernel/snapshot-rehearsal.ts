// A rehearsal of the console's first frame, run once while the single-file executable's startup
// snapshot is built (main-snapshot.ts): V8 keeps in the snapshot the bytecode of every function that
// ran, so a start no longer parses and compiles React's, Ink's and our own first-frame code
// lazily (decision 0376). The builder has no WebAssembly and no terminal: yoga's nodes are stand-ins
// that measure nothing, the terminal is a sink, the index holds one made-up company, the clock is
// fixed, nothing is fetched and nothing of the machine is read. Everything it made is let go of
// before the snapshot is taken: the console unmounted, yoga and chalk as they were.
import { EventEmitter } from 'node:events';
import { render } from 'ink';
import { createElement } from 'react';
import chalk from 'chalk';
import Yoga from 'yoga-layout';
import { LocalIndex } from '../../index/model.js';
import { Session } from '../../usecases/session.js';
import type { ResourceClient } from '../../core/resource.js';
import { HoshinError } from '../../core/errors.js';
import { FrameStream } from './screen/frame-stream.js';
import { themeForCaps } from './theme.js';
import { App } from './App.js';
import { loadLazyModules } from './lazy-module.js';
import { loadLazyViews } from './lazy-view.js';

const COLUMNS = 100;
const ROWS = 30;
// A fixed day: the builder reads no clock (decision 0376).
const NOW = Date.UTC(2026, 0, 15, 12);

/** A yoga node that lays out nothing: each box is the terminal's width and three rows high (room for a border). */
function standInNode(measured: Set<(width: number) => unknown>): object {
  let measure: ((width: number) => unknown) | undefined;
  const node: Record<string | symbol, unknown> = {
    setMeasureFunc: (fn: (width: number) => unknown) => {
      measure = fn;
      measured.add(fn);
    },
    unsetMeasureFunc: () => measure && measured.delete(measure),
    calculateLayout: () => {
      for (const fn of measured) fn(COLUMNS);
    },
    getComputedWidth: () => COLUMNS,
    getComputedHeight: () => 3,
    getChildCount: () => 0,
    getDisplay: () => Yoga.DISPLAY_FLEX,
  };
  return new Proxy(node, { get: (target, key) => target[key] ?? (() => 0) });
}

/** A terminal that takes every byte and answers nothing. */
class SinkTerminal extends EventEmitter {
  readonly isTTY = true;
  readonly columns = COLUMNS;
  readonly rows = ROWS;
  written = 0;
  write(bytes: string, done?: () => void): boolean {
    this.written += bytes.length;
    done?.();
    return true;
  }
}

/** Keys that never come: Ink reads it as a terminal in raw mode. */
class SilentKeyboard extends EventEmitter {
  readonly isTTY = true;
  setRawMode(): this {
    return this;
  }
  setEncoding(): this {
    return this;
  }
  read(): null {
    return null;
  }
  resume(): this {
    return this;
  }
  pause(): this {
    return this;
  }
  ref(): this {
    return this;
  }
  unref(): this {
    return this;
  }
}

/** A client that is offline: the rehearsal fetches nothing, and anything asked fails at once. */
function offlineClient(): ResourceClient {
  const offline = (): Promise<never> => Promise.reject(new HoshinError('network', 'the snapshot builder has no network'));
  return {
    get: offline,
    list: offline,
    create: offline,
    update: offline,
    remove: offline,
    people: offline,
    onEvent: () => () => undefined,
    dialectInUse: undefined,
    close: async () => undefined,
  };
}

const turn = (): Promise<void> => new Promise((done) => setImmediate(done));

/**
 * Marks the features' lazy modules and views loaded, in the snapshot: the executable's one script
 * holds their code already (a restored snapshot cannot import(): scripts/sea.mjs inlines every lazy
 * import), so a key typed at once never waits for them (decision 0382).
 */
export async function loadEverythingLater(): Promise<void> {
  await Promise.all([loadLazyModules(), loadLazyViews()]);
}

/** Draws the console's first frame on the stand-ins and takes it down; gives the bytes it painted. */
export async function rehearseFirstFrame(): Promise<number> {
  const yogaNode = Object.getOwnPropertyDescriptor(Yoga, 'Node');
  const colourLevel = chalk.level;
  const measured = new Set<(width: number) => unknown>();
  Object.defineProperty(Yoga, 'Node', { configurable: true, enumerable: true, value: { create: () => standInNode(measured) } });
  chalk.level = 3;
  const terminal = new SinkTerminal();
  const frames = new FrameStream(terminal as unknown as NodeJS.WriteStream, { mode: 'alternate', maxFps: 20, ascii: false });
  try {
    const index = new LocalIndex({ now: () => NOW });
    index.applyEvent({
      type: 'seen',
      kind: 'company',
      resource: { id: 1, name: 'Rehearsal Pumps S.L.', hoshins_count: 4, created_at: '2025-01-01T00:00:00Z' },
    });
    const session = new Session(
      offlineClient(),
      index,
      { profileName: 'demo', readOnly: false, baseUrl: 'http://127.0.0.1' },
      { now: () => NOW },
    );
    const instance = render(
      createElement(App, {
        session,
        theme: themeForCaps({ unicode: true, colours: 256 }),
        forcedReadOnly: false,
        onExit: () => undefined,
        now: () => NOW,
        fetchOnStart: false,
        env: {},
        askTmux: async () => null,
        writeTerminal: () => undefined,
      }),
      {
        stdin: new SilentKeyboard() as unknown as NodeJS.ReadStream,
        stdout: frames as unknown as NodeJS.WriteStream,
        stderr: new SinkTerminal() as unknown as NodeJS.WriteStream,
        debug: true,
        exitOnCtrlC: false,
        patchConsole: false,
      },
    );
    // The effects run and the frame is painted at the next turns.
    for (let i = 0; i < 3; i += 1) await turn();
    instance.unmount();
    instance.cleanup();
    session.close();
    for (let i = 0; i < 3; i += 1) await turn();
    return terminal.written;
  } finally {
    frames.close();
    chalk.level = colourLevel;
    if (yogaNode) Object.defineProperty(Yoga, 'Node', yogaNode);
  }
}
