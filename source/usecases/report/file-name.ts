// Where a review pack goes by default, and which format a file name asks for. Pure.
import type { PackFormat, PackScopeKind } from './pack.js';

export const PACK_FORMATS: readonly PackFormat[] = ['html', 'md'];

export function packFileName(kind: PackScopeKind, id: number, month: string, format: PackFormat): string {
  return `hoshin-review-${kind}-${id}-${month}.${format}`;
}

/** The format a file name's extension names (`.md`, `.markdown`, `.html`, `.htm`), null otherwise. */
export function formatOfFile(file: string): PackFormat | null {
  if (/\.(md|markdown)$/i.test(file)) return 'md';
  if (/\.html?$/i.test(file)) return 'html';
  return null;
}

/** `name` numbered before its extension: report.html -> report-2.html. */
export function numberedName(name: string, n: number): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? `${name}-${n}` : `${name.slice(0, dot)}-${n}${name.slice(dot)}`;
}
