// A process's databases close (and checkpoint their WAL) on its 'exit' event, so that main.ts can
// end a command's process without Node's teardown and leave no WAL behind (decision 0362).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hoshinPaths } from '../../source/config/paths.js';
import { closeDatabases, openDatabase } from '../../source/store/database.js';

let root: string;

afterEach(() => {
  closeDatabases();
  rmSync(root, { recursive: true, force: true });
});

describe("a process's databases at its exit", () => {
  it("are closed by one 'exit' listener, added by the first open, their WAL checkpointed away", () => {
    root = mkdtempSync(join(tmpdir(), 'hoshin-db-exit-'));
    const paths = hoshinPaths({ HOSHIN_STATE_DIR: join(root, 'state'), HOME: root });
    // By its name: another test file in this worker may have opened a database first.
    const closers = () => process.listeners('exit').filter((listener) => listener.name === 'closeAtExit');
    const database = openDatabase(paths);
    database.serviceRow('exit-probe', 'http://probe.example', 'key');
    const wal = join(root, 'state', 'hoshin.db-wal');
    expect(existsSync(wal)).toBe(true);
    expect(closers()).toHaveLength(1);
    openDatabase(hoshinPaths({ HOSHIN_STATE_DIR: join(root, 'other'), HOME: root }));
    expect(closers()).toHaveLength(1);
    (closers()[0] as () => void)();
    expect(existsSync(wal)).toBe(false);
  });
});
