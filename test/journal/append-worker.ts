// A process journalling changes as fast as it can (intent, then outcome), for the concurrency test.
import { journalAt } from '../helpers/state-database.js';

const [stateDir, count] = process.argv.slice(2) as [string, string];
const journal = journalAt(stateDir);
for (let n = 0; n < Number(count); n++) {
  const change = journal.begin({ what: 'update', kind: 'task', id: n + 1, parent: null, sent: { name: `n${n}` }, before: null });
  journal.finish(change, { outcome: 'done', id: n + 1 });
}
