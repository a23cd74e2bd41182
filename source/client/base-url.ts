// The base URL of the service: its origin, the path prefix every signed path carries, its host.
import { HoshinError } from '../core/errors.js';
import { hideUrlPassword } from '../core/url-text.js';
import { redactSignatures } from '../signing/signing.js';

export interface BaseUrl {
  readonly origin: string;
  /** Path prefix of the base URL ('' or '/api'), part of every signed path. */
  readonly prefix: string;
  readonly host: string;
  readonly key: string;
}

export function parseBaseUrl(baseUrl: string): BaseUrl {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new HoshinError('usage', `the base URL "${hideUrlPassword(baseUrl)}" is not a URL (expected e.g. https://www.hoshinplan.com)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new HoshinError('usage', `the base URL must start with http:// or https://, got "${hideUrlPassword(baseUrl)}"`);
  }
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    throw new HoshinError(
      'usage',
      `the base URL must carry no query, fragment, user name or password: "${hideUrlPassword(redactSignatures(baseUrl))}"`,
    );
  }
  const prefix = url.pathname.replace(/\/+$/, '');
  return { origin: url.origin, prefix, host: url.host, key: `${url.origin}${prefix}` };
}
