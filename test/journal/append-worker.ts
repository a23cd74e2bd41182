// A process appending journal lines (or compacting) as fast as it can, for the concurrency test.
import { appendJournalLine, compactJournal } from '../../source/journal/journal-file.js';

const [file, mode, count, prefix] = process.argv.slice(2) as [string, string, string, string];
if (mode === 'compact') {
  for (let n = 0; n < Number(count); n++) compactJournal(file, 90, Date.now());
} else {
  for (let n = 0; n < Number(count); n++) {
    appendJournalLine(
      file,
      {
        v: 1,
        type: 'intent',
        change: `${prefix}-${n}`,
        at: new Date().toISOString(),
        what: 'update',
        kind: 'task',
        id: n + 1,
        parent: null,
        sent: { name: `n${n}` },
        before: null,
        session: prefix,
      },
      n % 10 === 0,
    );
  }
}
