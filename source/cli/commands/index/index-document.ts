// The index export, keys spelled as the service's (parent_kind); the model's spelling (parentKind) is read too.
const SPELLINGS: readonly (readonly [model: string, printed: string])[] = [
  ['parentKind', 'parent_kind'],
  ['parentId', 'parent_id'],
];

function respell(document: unknown, from: 0 | 1, to: 0 | 1): unknown {
  if (document === null || typeof document !== 'object' || !Array.isArray((document as { entries?: unknown }).entries)) return document;
  const entries = (document as { entries: unknown[] }).entries.map((entry) => {
    if (entry === null || typeof entry !== 'object') return entry;
    return Object.fromEntries(
      Object.entries(entry).map(([key, value]) => [SPELLINGS.find((pair) => pair[from] === key)?.[to] ?? key, value]),
    );
  });
  return { ...document, entries };
}

/** The export with snake_case keys, for printing. */
export function printedExport(document: unknown): unknown {
  return respell(document, 0, 1);
}

/** An export read from a file or stdin, in the model's spelling. */
export function readExport(document: unknown): unknown {
  return respell(document, 1, 0);
}

/** A complaint of the model about an entry, in the printed spelling. */
export function printedMessage(message: string): string {
  return SPELLINGS.reduce((text, [model, printed]) => text.replaceAll(model, printed), message);
}
