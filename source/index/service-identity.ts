// Which service a local store belongs to: the normalised base URL and the app key. Profiles that
// point at the same service share one store; an override (--base-url, HOSHIN_BASE_URL) picks the
// store of the service it names, so nothing learned from one service reaches another's store.
import { join } from 'node:path';
import type { HoshinPaths } from '../config/paths.js';
import { sha256 } from '../signing/sha256.js';

export interface ServiceIdentity {
  /** A stable file-name-safe id: a hash of the normalised base URL and the app key. */
  readonly id: string;
  /** The base URL as compared: lower-case scheme and host, no default port, no trailing slash. */
  readonly baseUrl: string;
  readonly appKey: string;
}

/** The base URL as two spellings of one service compare equal (`HTTP://Host:80/` = `http://host`). */
export function normaliseBaseUrl(baseUrl: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return baseUrl.trim().replace(/\/+$/, '');
  }
  const path = url.pathname.replace(/\/+$/, '');
  // URL already lower-cases scheme and host and drops the scheme's default port.
  return `${url.protocol}//${url.host}${path}`;
}

export function serviceIdentity(baseUrl: string, appKey: string): ServiceIdentity {
  const normalised = normaliseBaseUrl(baseUrl);
  // SHA-256 by hand: node:crypto (7 ms to load) is not needed to name the store (decision 0362).
  const digest = sha256(Buffer.from(`${normalised}\n${appKey}`, 'utf8'));
  const id = Buffer.from(digest.buffer, digest.byteOffset, digest.byteLength).toString('hex').slice(0, 16);
  return { id, baseUrl: normalised, appKey };
}

/** The directory that holds everything hoshin keeps of one service (its store, its journal). */
export function serviceStateDir(paths: HoshinPaths, identity: ServiceIdentity): string {
  return join(paths.stateDir, 'services', identity.id);
}
