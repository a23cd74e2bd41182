// The journal in the user's database, written by 6 processes at once: no change is lost.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseAt, freshStateDir, journalAt } from '../helpers/state-database.js';

const WORKER = resolve('test/journal/append-worker.ts');

function run(args: string[]): Promise<number | null> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', WORKER, ...args], { stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', fail);
    child.on('close', done);
  });
}

describe('the journal', () => {
  it('keeps every change of 6 processes journalling at once, each with its outcome', async () => {
    const stateDir = freshStateDir();
    databaseAt(stateDir);
    expect(await Promise.all(Array.from({ length: 6 }, () => run([stateDir, '120'])))).toEqual(Array(6).fill(0));
    const changes = journalAt(stateDir).changes();
    expect(changes).toHaveLength(6 * 120);
    expect(changes.every((change) => change.outcome === 'done' && !change.unanswered)).toBe(true);
  }, 120_000);
});
