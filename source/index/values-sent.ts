// Values about to be sent to the service, noted in the user's database before each history create
// and settled once the service answers. A run killed after the service took a value but before the
// answer arrived leaves no history id behind, only a note never settled; the next run, refused for
// that day, reads there that the value the service holds is its own (the service cannot list
// history values: its history page is HTML).
import type { HoshinDatabase } from '../store/hoshin-database.js';
import type { ServiceIdentity } from './service-identity.js';

export interface ValuesSent {
  /** Notes a value before it is sent; never throws (a note that cannot be written only loses the hint). */
  note(indicatorId: number, day: string, value: number): void;
  /** The service answered the send (taken or refused): the note no longer stands for an unknown outcome. */
  settle(indicatorId: number, day: string): void;
  /** The value noted for that day whose send was never answered, if any. */
  sentValue(indicatorId: number, day: string): number | undefined;
}

/** Notes in memory only (no database: tests, a database that could not be opened). */
export function valuesSentInMemory(): ValuesSent {
  const notes = new Map<string, number>();
  return {
    note: (indicatorId, day, value) => void notes.set(`${indicatorId}/${day}`, value),
    settle: (indicatorId, day) => void notes.delete(`${indicatorId}/${day}`),
    sentValue: (indicatorId, day) => notes.get(`${indicatorId}/${day}`),
  };
}

export function openValuesSent(db: HoshinDatabase, service: ServiceIdentity): ValuesSent {
  const memory = valuesSentInMemory();
  let row: number | undefined;
  const serviceRow = () => (row ??= db.serviceRow(service.id, service.baseUrl, service.appKey));
  return {
    note(indicatorId, day, value) {
      memory.note(indicatorId, day, value);
      try {
        db.statement('INSERT OR REPLACE INTO values_sent (service, indicator_id, day, value, noted_at) VALUES (?, ?, ?, ?, ?)').run(
          serviceRow(),
          indicatorId,
          day,
          value,
          Date.now(),
        );
      } catch {
        // Only the hint for an interrupted run is lost.
      }
    },
    settle(indicatorId, day) {
      memory.settle(indicatorId, day);
      try {
        db.statement('DELETE FROM values_sent WHERE service = ? AND indicator_id = ? AND day = ?').run(serviceRow(), indicatorId, day);
      } catch {
        // A note left standing only matters if the same day is refused later with the same value.
      }
    },
    sentValue(indicatorId, day) {
      try {
        const found = db
          .statement('SELECT value FROM values_sent WHERE service = ? AND indicator_id = ? AND day = ?')
          .get(serviceRow(), indicatorId, day) as { value: number } | undefined;
        return found?.value;
      } catch {
        return memory.sentValue(indicatorId, day);
      }
    },
  };
}
