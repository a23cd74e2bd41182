// Property test (fast-check) of the value pipeline end to end, in process against the demo sandbox:
// every number a person may type to `hoshin record` is either refused with nothing sent, or reaches
// the service as exactly that number and is shown back with the digits typed.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldSpec } from '../../source/catalogue/catalogue.js';
import { parseTypedValue, readDecimal, typedDecimalText } from '../../source/catalogue/values.js';
import { addDays } from '../../source/domain/dates.js';
import type { RunningSandbox } from '../../source/sandbox/server.js';
import { runInProcess, startDemoService } from '../helpers/cli-in-process.js';

let sandbox: RunningSandbox;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  ({ sandbox, env } = await startDemoService());
});
afterAll(() => sandbox.close());

const VALUE = fieldSpec('indicator_history', 'value')!;

/** Numbers as people type them: plain, with thousands commas, a decimal comma, too many digits, a stray letter. */
const typed = fc.oneof(
  fc.double({ min: -1e9, max: 1e9, noNaN: true }).map((value) => String(value)),
  fc.integer({ min: -99_999_999, max: 99_999_999 }).map((value) => value.toLocaleString('en-US')),
  fc
    .tuple(fc.integer({ min: 1, max: 999_999 }), fc.stringMatching(/^[0-9]{1,3}$/))
    .map(([whole, fraction]) => `${whole.toLocaleString('en-US')}.${fraction}`),
  fc.tuple(fc.integer({ min: 0, max: 999 }), fc.stringMatching(/^[0-9]{1,4}$/)).map(([whole, fraction]) => `${whole},${fraction}`),
  fc.stringMatching(/^[0-9]{16,22}(\.[0-9]{1,3})?$/),
  fc.stringMatching(/^[0-9]{1,3}[a-z.,][0-9]{0,3}$/),
);

describe('hoshin record <id> <value>', () => {
  it('refuses a value with nothing sent, or sends exactly the number typed and shows its digits back', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(typed, async (raw) => {
        run += 1;
        // A day of its own for each run, long ago: back-dated values, never a conflict.
        const day = addDays('2001-01-01', run);
        const expected = parseTypedValue(VALUE, raw);
        sandbox.resetStats();
        // --yes: any number typed, however far outside the indicator's range (that question has tests of its own).
        const result = await runInProcess(['record', '107', raw, '--day', day, '--yes'], env);
        const stored = sandbox.store.where('indicator_history', 'indicator_id', 107).find((row) => row.day === day);
        if (!expected.ok) {
          expect(result.code, `${raw}: ${result.stderr}`).toBe(2);
          expect(sandbox.stats.requests, raw).toBe(0);
          expect(stored, raw).toBeUndefined();
          return;
        }
        expect(result.code, `${raw}: ${result.stderr}`).toBe(0);
        expect(readDecimal(stored?.value), raw).toBe(expected.value);
        expect(result.stdout, raw).toContain(`recorded ${typedDecimalText(raw) ?? ''} for indicator 107`);
      }),
      // A value the sandbox once rounded to ten places while the real service keeps every digit.
      { numRuns: 40, examples: [['0.0000010000000000000002'], ['-0.000000025']] },
    );
  });
});
