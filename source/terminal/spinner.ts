// A one-line spinner on stderr: shown only after a delay, redrawn in place, erased before anything else is written.
import { truncateToWidth } from '../core/cell-text.js';
import { glyphsFor } from './glyphs.js';

export const SPINNER_DELAY_MS = 300;
const FRAME_MS = 100;
/** From this long on, the line says how long the wait has lasted. */
const SHOW_ELAPSED_MS = 2_000;
const UNICODE_FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
const ASCII_FRAMES = ['-', '\\', '|', '/'];
const ERASE_LINE = '\r\u001B[K';

export interface SpinnerStream {
  write(text: string): unknown;
  readonly columns?: number;
}

export interface SpinnerOptions {
  readonly unicode: boolean;
  readonly delayMs?: number;
  readonly now?: () => number;
}

export interface Spinner {
  /** Starts waiting; the line shows after the delay unless stop() comes first. */
  start(label: string): void;
  /** Changes what the line says. */
  label(text: string): void;
  /** Erases the line now; the next frame draws it again. */
  clear(): void;
  /** Stops and erases the line. */
  stop(): void;
}

export function createSpinner(stream: SpinnerStream, options: SpinnerOptions): Spinner {
  const frames = options.unicode ? UNICODE_FRAMES : ASCII_FRAMES;
  const now = options.now ?? Date.now;
  let label = '';
  let startedAt = 0;
  let frame = 0;
  let drawn = false;
  let delay: NodeJS.Timeout | undefined;
  let ticker: NodeJS.Timeout | undefined;

  const draw = () => {
    const waited = now() - startedAt;
    const elapsed = waited >= SHOW_ELAPSED_MS ? ` (${Math.floor(waited / 1000)} s)` : '';
    const line = truncateToWidth(`${frames[frame % frames.length]} ${label}${elapsed}`, Math.max(10, (stream.columns ?? 80) - 1), {
      ellipsis: glyphsFor(options.unicode).ellipsis,
    });
    frame += 1;
    stream.write(`\r${line}\u001B[K`);
    drawn = true;
  };
  const erase = () => {
    if (drawn) stream.write(ERASE_LINE);
    drawn = false;
  };
  return {
    start(text) {
      label = text;
      if (delay || ticker) return;
      startedAt = now();
      frame = 0;
      delay = setTimeout(() => {
        delay = undefined;
        draw();
        ticker = setInterval(draw, FRAME_MS);
        ticker.unref();
      }, options.delayMs ?? SPINNER_DELAY_MS);
      // A spinner never keeps the process alive.
      delay.unref();
    },
    label(text) {
      label = text;
    },
    clear: erase,
    stop() {
      if (delay) clearTimeout(delay);
      if (ticker) clearInterval(ticker);
      delay = undefined;
      ticker = undefined;
      erase();
    },
  };
}
