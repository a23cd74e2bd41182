// Signing seconds shared between processes through the user's database: who owns a second, and
// what the ledger does with a second another process owns.
import { describe, expect, it } from 'vitest';
import { SignedUrlLedger } from '../../source/client/signed-url-ledger.js';
import { DatabaseSecondLeases } from '../../source/client/signing-seconds.js';
import { databaseAt, freshStateDir } from '../helpers/state-database.js';

const leasesIn = (stateDir: string, onProblem?: (message: string) => void) =>
  new DatabaseSecondLeases(() => databaseAt(stateDir), onProblem);

describe('DatabaseSecondLeases', () => {
  it('gives each second to one owner only, and remembers its answer', () => {
    const dir = freshStateDir();
    const mine = leasesIn(dir);
    const theirs = leasesIn(dir);
    expect(mine.owns(1000)).toBe(true);
    expect(theirs.owns(1000)).toBe(false);
    expect(theirs.owns(999)).toBe(true);
    expect(mine.owns(999)).toBe(false);
    expect(mine.owns(1000)).toBe(true);
    expect(databaseAt(dir).statement('SELECT second FROM signing_seconds ORDER BY second').all()).toEqual([
      { second: 999 },
      { second: 1000 },
    ]);
  });

  it('makes a ledger pass over a second another process signs in', () => {
    const dir = freshStateDir();
    const other = leasesIn(dir);
    expect(other.owns(500)).toBe(true);
    const ledger = new SignedUrlLedger({ leases: leasesIn(dir), pick: () => 0 });
    expect(ledger.claim('/companies', 500)).toBe(499);
    // Its own seconds serve every path, each once.
    expect(ledger.claim('/companies/1', 500)).toBe(499);
    expect(ledger.claim('/companies', 500)).toBe(498);
  });

  it('sweeps seconds too old to matter', () => {
    const dir = freshStateDir();
    const leases = leasesIn(dir);
    for (let second = 1; second <= 64; second++) leases.owns(second);
    leases.owns(10_000);
    for (let second = 10_001; second < 10_064; second++) leases.owns(second);
    const seconds = databaseAt(dir).statement('SELECT second FROM signing_seconds').all() as { second: number }[];
    expect(seconds.every(({ second }) => second >= 10_000)).toBe(true);
  });

  it('falls back to the process alone when the database cannot be used, and says so once', () => {
    const problems: string[] = [];
    const leases = new DatabaseSecondLeases(
      () => {
        throw new Error('database is locked');
      },
      (message) => problems.push(message),
    );
    expect(leases.owns(1)).toBe(true);
    expect(leases.owns(2)).toBe(true);
    expect(problems).toEqual([
      'cannot share signing seconds through the database (database is locked); another hoshin started in the same second could sign the same request',
    ]);
  });
});
