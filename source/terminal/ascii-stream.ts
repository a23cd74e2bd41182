// The output stream for an ASCII-only terminal: every write made ASCII, so no byte above 0x7F reaches it.
import { asciiText } from './ascii-text.js';

type WriteCallback = (error?: Error | null) => void;

export function asciiOnlyStream<Stream extends NodeJS.WritableStream>(stream: Stream): Stream {
  const write = (chunk: string | Uint8Array, encoding?: BufferEncoding | WriteCallback, callback?: WriteCallback): boolean => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    if (typeof encoding === 'function') return stream.write(asciiText(text), encoding);
    return stream.write(asciiText(text), callback);
  };
  return new Proxy(stream, {
    get(target, property) {
      if (property === 'write') return write;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
