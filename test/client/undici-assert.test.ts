// undici's node:assert in the bundle (source/client/undici-assert.cjs): silent when an invariant
// holds, and Node's own AssertionError, message and all, when it fails.
import { AssertionError } from 'node:assert';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const assert = createRequire(import.meta.url)('../../source/client/undici-assert.cjs') as (value: unknown, message?: string) => void;

describe("undici's assert", () => {
  it('returns nothing when the value holds', () => {
    for (const value of [true, 1, 'x', {}, [], -1]) expect(assert(value, 'never')).toBeUndefined();
  });

  it("throws Node's AssertionError when it does not", () => {
    for (const value of [false, 0, '', null, undefined, Number.NaN]) {
      expect(() => assert(value, 'the invariant')).toThrow(AssertionError);
      expect(() => assert(value, 'the invariant')).toThrow('the invariant');
    }
    expect(() => assert(false)).toThrow(AssertionError);
  });
});
