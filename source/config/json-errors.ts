// Turns JSON.parse failures into "line N: what" for people who edit files by hand.

/** The 1-based line of a character offset. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i += 1) if (text[i] === '\n') line += 1;
  return line;
}

function failsBeforeEnd(text: string, length: number): boolean {
  try {
    JSON.parse(text.slice(0, length));
    return false;
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/Unexpected end of JSON input/.test(message)) return false;
    // Cut mid-token, V8 reports the end of the text as the position ("Unterminated string ... at 3").
    const position = /at position (\d+)/.exec(message);
    return !(position && Number(position[1]) >= length);
  }
}

/** V8 only sometimes reports a position: a prefix before the mistake fails only at its end. */
export function jsonErrorOffset(text: string): number {
  if (!failsBeforeEnd(text, text.length)) return text.trimEnd().length;
  let good = 0;
  let bad = text.length;
  while (bad - good > 1) {
    const middle = Math.floor((good + bad) / 2);
    if (failsBeforeEnd(text, middle)) bad = middle;
    else good = middle;
  }
  return bad - 1;
}

/** V8's message without its position and echoed snippet (which could quote a secret). */
export function jsonErrorReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const unexpected = /^Unexpected token '(.)'/.exec(message);
  if (unexpected) return `unexpected ${JSON.stringify(unexpected[1])}`;
  return message.replace(/ in JSON at position \d+.*$/s, '').replace(/^./, (c) => c.toLowerCase());
}

export interface JsonFailure {
  readonly line: number;
  readonly reason: string;
}

export function parseJsonText(text: string): { ok: true; value: unknown } | { ok: false; failure: JsonFailure } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, failure: { line: lineAt(text, jsonErrorOffset(text)), reason: jsonErrorReason(error) } };
  }
}
