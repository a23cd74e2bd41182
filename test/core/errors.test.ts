// The failure kinds and the exit codes scripts rely on (documented in the README's exit codes).
import { describe, expect, it } from 'vitest';
import { EXIT_CODES, HoshinError, isHoshinError, isMissingRecord } from '../../source/core/errors.js';

describe('exit codes', () => {
  it('gives 2 to refused input, 3 to credentials and permission, 4 to not found, 5 to the network and the service (a rate limit and a clash of signatures too), 6 to a write that may have been applied', () => {
    expect(EXIT_CODES).toEqual({
      usage: 2,
      invalid: 2,
      auth: 3,
      permission: 3,
      not_found: 4,
      network: 5,
      timeout: 5,
      server: 5,
      rate_limited: 5,
      signature_clash: 5,
      uncertain: 6,
    });
    for (const [kind, code] of Object.entries(EXIT_CODES))
      expect(new HoshinError(kind as keyof typeof EXIT_CODES, 'x').exitCode, kind).toBe(code);
  });
});

describe('HoshinError', () => {
  it('keeps its kind and details and never carries a live signature in its message', () => {
    const error = new HoshinError('server', 'GET /x?app_key=k&signature=LIVE+/= failed', { status: 502 });
    expect(error.message).toBe('GET /x?app_key=k&signature=[redacted] failed');
    expect([error.name, error.kind, error.details]).toEqual(['HoshinError', 'server', { status: 502 }]);
    expect(new HoshinError('usage', 'x').details).toEqual({});
    expect(error).toBeInstanceOf(Error);
  });

  it('is told apart from other errors', () => {
    expect(isHoshinError(new HoshinError('usage', 'x'))).toBe(true);
    expect(isHoshinError(new Error('x'))).toBe(false);
    expect(isHoshinError({ kind: 'usage', message: 'x' })).toBe(false);
  });
});

describe('isMissingRecord', () => {
  it('is a 404 of a record, not of a missing route nor any other failure', () => {
    expect(isMissingRecord(new HoshinError('not_found', 'gone'))).toBe(true);
    expect(isMissingRecord(new HoshinError('not_found', 'gone', { routeMissing: false }))).toBe(true);
    expect(isMissingRecord(new HoshinError('not_found', 'no route', { routeMissing: true }))).toBe(false);
    expect(isMissingRecord(new HoshinError('permission', 'no'))).toBe(false);
    expect(isMissingRecord(new Error('not_found'))).toBe(false);
  });
});
