// Writes wait for a slow reader to drain: `hoshin log` of 60,000 changes queued 12 MB and ran out of a 40 MB heap; now 16 KB waits.
import type { Writable } from 'node:stream';

/** Writes `text`; when the stream says it is full, resolves once it has drained (or closed: nothing more will be read). */
export async function writePaced(stream: Writable, text: string): Promise<void> {
  if (stream.write(text) || stream.destroyed) return;
  await new Promise<void>((resolve) => {
    const done = (): void => {
      stream.off('drain', done);
      stream.off('close', done);
      stream.off('error', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
    stream.on('error', done);
  });
}
