// The status line after several resources were pasted into the palette. Pure.
import { kindSpec } from '../../catalogue/catalogue.js';
import type { OpenFailure } from '../../usecases/open-many.js';

export function openedSummary(
  opened: number,
  failures: readonly OpenFailure[],
  problems: readonly string[],
): { text: string; tone: 'success' | 'error' } {
  const total = opened + failures.length + problems.length;
  const failed = [
    ...failures.map((failure) => `${kindSpec(failure.reference.kind).label.toLowerCase()} ${failure.reference.id} (${failure.reason})`),
    ...problems,
  ];
  if (failed.length === 0) return { text: `opened ${opened} of ${total}`, tone: 'success' };
  return { text: `opened ${opened} of ${total}; failed: ${failed.join('; ')}`, tone: 'error' };
}
