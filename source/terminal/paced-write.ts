// Writing a long listing to a reader that may be slower than we are (a pager, `| ssh …`, a busy
// CI runner): a write the stream cannot take yet is queued in memory, so a loop that never waits
// holds all of its output at once. Measured: hoshin log of 60,000 changes queued its 12 MB of text
// and ran out of a 40 MB heap whenever the reader lagged a second; waiting for the stream to drain
// keeps one stream-full (16 KB) waiting whatever the reader's pace.
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
