// --data FILE: loaded at start, saved atomically after every change, never overwritten when corrupt.
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataFileError, startSandbox } from '../../source/sandbox/server.js';
import { call } from './helpers.js';

let directory: string;
beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'hoshin-sandbox-'));
});
afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

const credentials = { appKey: 'a'.repeat(32), secret: 'b'.repeat(32) };

describe('data file', () => {
  it('starts a missing file from the seed and writes it', async () => {
    const file = join(directory, 'plan.json');
    const sandbox = await startSandbox({ dataFile: file, seed: 'demo', ...credentials });
    await sandbox.close();
    const saved = JSON.parse(await readFile(file, 'utf8'));
    expect(saved.format).toBe('hoshin-sandbox');
    expect(saved.resources.company).toHaveLength(1);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('keeps every change across a restart, and the file is whole JSON after each write', async () => {
    const file = join(directory, 'plan.json');
    const first = await startSandbox({ dataFile: file, seed: 'empty', ...credentials });
    const company = await call(first, 'POST', '/companies', { body: { name: 'Kept' } });
    expect(JSON.parse(await readFile(file, 'utf8')).resources.company).toHaveLength(1);
    const hoshin = await call(first, 'POST', `/companies/${company.json.id}/hoshins`, { body: { name: 'Plan' } });
    expect(JSON.parse(await readFile(file, 'utf8')).resources.hoshin).toHaveLength(1);
    await call(first, 'PUT', `/companies/${company.json.id}`, { body: { name: 'Renamed' } });
    expect(JSON.parse(await readFile(file, 'utf8')).resources.company[0].name).toBe('Renamed');
    await first.close();

    const second = await startSandbox({ dataFile: file, seed: 'demo', ...credentials });
    try {
      expect(second.store.get('company', company.json.id)?.name).toBe('Renamed');
      expect(second.store.get('hoshin', hoshin.json.id)?.name).toBe('Plan');
      // Ids continue where they stopped.
      const next = await call(second, 'POST', '/companies', { body: { name: 'Next' } });
      expect(next.json.id).toBe(company.json.id + 1);
    } finally {
      await second.close();
    }
    // No temporary files are left behind.
    expect(await readdir(directory)).toEqual(['plan.json']);
  });

  it('stays whole under many concurrent writes', async () => {
    const file = join(directory, 'plan.json');
    const sandbox = await startSandbox({ dataFile: file, seed: 'empty', ...credentials });
    try {
      const writes = Array.from({ length: 20 }, (_, i) => call(sandbox, 'POST', '/companies', { body: { name: `C${i}` } }));
      let reads = 0;
      while (reads < 20) {
        const text = await readFile(file, 'utf8');
        expect(() => JSON.parse(text)).not.toThrow();
        reads += 1;
      }
      await Promise.all(writes);
      expect(JSON.parse(await readFile(file, 'utf8')).resources.company).toHaveLength(20);
    } finally {
      await sandbox.close();
    }
  });

  it('refuses a corrupt file, naming it, and leaves it as it was', async () => {
    for (const content of [
      '{"format": "hoshin-sandbox", "version": 1, "resou',
      '[1, 2, 3]',
      '{"format":"hoshin-sandbox","version":1}',
      '',
    ]) {
      const file = join(directory, 'broken.json');
      await writeFile(file, content);
      const error = await startSandbox({ dataFile: file, ...credentials }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DataFileError);
      expect((error as Error).message).toContain(file);
      expect(await readFile(file, 'utf8')).toBe(content);
    }
  });

  it('refuses a file whose resources lack catalogue fields', async () => {
    const file = join(directory, 'plan.json');
    const sandbox = await startSandbox({ dataFile: file, seed: 'demo', ...credentials });
    await sandbox.close();
    const saved = JSON.parse(await readFile(file, 'utf8'));
    delete saved.resources.area[0].name;
    const content = JSON.stringify(saved);
    await writeFile(file, content);
    await expect(startSandbox({ dataFile: file, ...credentials })).rejects.toThrow(/area \d+ lacks name/);
    expect(await readFile(file, 'utf8')).toBe(content);
  });
});
