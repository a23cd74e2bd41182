// Values about to be sent to the service, noted in a small append-only file beside the service's
// store before each history create and settled once the service answers. A run killed after the
// service took a value but before the answer arrived leaves no history id behind, only a note never
// settled; the next run, refused for that day, reads there that the value the service holds is its
// own (the service cannot list history values: its history page is HTML).
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readDay } from '../domain/dates.js';
import { appendPrivateFile } from '../config/private-files.js';
import type { HoshinPaths } from '../config/paths.js';
import { serviceStateDir, type ServiceIdentity } from './service-identity.js';

/** Kept to the newest notes once the file passes this size. */
const MAX_BYTES = 1_000_000;
const KEEP_LINES = 5_000;

export interface ValuesSent {
  /** Notes a value before it is sent; never throws (a note that cannot be written only loses the hint). */
  note(indicatorId: number, day: string, value: number): void;
  /** The service answered the send (taken or refused): the note no longer stands for an unknown outcome. */
  settle(indicatorId: number, day: string): void;
  /** The value noted for that day whose send was never answered, if any. */
  sentValue(indicatorId: number, day: string): number | undefined;
}

export function valuesSentFile(paths: HoshinPaths, service: ServiceIdentity): string {
  return join(serviceStateDir(paths, service), 'values-sent.jsonl');
}

function key(indicatorId: number, day: string): string {
  return `${indicatorId}/${day}`;
}

function readNotes(file: string): Map<string, number> {
  const notes = new Map<string, number>();
  let text: string;
  try {
    if (statSync(file).size > MAX_BYTES) {
      const kept = readFileSync(file, 'utf8').split('\n').filter(Boolean).slice(-KEEP_LINES);
      writeFileSync(file, `${kept.join('\n')}\n`, { mode: 0o600 });
    }
    text = readFileSync(file, 'utf8');
  } catch {
    return notes;
  }
  for (const line of text.split('\n')) {
    try {
      const note = JSON.parse(line) as { indicator_id?: unknown; day?: unknown; value?: unknown; settled?: unknown };
      const day = readDay(note.day);
      if (!Number.isSafeInteger(note.indicator_id) || day === null) continue;
      if (note.settled === true) notes.delete(key(note.indicator_id as number, day));
      else if (typeof note.value === 'number' && Number.isFinite(note.value)) notes.set(key(note.indicator_id as number, day), note.value);
    } catch {
      // A torn last line (killed while writing) or a foreign line: skipped.
    }
  }
  return notes;
}

export function openValuesSent(file: string): ValuesSent {
  let notes: Map<string, number> | undefined;
  const all = () => (notes ??= readNotes(file));
  return {
    note(indicatorId, day, value) {
      all().set(key(indicatorId, day), value);
      try {
        appendPrivateFile(file, `${JSON.stringify({ indicator_id: indicatorId, day, value })}\n`);
      } catch {
        // Only the hint for an interrupted run is lost.
      }
    },
    settle(indicatorId, day) {
      all().delete(key(indicatorId, day));
      try {
        appendPrivateFile(file, `${JSON.stringify({ indicator_id: indicatorId, day, settled: true })}\n`);
      } catch {
        // A note left standing only matters if the same day is refused later with the same value.
      }
    },
    sentValue(indicatorId, day) {
      return all().get(key(indicatorId, day));
    },
  };
}
