// Which failures of a write leave its outcome unknown, and what the sentence tells a person to do.
import { describe, expect, it } from 'vitest';
import { HoshinError } from '../../source/core/errors.js';
import { classifyWriteFailure, mayHaveReachedService, uncertainSentence, whereToLook } from '../../source/client/uncertain-writes.js';

function transport(kind: 'timeout' | 'network', code: string | undefined, extra: Record<string, unknown> = {}): HoshinError {
  return new HoshinError(kind, `${code ?? 'error'} talking to h`, {
    request: 'PUT http://h/tasks/5',
    cause: code ? Object.assign(new Error(code), { code }) : new Error('x'),
    ...extra,
  });
}

describe('mayHaveReachedService', () => {
  it('is true once the request may have left: waiting for headers or the body, a dropped connection', () => {
    expect(mayHaveReachedService(transport('timeout', 'UND_ERR_HEADERS_TIMEOUT'))).toBe(true);
    expect(mayHaveReachedService(transport('timeout', 'UND_ERR_BODY_TIMEOUT'))).toBe(true);
    expect(mayHaveReachedService(transport('network', 'ECONNRESET'))).toBe(true);
    expect(mayHaveReachedService(transport('network', 'UND_ERR_SOCKET'))).toBe(true);
    expect(mayHaveReachedService(transport('network', 'EPIPE'))).toBe(true);
  });

  it('is false before anything left, and for every answer', () => {
    expect(mayHaveReachedService(transport('timeout', 'UND_ERR_CONNECT_TIMEOUT'))).toBe(false);
    expect(mayHaveReachedService(transport('network', 'ECONNREFUSED'))).toBe(false);
    expect(mayHaveReachedService(transport('network', 'ENOTFOUND'))).toBe(false);
    expect(mayHaveReachedService(transport('network', 'EHOSTUNREACH'))).toBe(false);
    expect(mayHaveReachedService(transport('network', undefined))).toBe(false);
    expect(
      mayHaveReachedService(
        new HoshinError('network', 'cannot reach the proxy http://p:3128 (ECONNRESET) on the way to h', {
          cause: Object.assign(new Error(), { code: 'ECONNRESET' }),
        }),
      ),
    ).toBe(false);
    expect(mayHaveReachedService(new HoshinError('server', 'h failed (500)', { status: 500 }))).toBe(false);
    expect(mayHaveReachedService(new HoshinError('timeout', 'x', { status: 503 }))).toBe(false);
  });

  it('follows an overall deadline that says whether the request had been sent', () => {
    expect(mayHaveReachedService(transport('timeout', 'UND_ERR_ABORTED', { sent: true }))).toBe(true);
    expect(mayHaveReachedService(transport('timeout', 'UND_ERR_ABORTED', { sent: false }))).toBe(false);
    expect(mayHaveReachedService(transport('timeout', undefined))).toBe(true);
  });
});

describe('whereToLook', () => {
  it("names the service's list, else the parent's counter, else the web app", () => {
    expect(whereToLook('company', null)).toBe('`hoshin list companies`');
    expect(whereToLook('task', { kind: 'objective', id: 61 })).toBe('`hoshin list tasks --objective 61`');
    expect(whereToLook('indicator', { kind: 'objective', id: 61 })).toBe('`hoshin list indicators --objective 61`');
    expect(whereToLook('hoshin', { kind: 'company', id: 3 })).toBe('`hoshin get company 3` (its hoshins count)');
    expect(whereToLook('area', { kind: 'hoshin', id: 11 })).toBe('`hoshin get hoshin 11` (its areas count)');
    expect(whereToLook('goal', { kind: 'hoshin', id: 11 })).toBe('`hoshin get hoshin 11` (its goals count)');
    expect(whereToLook('objective', { kind: 'area', id: 21 })).toBe(
      "the objectives of area 21 in the service's web app (the service lists no objectives)",
    );
    expect(whereToLook('indicator_history', { kind: 'indicator', id: 101 })).toBe(
      "the indicator histories of indicator 101 in the service's web app (the service lists no indicator histories)",
    );
  });
});

describe('classifyWriteFailure', () => {
  it('makes a write that may have reached the service uncertain (exit 6), keeping the cause and its details', () => {
    const cause = transport('timeout', 'UND_ERR_HEADERS_TIMEOUT');
    const update = classifyWriteFailure(cause, { action: 'update', kind: 'task', id: 5 }) as HoshinError;
    expect([update.kind, update.exitCode, update.details]).toEqual(['uncertain', 6, cause.details]);
    expect(update.message).toBe(
      'the update of task 5 may have been applied (UND_ERR_HEADERS_TIMEOUT talking to h); check with `hoshin get task 5` before retrying',
    );
    const removal = classifyWriteFailure(cause, { action: 'delete', kind: 'indicator_history', id: 9 }) as HoshinError;
    expect(removal.message).toBe(
      'the delete of history value 9 may have been applied (UND_ERR_HEADERS_TIMEOUT talking to h); check with `hoshin get indicator_history 9` before retrying',
    );
    const create = classifyWriteFailure(cause, { action: 'create', kind: 'company', parent: null }) as HoshinError;
    expect(create.message).toBe(
      'the new company may have been created (UND_ERR_HEADERS_TIMEOUT talking to h); check with `hoshin list companies` before retrying',
    );
  });

  it('does the same for a redirect to an unknown place, and leaves every other failure as it is', () => {
    const redirect = new HoshinError('server', 'h answered 302 with a redirect to http://h/x instead of an answer', {
      status: 302,
      redirect: { location: 'http://h/x', cause: 'other' },
    });
    expect((classifyWriteFailure(redirect, { action: 'update', kind: 'task', id: 5 }) as HoshinError).kind).toBe('uncertain');
    const trial = new HoshinError('permission', 'trial ended', {
      status: 302,
      redirect: { location: 'http://h/companies/1/upgrade', cause: 'trial-ended' },
    });
    expect(classifyWriteFailure(trial, { action: 'update', kind: 'task', id: 5 })).toBe(trial);
    const refused = transport('network', 'ECONNREFUSED');
    expect(classifyWriteFailure(refused, { action: 'update', kind: 'task', id: 5 })).toBe(refused);
    const bug = new Error('bug');
    expect(classifyWriteFailure(bug, { action: 'update', kind: 'task', id: 5 })).toBe(bug);
    expect(uncertainSentence({ action: 'create', kind: 'task', parent: { kind: 'objective', id: 2 } }, 'cut')).toBe(
      'the new task under objective 2 may have been created (cut); check with `hoshin list tasks --objective 2` before retrying',
    );
  });
});
