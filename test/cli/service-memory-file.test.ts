// A corrupt file of what was learned of each service is moved aside with a warning, as the local
// index is, instead of being replaced silently: the built executable against a sandbox.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';
import { isolatedDirs, runHoshin } from '../helpers/cli.js';

describe('the file of what was learned of each service', () => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, seed: 'demo', flavour: 'hoshinplan' });
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it.each([
    ['not JSON', '{"http://x": {"dialect": "plain"', 'it is not valid JSON'],
    ['not an object', '[1, 2, 3]\n', 'it is not an object of services'],
  ])(
    '%s: moved to <file>.corrupt-<time> with one warning, the command works, and the file is written anew',
    async (_what, garbage, reason) => {
      const dirs = isolatedDirs();
      const servicesDir = join(dirs.HOSHIN_STATE_DIR, 'services');
      const file = join(servicesDir, 'default.json');
      mkdirSync(servicesDir, { recursive: true });
      writeFileSync(file, garbage);
      const env = {
        ...dirs,
        HOSHIN_BASE_URL: sandbox.url,
        HOSHIN_APP_KEY: sandbox.appKey,
        HOSHIN_APP_SECRET: sandbox.secret,
      };

      const result = await runHoshin(['list', 'companies'], { env });
      expect(result.code, result.stderr).toBe(0);
      const aside = readdirSync(servicesDir).filter((name) => name.startsWith('default.json.corrupt-'));
      expect(aside).toHaveLength(1);
      expect(readFileSync(join(servicesDir, aside[0]!), 'utf8')).toBe(garbage);
      const warnings = result.stderr.split('\n').filter((line) => line.includes('could not be read'));
      expect(warnings).toEqual([
        `hoshin: warning: what was learned of the services in ${file} could not be read (${reason}); it was moved to ${join(servicesDir, aside[0]!)} and hoshin learns again`,
      ]);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveProperty([sandbox.url]);

      const again = await runHoshin(['list', 'companies'], { env });
      expect(again.code, again.stderr).toBe(0);
      expect(again.stderr).not.toContain('could not be read');
    },
  );
});
