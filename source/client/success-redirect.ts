// A redirect the catalogue names as an action's success; the real service writes absolute URLs and slugs (`3-oee-line-2`). Pure.

/** The base URL's parts a Location is compared with. */
export interface RedirectBase {
  readonly origin: string;
  /** Path prefix of the base URL ('' or '/api'). */
  readonly prefix: string;
}

const PARAMETER = /:[a-z_]+/g;
// An id, bare or followed by a slug (`3` or `3-kpi-name`).
const ID_OR_SLUG = '[1-9][0-9]*(?:-[^/]*)?';

function templatePattern(template: string): RegExp {
  const literals = template.split(PARAMETER).map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${literals.join(ID_OR_SLUG)}$`);
}

/** Does the Location name the page the template describes, on the service's own host? */
export function isSuccessRedirect(template: string | undefined, location: string | undefined, base: RedirectBase): boolean {
  if (template === undefined || location === undefined || location.trim() === '') return false;
  let url: URL;
  let own: URL;
  try {
    own = new URL(base.origin);
    url = new URL(location.trim(), `${base.origin}${base.prefix}/`);
  } catch {
    return false;
  }
  // Another host is never the service's own page, whatever its path (http to https is the same host).
  if (url.hostname.toLowerCase() !== own.hostname.toLowerCase()) return false;
  let path = url.pathname.replace(/\/+$/, '') || '/';
  if (base.prefix !== '' && (path === base.prefix || path.startsWith(`${base.prefix}/`))) path = path.slice(base.prefix.length) || '/';
  return templatePattern(template).test(path);
}
