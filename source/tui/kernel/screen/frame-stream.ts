// The stream Ink renders into (debug mode: every frame whole). It keeps the latest and, at most
// `maxFps` a second, paints the changed cells in a synchronized update, so a slow link never shows
// half a frame. OSC and DCS writes (the clipboard) pass as they are; a clear makes the next paint whole.
import { EventEmitter } from 'node:events';
import { visibleControl } from '../../../core/untrusted-text.js';
import { asciiFrame } from '../../../terminal/ascii-frame.js';
import { readFrame } from './frame-rows.js';
import { belowFrame, paintFrame, type Painted, type PaintStart, type ScreenMode, type TerminalSize } from './paint.js';

/** Begin and end of a synchronized update (DEC mode 2026): the terminal shows the frame at once. */
export const BEGIN_SYNCHRONIZED = '\u001B[?2026h';
export const END_SYNCHRONIZED = '\u001B[?2026l';

const CONTROL_SEQUENCES = /\u001B(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001B]*(?:\u0007|\u001B\\)|P[\s\S]*?\u001B\\|[ -~])/g;
const CURSOR_VISIBILITY = /^(?:\u001B\[\?25[hl])+$/;
// In a frame Ink writes only text, line breaks and colours (SGR): any other control in it came
// from text a view failed to make safe, and is shown visibly instead of reaching the terminal.
const FRAME_UNSAFE = /\u001B\[[0-9;:]*m|[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
const FRAME_UNSAFE_TEST = /[\u0000-\u0009\u000B-\u001A\u001C-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|\u001B(?!\[[0-9;:]*m)/;

/** The frame with every control but line breaks and SGR colours shown visibly. */
export function safeFrame(frame: string): string {
  return FRAME_UNSAFE_TEST.test(frame) ? frame.replace(FRAME_UNSAFE, (match) => (match.length > 1 ? match : visibleControl(match))) : frame;
}

// Cursor moves, erases, modes: what the terminal shows after them is not known.
const MOVES_OR_ERASES = /\u001B\[/;

export interface FrameStreamOptions {
  readonly mode: ScreenMode;
  /** Paints per second at most: frames that come faster are merged into the next paint. */
  readonly maxFps: number;
  /** The terminal shows ASCII only: a `…` left in a row is made `...`, the row kept at its width (ascii-frame.ts). */
  readonly ascii?: boolean;
}

type WriteCallback = (error?: Error | null) => void;

export class FrameStream extends EventEmitter {
  readonly isTTY = true;
  readonly #terminal: NodeJS.WriteStream;
  readonly #options: FrameStreamOptions;
  readonly #interval: number;
  #painted: Painted | undefined;
  /** The latest frame Ink wrote, painted or not. */
  #frame: string | undefined;
  #dirty = false;
  #start: PaintStart;
  #timer: { readonly timeout: NodeJS.Timeout } | { readonly immediate: NodeJS.Immediate } | undefined;
  #lastPaintAt = Number.NEGATIVE_INFINITY;
  #paused = false;
  #closed = false;
  readonly #onResize = (): void => {
    this.invalidate();
    this.emit('resize');
  };

  constructor(terminal: NodeJS.WriteStream, options: FrameStreamOptions) {
    super();
    this.#terminal = terminal;
    this.#options = options;
    this.#interval = 1000 / options.maxFps;
    // Inline, the first frame goes below what the shell shows; everything else starts on a clear screen.
    this.#start = options.mode === 'inline' ? 'here' : 'clear';
    terminal.on('resize', this.#onResize);
  }

  get columns(): number {
    return this.#terminal.columns || 80;
  }

  get rows(): number {
    return this.#terminal.rows || 24;
  }

  write(chunk: string | Uint8Array, encoding?: BufferEncoding | WriteCallback, callback?: WriteCallback): boolean {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    const done = typeof encoding === 'function' ? encoding : callback;
    if (text !== '' && !this.#closed) {
      if (text.replace(CONTROL_SEQUENCES, '') === '') this.#control(text);
      else {
        const frame = safeFrame(text);
        this.#frame = this.#options.ascii === true ? asciiFrame(frame, this.columns) : frame;
        this.#dirty = true;
        // The first frame goes out at once: the work its effects start can wait until it shows.
        if (this.#lastPaintAt === Number.NEGATIVE_INFINITY && !this.#paused) this.#paint();
        else this.#schedule();
      }
    }
    if (done) queueMicrotask(() => done(null));
    return true;
  }

  /** Forgets what the terminal shows: the next paint clears it and draws the whole frame. */
  invalidate(): void {
    this.#painted = undefined;
    this.#start = 'clear';
    this.#dirty = this.#frame !== undefined;
    this.#schedule();
  }

  /** Stops painting while the terminal is someone else's (ctrl-z, the editor). */
  pause(): void {
    if (this.#paused || this.#closed) return;
    this.#paint();
    this.#paused = true;
    this.#cancel();
    // Inline, the shell and the editor start on the line below the frame.
    if (this.#options.mode === 'inline' && this.#painted) this.#terminal.write(belowFrame(this.#painted, 'inline', this.#size()));
  }

  /** Paints again, the whole frame on a cleared screen. */
  resume(): void {
    if (!this.#paused || this.#closed) return;
    this.#paused = false;
    this.invalidate();
  }

  /** The last paint; inline, the frame stays on screen with the cursor on the line below it. */
  close(): void {
    if (this.#closed) return;
    if (this.#options.mode === 'inline') this.pause();
    this.#cancel();
    this.#closed = true;
    this.#terminal.off('resize', this.#onResize);
  }

  #size(): TerminalSize {
    return { columns: this.columns, rows: this.rows };
  }

  #control(text: string): void {
    // The cursor is the takeover's: Ink shows it when it unmounts, before the terminal is given back.
    if (CURSOR_VISIBILITY.test(text)) return;
    // A clear (on resize), or anything else that may change the screen: the next paint is whole.
    if (MOVES_OR_ERASES.test(text)) {
      this.invalidate();
      return;
    }
    if (!this.#paused) this.#terminal.write(text);
  }

  #schedule(): void {
    if (this.#timer !== undefined || this.#paused || this.#closed || !this.#dirty) return;
    // Frames of one event (a key, a resize) arrive together: paint once they are all in.
    const wait = this.#lastPaintAt + this.#interval - performance.now();
    this.#timer = wait > 0 ? { timeout: setTimeout(this.#onTimer, wait) } : { immediate: setImmediate(this.#onTimer) };
  }

  readonly #onTimer = (): void => {
    this.#timer = undefined;
    this.#paint();
  };

  #cancel(): void {
    if (this.#timer === undefined) return;
    if ('timeout' in this.#timer) clearTimeout(this.#timer.timeout);
    else clearImmediate(this.#timer.immediate);
    this.#timer = undefined;
  }

  #paint(): void {
    this.#cancel();
    if (!this.#dirty || this.#frame === undefined || this.#paused || this.#closed) return;
    this.#dirty = false;
    const rows = readFrame(this.#frame, this.#painted?.rows);
    const { bytes, painted } = paintFrame(this.#painted, rows, this.#options.mode, this.#size(), this.#start);
    this.#painted = painted;
    if (bytes === '') return;
    this.#terminal.write(BEGIN_SYNCHRONIZED + bytes + END_SYNCHRONIZED);
    this.#lastPaintAt = performance.now();
  }
}
