// The version hoshin reports: package.json's, put into the bundle at build time.
import { createRequire } from 'node:module';

declare const HOSHIN_VERSION: string | undefined;

function fromPackage(): string {
  try {
    return (createRequire(import.meta.url)('../../package.json') as { version: string }).version;
  } catch {
    return '0.0.0';
  }
}

export const VERSION: string = typeof HOSHIN_VERSION === 'string' ? HOSHIN_VERSION : fromPackage();

/** What every request says it comes from: `hoshin/0.1.0 (node 20.20.0; linux)`. */
export const USER_AGENT = `hoshin/${VERSION} (node ${process.versions.node}; ${process.platform})`;
