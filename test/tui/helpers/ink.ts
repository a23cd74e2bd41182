// Drives an Ink tree through ink-testing-library the way a person at a terminal would: raw key
// bytes in, ANSI-stripped frames out.
import { stripVTControlCharacters } from 'node:util';
import type { ReactElement } from 'react';
import { render } from 'ink-testing-library';
import { EventEmitter } from 'node:events';
import { WAIT_MS, waitForChange, type Changes } from '../../helpers/wait.js';

/** Raw bytes a terminal sends for each named key; anything else is written as typed. */
export const KEY_BYTES: Readonly<Record<string, string>> = {
  up: '\u001B[A',
  down: '\u001B[B',
  right: '\u001B[C',
  left: '\u001B[D',
  home: '\u001B[H',
  end: '\u001B[F',
  pgup: '\u001B[5~',
  pgdn: '\u001B[6~',
  delete: '\u001B[3~',
  enter: '\r',
  esc: '\u001B',
  tab: '\t',
  'shift+tab': '\u001B[Z',
  backspace: '\u007F',
  space: ' ',
  // alt+<letter> as terminals send it
  'meta+b': '\u001Bb',
  'meta+f': '\u001Bf',
  'meta+d': '\u001Bd',
};

/** 'ctrl+a' .. 'ctrl+z' -> \u0001 .. \u001A. */
function ctrlByte(name: string): string | undefined {
  const match = /^ctrl\+([a-z])$/.exec(name);
  return match ? String.fromCharCode((match[1] as string).charCodeAt(0) - 96) : undefined;
}

export function keyBytes(key: string): string {
  return KEY_BYTES[key] ?? ctrlByte(key) ?? key;
}

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** How long Ink 8 holds a lone Esc (its App's pendingInputFlushDelayMilliseconds). */
export const INK_ESCAPE_DELAY_MS = 20;

/**
 * Writes each key's bytes as its own read from the terminal, each after Ink has taken the one
 * before: Ink reads stdin synchronously, so turns of the event loop suffice (no timer).
 */
export async function pressKeys(
  stdin: { write(bytes: string): unknown },
  keys: readonly string[],
  bytesOf: (key: string) => string = keyBytes,
): Promise<void> {
  for (const key of keys) {
    const bytes = bytesOf(key);
    stdin.write(bytes);
    await tick();
    // A lone Esc is held back by Ink for 20 ms, to tell it from the start of an escape sequence;
    // the next key must not come before Ink lets it go. Ink set its timer as it read the Esc, so a
    // longer timer set after it fires after it, however loaded the machine: an order, not a guess.
    if (bytes === '\u001B') await new Promise((resolve) => setTimeout(resolve, INK_ESCAPE_DELAY_MS + 1));
    await tick();
  }
}

/** Opens a resource by id with the palette (`:kind id`, Enter) and waits until the console says so. */
export async function openByPalette(ui: Pick<RenderedApp, 'press' | 'waitFor' | 'write'>, kind: string, id: number): Promise<void> {
  // The words pasted as one read (one frame drawn, not one a key): the palette's typing has tests of its own.
  await ui.press(':');
  ui.write(`${kind} ${id}`);
  await ui.waitFor(`:${kind} ${id}`);
  await ui.press('enter');
  await ui.waitFor(`opened ${kind} ${id}`);
}

export interface RenderedApp {
  /** The last frame, ANSI stripped. */
  frame(): string;
  /** The last frame as written, with ANSI codes. */
  rawFrame(): string;
  /** Writes each key's raw bytes, waiting for Ink to handle it before the next. */
  press(...keys: string[]): Promise<void>;
  /** Writes bytes as one read from the terminal (keys typed ahead, a paste), without waiting. */
  write(bytes: string): void;
  /** Resolves when the frame contains the text (or the predicate holds); throws with the frame on timeout. */
  waitFor(expected: string | ((frame: string) => boolean), timeoutMs?: number): Promise<void>;
  rerender(element: ReactElement): void;
  unmount(): void;
}

/**
 * Says each time Ink writes a frame to ink-testing-library's stdout (which keeps it without a word),
 * so a wait looks again at once rather than on a timer.
 */
export function frameChanges(stdout: { write: (frame: string) => unknown }): Changes {
  const changes = new EventEmitter();
  const write = stdout.write;
  stdout.write = (frame: string) => {
    const written = write(frame);
    changes.emit('change');
    return written;
  };
  return changes;
}

/** Waits until the frame holds the text (or the predicate holds), looking again at each frame. */
export function waitForFrame(
  changes: Changes,
  frame: () => string,
  expected: string | ((frame: string) => boolean),
  timeoutMs: number = WAIT_MS,
): Promise<void> {
  const matches = typeof expected === 'string' ? (text: string) => text.includes(expected) : expected;
  const what = typeof expected === 'string' ? JSON.stringify(expected) : 'a condition';
  return waitForChange(changes, () => matches(frame()), what, { timeoutMs, detail: () => `last frame:\n${frame()}` }).then(() => undefined);
}

export function renderApp(element: ReactElement): RenderedApp {
  const instance = render(element);
  const changes = frameChanges(instance.stdout);
  const rawFrame = (): string => instance.lastFrame() ?? '';
  const frame = (): string => stripVTControlCharacters(rawFrame());
  return {
    frame,
    rawFrame,
    write(bytes) {
      instance.stdin.write(bytes);
    },
    press: (...keys) => pressKeys(instance.stdin, keys),
    waitFor: (expected, timeoutMs) => waitForFrame(changes, frame, expected, timeoutMs),
    rerender(next) {
      instance.rerender(next);
    },
    unmount() {
      instance.unmount();
    },
  };
}
