// Input a person hands a command read with a size limit: `record --csv /dev/zero` grew to 20 GB before this.
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { refusal } from '../core/refusal.js';

const MIB = 1024 * 1024;

/** How much each kind of input may hold: generous for its real use, far below what hurts a machine. */
export const INPUT_LIMITS = {
  /** A year of monthly values or targets for a large plan is well under 2 MB. */
  csv: 16 * MIB,
  /** An index export of a plan of 100,000 resources is about 40 MB. */
  export: 256 * MIB,
  /** An app secret is some dozens of characters. */
  secret: 64 * 1024,
} as const;

export type InputKind = keyof typeof INPUT_LIMITS;

function sizeWords(bytes: number): string {
  return bytes >= MIB ? `${bytes / MIB} MB` : `${bytes / 1024} KB`;
}

/** Every byte of `stream` while there are at most `limit`; null as soon as there are more (the stream is closed). */
export async function readAtMost(stream: Readable, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += bytes.length;
    if (size > limit) {
      stream.destroy();
      return null;
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/** `-` is `stdin`; named pipes and devices are read as streams too. */
export async function readInput(source: string, stdin: Readable, subject: string, kind: InputKind): Promise<Buffer> {
  const limit = INPUT_LIMITS[kind];
  let bytes: Buffer | null;
  try {
    bytes = await readAtMost(source === '-' ? stdin : createReadStream(source, { highWaterMark: 64 * 1024 }), limit);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw refusal(subject, source, code === 'ENOENT' ? 'does not exist' : `cannot be read (${code ?? (error as Error).message})`);
  }
  if (bytes === null) throw refusal(subject, source, `holds more than ${sizeWords(limit)}, the most taken; nothing was sent`);
  return bytes;
}
