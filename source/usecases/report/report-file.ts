// Writes a review pack, never replacing a file silently; exclusive creation, so two writers never share a file.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { numberedName } from './file-name.js';

export function writeReportFile(file: string, content: string, overwrite: boolean): void {
  writeFileSync(file, content, { encoding: 'utf8', flag: overwrite ? 'w' : 'wx' });
}

/** Writes under `dir` as `name`, or name-2, name-3… when taken; returns the path written. */
export function writeFreshReportFile(dir: string, name: string, content: string): string {
  for (let n = 1; n < 1000; n++) {
    const file = join(dir, n === 1 ? name : numberedName(name, n));
    try {
      writeReportFile(file, content, false);
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error(`no free file name for ${name} in ${dir}`);
}
