// Standard output and error pass visibleLines whether or not they are a terminal (output ends up in logs and `less -R`).
// Writers that send their own controls take the stream underneath with `rawOutput`.
import { StringDecoder } from 'node:string_decoder';
import type { Writable } from 'node:stream';
import { visibleLines } from '../core/untrusted-text.js';
import { asciiPunctuation } from './ascii-punctuation.js';

const RAW = Symbol('the stream underneath');
const ASCII = Symbol('punctuation written in ASCII');

type WriteCallback = (error?: Error | null) => void;

/** With `ascii`, typographic punctuation is written in its ASCII form. */
export function guardedOutput<T extends Writable>(stream: T, options: { readonly ascii?: boolean } = {}): T {
  if ((stream as unknown as Record<symbol, unknown>)[RAW] !== undefined) return stream;
  const decoder = new StringDecoder('utf8');
  const shown = options.ascii ? (text: string) => asciiPunctuation(visibleLines(text)) : visibleLines;
  const text = (chunk: unknown, encoding: unknown): string => {
    if (typeof chunk === 'string') return chunk;
    if (chunk instanceof Uint8Array) return decoder.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    return String(encoding === undefined ? chunk : chunk);
  };
  const write = (chunk: unknown, encoding?: BufferEncoding | WriteCallback, callback?: WriteCallback): boolean =>
    typeof encoding === 'function'
      ? stream.write(shown(text(chunk, undefined)), encoding)
      : stream.write(shown(text(chunk, encoding)), 'utf8', callback);
  const end = (chunk?: unknown, encoding?: BufferEncoding | WriteCallback, callback?: WriteCallback): T => {
    if (typeof chunk === 'function') return stream.end(chunk as () => void);
    if (chunk === undefined || chunk === null) return stream.end(typeof encoding === 'function' ? encoding : callback);
    write(chunk, encoding, typeof encoding === 'function' ? undefined : callback);
    return stream.end(typeof encoding === 'function' ? encoding : undefined);
  };
  return new Proxy(stream, {
    get(target, property) {
      if (property === RAW) return target;
      if (property === ASCII) return options.ascii === true;
      if (property === 'write') return write;
      if (property === 'end') return end;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The stream underneath a guarded one (the stream itself when it is not guarded). */
export function rawOutput<T>(stream: T): T {
  return ((stream as unknown as Record<symbol, unknown>)[RAW] as T | undefined) ?? stream;
}

/** Whether the stream writes typographic punctuation in its ASCII form (… as ...): text is measured so. */
export function writesAscii(stream: unknown): boolean {
  return (stream as Record<symbol, unknown> | null)?.[ASCII] === true;
}
