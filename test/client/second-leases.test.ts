// Signing seconds shared between processes through a directory: who owns a second, and what the
// ledger does with a second another process owns.
import { chmodSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileSecondLeases } from '../../source/client/second-leases.js';
import { SignedUrlLedger } from '../../source/client/signed-url-ledger.js';

const freshDir = () => join(mkdtempSync(join(tmpdir(), 'hoshin-leases-')), 'seconds');

describe('FileSecondLeases', () => {
  it('gives each second to one owner only, and remembers its answer', () => {
    const dir = freshDir();
    const mine = new FileSecondLeases(dir);
    const theirs = new FileSecondLeases(dir);
    expect(mine.owns(1000)).toBe(true);
    expect(theirs.owns(1000)).toBe(false);
    expect(theirs.owns(999)).toBe(true);
    expect(mine.owns(999)).toBe(false);
    expect(mine.owns(1000)).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(['1000', '999']);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  it('makes a ledger step back past a second another process signs in', () => {
    const dir = freshDir();
    const other = new FileSecondLeases(dir);
    expect(other.owns(500)).toBe(true);
    const ledger = new SignedUrlLedger({ leases: new FileSecondLeases(dir) });
    expect(ledger.claim('/companies', 500)).toBe(499);
    // Its own seconds serve every path, each once.
    expect(ledger.claim('/companies/1', 500)).toBe(499);
    expect(ledger.claim('/companies', 500)).toBe(498);
  });

  it('sweeps seconds too old to matter', () => {
    const dir = freshDir();
    const leases = new FileSecondLeases(dir);
    for (let second = 1; second <= 64; second++) leases.owns(second);
    leases.owns(10_000);
    for (let second = 10_001; second < 10_064; second++) leases.owns(second);
    expect(
      readdirSync(dir)
        .map(Number)
        .every((second) => second >= 10_000),
    ).toBe(true);
  });

  it('falls back to the process alone when the directory cannot be used, and says so once', () => {
    const root = mkdtempSync(join(tmpdir(), 'hoshin-leases-'));
    const blocked = join(root, 'file');
    writeFileSync(blocked, '');
    chmodSync(root, 0o700);
    const problems: string[] = [];
    const leases = new FileSecondLeases(join(blocked, 'seconds'), (message) => problems.push(message));
    expect(leases.owns(1)).toBe(true);
    expect(leases.owns(2)).toBe(true);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('cannot share signing seconds');
  });
});
