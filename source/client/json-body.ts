// JSON only when it looks like JSON and nests no deeper than answers do: a 404 may be HTML labelled as JSON. Pure.

/** `tooDeep`: JSON nested past MAX_JSON_DEPTH, refused unread (every walk over it would overflow the stack). */
export type JsonReading = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly tooDeep?: true };

const LOOKS_LIKE_JSON = /^\s*[[{]/;

/** Deepest nesting of arrays and objects read from the service; its answers nest three or four deep. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;

/** At most `limit` opening brackets in all (strings included): no nesting deeper than `limit`, found without a walk. */
function fewBrackets(text: string, limit: number): boolean {
  let count = 0;
  for (const bracket of '{[') {
    for (let at = text.indexOf(bracket); at !== -1; at = text.indexOf(bracket, at + 1)) if (++count > limit) return false;
  }
  return true;
}

/** True when the text nests arrays and objects deeper than `limit` (strings skipped), in one pass. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  // An answer about one resource holds a few brackets: counted by the engine's search, not by a walk.
  if (fewBrackets(text, limit)) return false;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      // Skip the string: to the next quote not escaped by an odd run of backslashes.
      for (i++; i < text.length; i++) {
        const inner = text.charCodeAt(i);
        if (inner === BACKSLASH) i++;
        else if (inner === QUOTE) break;
      }
    } else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      if (++depth > limit) return true;
    } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) {
      depth--;
    }
  }
  return false;
}

/** Parses a body only when it looks like JSON: a 404 may be an HTML page labelled as JSON. */
export function readJson(bodyText: string): JsonReading {
  if (!LOOKS_LIKE_JSON.test(bodyText)) return { ok: false };
  if (nestsDeeperThan(bodyText, MAX_JSON_DEPTH)) return { ok: false, tooDeep: true };
  try {
    return { ok: true, value: JSON.parse(bodyText) as unknown };
  } catch {
    return { ok: false };
  }
}
