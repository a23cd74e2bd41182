// What Node injected into a single-file executable: the flags of its blob, read from the ELF
// section `.note.node.sea` (Node's src/node_sea.h: a magic number, then the flags).
import { closeSync, openSync, readSync } from 'node:fs';

const SEA_MAGIC = 0x143da20;
/** SeaFlags::kUseSnapshot: the executable starts from a startup snapshot. */
export const SEA_USES_SNAPSHOT = 1 << 1;
/** SeaFlags::kUseCodeCache. */
export const SEA_USES_CODE_CACHE = 1 << 2;

/** Where the blob lies in the file: its offset and length. */
function seaBlobPlace(file: string, read: (position: number, length: number) => Buffer): { offset: number; length: number } {
  const header = read(0, 64);
  const sections = Number(header.readBigUInt64LE(0x28));
  const entrySize = header.readUInt16LE(0x3a);
  const count = header.readUInt16LE(0x3c);
  const section = (index: number) => read(sections + index * entrySize, entrySize);
  const names = Number(section(header.readUInt16LE(0x3e)).readBigUInt64LE(0x18));
  for (let index = 0; index < count; index += 1) {
    const entry = section(index);
    const name = read(names + entry.readUInt32LE(0), 32);
    if (name.toString('latin1', 0, name.indexOf(0)) !== '.note.node.sea') continue;
    // A note: the sizes of its name and description, its type, its name (padded to 4), the blob.
    const offset = Number(entry.readBigUInt64LE(0x18));
    const note = read(offset, 8);
    const blob = offset + 12 + Math.ceil(note.readUInt32LE(0) / 4) * 4;
    if (read(blob, 4).readUInt32LE(0) !== SEA_MAGIC) throw new Error(`${file}: no single-executable blob where its note says`);
    return { offset: blob, length: note.readUInt32LE(4) };
  }
  throw new Error(`${file}: no .note.node.sea section`);
}

function withFile<T>(file: string, use: (read: (position: number, length: number) => Buffer) => T): T {
  const fd = openSync(file, 'r');
  try {
    return use((position, length) => {
      const buffer = Buffer.alloc(length);
      readSync(fd, buffer, 0, length, position);
      return buffer;
    });
  } finally {
    closeSync(fd);
  }
}

export function seaBlobFlags(file: string): number {
  return withFile(file, (read) => read(seaBlobPlace(file, read).offset + 4, 4).readUInt32LE(0));
}

/** Whether the blob's execArgv (node_sea.h: each a 64-bit length, then its bytes) holds the flag. */
export function seaExecArgvHolds(file: string, flag: string): boolean {
  return withFile(file, (read) => {
    const { offset, length } = seaBlobPlace(file, read);
    const entry = Buffer.alloc(8 + flag.length);
    entry.writeBigUInt64LE(BigInt(flag.length));
    entry.write(flag, 8, 'latin1');
    return read(offset, length).includes(entry);
  });
}
