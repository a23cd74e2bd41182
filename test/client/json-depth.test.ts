// How deep an answer may nest before it is refused unread.
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan, readJson } from '../../source/client/json-body.js';

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings or after escaped quotes', () => {
    expect(nestsDeeperThan('{"a":[{"b":[]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[[]]}]}', 4)).toBe(true);
    expect(nestsDeeperThan('{"a":"[[[[[[{{{{"}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\"[[[[","b":"\\\\"}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\\\","b":[[]]}', 2)).toBe(true);
  });

  it('counts depth, not brackets: many shallow ones pass, a deep mix of both kinds does not', () => {
    expect(nestsDeeperThan(`[${'{},'.repeat(200)}[]]`, 2)).toBe(false);
    expect(nestsDeeperThan(`${'[{'.repeat(3)}${'}]'.repeat(3)}`, 5)).toBe(true);
    expect(nestsDeeperThan(`${'[{'.repeat(3)}${'}]'.repeat(3)}`, 6)).toBe(false);
  });

  it('readJson refuses an answer past the limit and reads one at it', () => {
    const at = `${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`;
    expect(readJson(at).ok).toBe(true);
    expect(readJson(`[${at}]`)).toEqual({ ok: false, tooDeep: true });
  });
});
