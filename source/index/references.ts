// What a person types or pastes to name a resource: `kind id` (objective 42, obj #42) or an
// address of the service (its web pages or API paths: the id is the slug's number: /hoshins/123-my-plan is 123).
// Pure; shared by the console's palette and the CLI.
import { KINDS, resolveKind, type KindName, type KindSpec } from '../catalogue/catalogue.js';
import { redactSignatures } from '../signing/signing.js';

export interface ResourceReference {
  readonly kind: KindName;
  readonly id: number;
}

export type ReferenceResult = ({ readonly ok: true } & ResourceReference) | { readonly ok: false; readonly message: string };

const ID_TEXT = /^[1-9]\d*$/;
/** A web slug: the id, optionally followed by -words and a .json/.xml suffix. */
const SLUG = /^([1-9]\d*)(?:-[^/.]*)?(?:\.(?:json|xml|html|pdf))?$/i;

const byWebSegment = new Map<string, KindSpec>(KINDS.map((spec) => [spec.webSegment, spec]));

const failure = (message: string): ReferenceResult => ({ ok: false, message: redactSignatures(message) });

/** An id typed after a kind word (`#42` too). */
export function parseKindId(kind: KindSpec, text: string): ReferenceResult {
  const bare = text.startsWith('#') ? text.slice(1) : text;
  if (!ID_TEXT.test(bare) || !Number.isSafeInteger(Number(bare))) {
    return failure(`${kind.label.toLowerCase()} id must be a positive whole number, got "${text}"`);
  }
  return { ok: true, kind: kind.name, id: Number(bare) };
}

/** The host an address or base URL names, as shown (with a port that is not its scheme's); null for a path or no URL. */
export function addressHost(text: string): string | null {
  if (text.startsWith('/')) return null;
  try {
    return new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`).host.toLowerCase();
  } catch {
    return null;
  }
}

/** `www.example.org` and `example.org` serve the same pages. */
function sameHost(a: string, b: string): boolean {
  const bare = (host: string) => host.replace(/^www\./, '');
  return bare(a) === bare(b);
}

/** An address on another host than the service at `baseUrl`: both hosts; null when it names none or the same one. */
export function otherHost(text: string, baseUrl: string): { readonly address: string; readonly service: string } | null {
  const address = addressHost(text);
  const service = addressHost(baseUrl);
  if (address === null || service === null || sameHost(address, service)) return null;
  return { address, service };
}

/** Whether a base URL is on the host an address names (a profile to suggest for it). */
export function isOnHost(baseUrl: string, text: string): boolean {
  const address = addressHost(text);
  const service = addressHost(baseUrl);
  return address !== null && service !== null && sameHost(address, service);
}

export function looksLikeAddress(text: string): boolean {
  return /^https?:\/\//i.test(text) || text.startsWith('/') || /^[a-z0-9.-]+\.[a-z]{2,}(:\d+)?\//i.test(text);
}

/**
 * Reads a pasted address of the service (web page or API path): the last `<segment>/<id-slug>`
 * pair whose segment names a kind wins, so /subscriptions/3/invoices/9 is invoice 9 and
 * /indicators/7/history is indicator 7. Errors name the path only, never the query. With the
 * service's base URL, an address on another host is refused naming both hosts: its id would name
 * another resource on this service.
 */
export function parseResourceAddress(text: string, serviceBaseUrl?: string): ReferenceResult {
  const found = addressReference(text);
  const elsewhere = serviceBaseUrl === undefined ? null : otherHost(text, serviceBaseUrl);
  if (!found.ok || elsewhere === null) return found;
  return failure(
    `the address is on ${elsewhere.address}, not on ${elsewhere.service} (the service hoshin reads here): ${found.kind.replace(/_/g, ' ')} ${found.id} of ${elsewhere.service} is another one`,
  );
}

function addressReference(text: string): ReferenceResult {
  let path: string;
  try {
    const absolute = /^https?:\/\//i.test(text) ? text : text.startsWith('/') ? `http://host${text}` : `https://${text}`;
    path = new URL(absolute).pathname;
  } catch {
    return failure(`"${text}" is not a web address`);
  }
  let segments: string[];
  try {
    segments = path
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return failure(`the address ${path} is not readable (a broken %-escape)`);
  }
  for (let at = segments.length - 2; at >= 0; at -= 1) {
    const spec = byWebSegment.get((segments[at] as string).toLowerCase());
    const slug = SLUG.exec(segments[at + 1] as string);
    if (spec && slug) return parseKindId(spec, slug[1] as string);
  }
  const first = segments[0];
  if (first !== undefined && byWebSegment.has(first.toLowerCase())) {
    const second = segments[1];
    const what = second === undefined ? 'no id' : `"${second}", which is not an id`;
    return failure(`the address names ${first} but ${what} (expected e.g. /${first}/42)`);
  }
  return failure(`the address ${path} does not name a resource hoshin knows (expected e.g. /objectives/42)`);
}

export interface ReferenceList {
  /** Each resource once, in the order pasted. */
  readonly references: readonly ResourceReference[];
  /** One short text per piece that names no resource. */
  readonly problems: readonly string[];
  /** How many addresses and complete `kind id` pairs were found (repeats included). */
  readonly found: number;
}

/** A piece of pasted text as messages may show it: short, with any signature hidden. */
function quoted(text: string): string {
  const safe = text.replace(/(signature=)[^&\s]*/gi, '$1[redacted]');
  return `"${safe.length > 40 ? `${safe.slice(0, 39)}…` : safe}"`;
}

/**
 * Several references pasted at once, separated by spaces, commas, semicolons or newlines: web
 * addresses, and kind words each followed by one id ("objective 42, indicator 7").
 */
export function parseReferenceList(text: string, serviceBaseUrl?: string): ReferenceList {
  const words = text.split(/[\s,;]+/).filter((word) => word !== '');
  const references: ResourceReference[] = [];
  const seen = new Set<string>();
  const problems: string[] = [];
  let found = 0;
  const add = (result: ReferenceResult, what: string): void => {
    if (!result.ok) {
      problems.push(`${what}: ${result.message}`);
      return;
    }
    found += 1;
    const key = `${result.kind}:${result.id}`;
    if (seen.has(key)) return;
    seen.add(key);
    references.push({ kind: result.kind, id: result.id });
  };
  for (let at = 0; at < words.length; at += 1) {
    const word = words[at] as string;
    if (looksLikeAddress(word)) {
      const result = parseResourceAddress(word, serviceBaseUrl);
      add(result, result.ok ? '' : 'address');
      continue;
    }
    const kind = resolveKind(word);
    if (kind) {
      const next = words[at + 1];
      if (next === undefined) {
        problems.push(`${quoted(word)}: which ${kind.label.toLowerCase()}? e.g. ${kind.name} 42`);
        continue;
      }
      at += 1;
      add(parseKindId(kind, next), quoted(`${word} ${next}`));
      continue;
    }
    problems.push(
      ID_TEXT.test(word.replace(/^#/, ''))
        ? `${quoted(word)}: which kind? e.g. objective ${word.replace(/^#/, '')}`
        : `${quoted(word)}: not a web address or a kind and id`,
    );
  }
  return { references, problems, found };
}
