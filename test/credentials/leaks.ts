// Looks for a secret or a live signature anywhere a user could see or a file could keep it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function filesUnder(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(dir, name);
    // V8's compiled code of the bundle (Node 22.1 on): hoshin's own code, written on every start.
    if (path.endsWith(join('.cache', 'hoshin', 'compile-cache'))) return [];
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Files a refused or failed login may still leave, since they are about the service, not the
 * credentials: the user's database (and the note of its journal's sequence beside it), which holds what was learned of it and the signing seconds taken.
 */
const SERVICE_STATE = /\/state\/hoshin\.db(-wal|-shm|\.sequence)?$/;

/** Files under a directory other than the service state a login leaves whatever its outcome. */
export function savedFilesUnder(dir: string): string[] {
  return filesUnder(dir).filter((file) => !SERVICE_STATE.test(file));
}

/** The service state files under a directory (checked for leaks by the tests that allow them). */
export function serviceStateUnder(dir: string): string[] {
  return filesUnder(dir).filter((file) => SERVICE_STATE.test(file));
}

/** `signature=` followed by anything but the redaction marker. */
export const LIVE_SIGNATURE = /signature=(?!\[redacted\])/;

/** The places among texts and files that hold the secret or a live signature. */
export function leaks(secret: string, texts: Readonly<Record<string, string>>, files: readonly string[]): string[] {
  const found: string[] = [];
  const check = (where: string, text: string) => {
    if (text.includes(secret)) found.push(`${where}: the secret`);
    if (LIVE_SIGNATURE.test(text)) found.push(`${where}: a live signature`);
  };
  for (const [where, text] of Object.entries(texts)) check(where, text);
  for (const file of files) check(file, readFileSync(file, 'utf8'));
  return found;
}
