// The exact sentences and details a refused request turns into: what a person reads on stderr
// and in the console's status line, and what the forms take their field errors from.
import { describe, expect, it } from 'vitest';
import { describeSubject, failureForAnswer, redirectCause, type AnswerContext, type RawAnswer } from '../../source/client/answers.js';
import { readJson } from '../../source/client/json-body.js';
import { securityErrorSentence } from '../../source/client/security-sentences.js';

const HOST = 'plans.example:8443';
const LOGIN = 'run `hoshin auth login` to enter them again';
const REQUEST = `POST https://${HOST}/objectives/5/tasks?app_key=k&timestamp=t&signature=[redacted]`;
const context: AnswerContext = { method: 'POST', host: HOST, request: REQUEST };

function answer(status: number, body: unknown, location?: string): RawAnswer {
  return {
    status,
    contentType: 'application/json',
    location,
    bodyText: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

describe('securityErrorSentence', () => {
  it('says what each SecurityError code means and what to do', () => {
    expect([1, 2, 3, 4, 5, 6, 7, undefined, 99].map((code) => securityErrorSentence(code, HOST))).toEqual([
      `${HOST} says the request carried no app key (SecurityError 1); ${LOGIN}`,
      `${HOST} says the request carried no readable timestamp (SecurityError 2)`,
      `${HOST} refused the timestamp as in its future: this machine's clock is ahead of the service's (SecurityError 3); correct the clock (NTP)`,
      `${HOST} refused the timestamp as more than 5 minutes old: this machine's clock is behind the service's (SecurityError 4); correct the clock (NTP)`,
      `${HOST} does not know this app key (SecurityError 5): the key is wrong; ${LOGIN}`,
      `${HOST} knows the app key but refused the signature (SecurityError 6): the secret is wrong; ${LOGIN}`,
      `${HOST} says this signed request was already used (SecurityError 7)`,
      `${HOST} refused the request's authentication (401); check the key and the secret: ${LOGIN}`,
      `${HOST} refused the request's authentication (401); check the key and the secret: ${LOGIN}`,
    ]);
  });

  it('names the measured clock offset, signed and in whole seconds', () => {
    expect(securityErrorSentence(3, HOST, { clockOffsetMs: -61_400 })).toContain(
      "ahead of the service's (its clock minus ours: -61 s) (SecurityError 3)",
    );
    expect(securityErrorSentence(4, HOST, { clockOffsetMs: 400_600 })).toContain(
      "behind the service's (its clock minus ours: +401 s) (SecurityError 4)",
    );
    expect(securityErrorSentence(4, HOST, { clockOffsetMs: 0 })).toContain('(its clock minus ours: +0 s)');
    expect(securityErrorSentence(4, HOST, { clockOffsetMs: -400 })).toContain('(its clock minus ours: +0 s)');
  });

  it('suggests the dialect not tried yet after a refused signature', () => {
    expect(securityErrorSentence(6, HOST, { untriedDialect: 'plain' })).toBe(
      `${HOST} knows the app key but refused the signature (SecurityError 6): the secret is wrong; ${LOGIN}; if you are sure of both, hoshin doctor tries the one way of signing not tried`,
    );
    expect(securityErrorSentence(6, HOST, { untriedDialect: '' })).toBe(securityErrorSentence(6, HOST));
  });

  it('points credentials from the environment at the environment, which a login would not change', () => {
    const fix = 'correct HOSHIN_APP_KEY and HOSHIN_APP_SECRET (they override stored credentials)';
    for (const code of [1, 5, 6, undefined]) {
      const sentence = securityErrorSentence(code, HOST, { fromEnvironment: true });
      expect(sentence, String(code)).toContain(fix);
      expect(sentence, String(code)).not.toContain('hoshin auth login');
      expect(securityErrorSentence(code, HOST, { fromEnvironment: false }), String(code)).toContain(LOGIN);
    }
  });
});

describe('failureForAnswer: 401', () => {
  it('keeps the code, and marks the public implementation’s own shape', () => {
    const shaped = failureForAnswer(answer(401, { message: 'Invalid signature', type: 'SecurityError', code: 6, status: 401 }), context);
    expect(shaped.details).toEqual({
      status: 401,
      request: REQUEST,
      securityCode: 6,
      serviceType: 'SecurityError',
      publicImplementation: true,
    });
    expect(shaped.message).toBe(securityErrorSentence(6, HOST));
    const spec = failureForAnswer(answer(401, { message: 'Invalid signature', type: 'SecurityError', code: 6, status: '401' }), context);
    expect(spec.details).toEqual({ status: 401, request: REQUEST, securityCode: 6, serviceType: 'SecurityError' });
    const bare = failureForAnswer(answer(401, { code: '6' }), context);
    // No code key at all when the service gave none (toStrictEqual tells a missing key from undefined).
    expect(bare.details).toStrictEqual({ status: 401, request: REQUEST, serviceType: 'SecurityError' });
    expect(bare.message).toBe(securityErrorSentence(undefined, HOST));
  });
});

describe('failureForAnswer: what it is about', () => {
  it('names the subject, or else the method and the path without its query', () => {
    expect(failureForAnswer(answer(403, {}), context).message).toBe(`permission denied by ${HOST} for POST /objectives/5/tasks`);
    expect(failureForAnswer(answer(404, {}), { ...context, subject: { kind: 'indicator_history', id: 3 } }).message).toBe(
      'history value 3 not found',
    );
    expect(failureForAnswer(answer(404, {}), { ...context, subject: { kind: 'objective', id: null } }).message).toBe('objective not found');
    expect(failureForAnswer(answer(404, {}), { ...context, subject: { kind: 'subscription', id: 9 } }).message).toBe(
      'subscription 9 not found',
    );
  });

  it('describes subjects by their label, and pseudo-kinds by their words', () => {
    expect(describeSubject({ kind: 'goal', id: 2 })).toBe('long-term goal 2');
    expect(describeSubject({ kind: 'subscription', id: null })).toBe('subscription');
  });

  it('tells a routing 404 only by its exact two keys', () => {
    const route = failureForAnswer(answer(404, { status: 404, error: 'Not Found' }), context);
    expect(route.message).toBe(`${HOST} has no route POST /objectives/5/tasks`);
    expect(route.details).toEqual({ status: 404, request: REQUEST, routeMissing: true });
    expect(failureForAnswer(answer(404, { status: '404', error: 'Gone' }), context).details.routeMissing).toBeUndefined();
    expect(failureForAnswer(answer(404, { status: '410', error: 'Not Found' }), context).details.routeMissing).toBeUndefined();
    expect(failureForAnswer(answer(404, { status: '404', error: 'Not Found', extra: 1 }), context).details.routeMissing).toBeUndefined();
    expect(failureForAnswer(answer(404, ['Not Found']), context).details.routeMissing).toBeUndefined();
  });
});

describe('failureForAnswer: refused values', () => {
  it('summarises field errors, with base errors on their own and non-text messages dropped', () => {
    const error = failureForAnswer(
      answer(422, {
        errors: {
          base: ['is locked', 'is archived'],
          day: 'is taken',
          goal: [1, 'is not a number', 'is too low'],
          value: [2],
        },
      }),
      context,
    );
    expect(error.message).toBe('the service refused the values: is locked, is archived; day is taken; goal is not a number, is too low');
    expect(error.details).toEqual({
      status: 422,
      request: REQUEST,
      fieldErrors: { base: ['is locked', 'is archived'], day: ['is taken'], goal: ['is not a number', 'is too low'] },
    });
  });

  it('falls back to the service message, and to no details', () => {
    expect(failureForAnswer(answer(422, { message: 'Validation failed', errors: { name: [] } }), context).message).toBe(
      'the service refused the values: Validation failed',
    );
    for (const errors of [['x'], null, 'bad', 7]) {
      const none = failureForAnswer(answer(422, { errors }), context);
      expect(none.message, JSON.stringify(errors)).toBe('the service refused the values: no details given');
      expect(none.details, JSON.stringify(errors)).toStrictEqual({ status: 422, request: REQUEST });
    }
  });

  it('reads 400 and 413 as requests the service could not take', () => {
    expect(failureForAnswer(answer(400, {}), context).message).toBe('the service could not read the request (400 Bad Request)');
    expect(failureForAnswer(answer(413, {}), context).message).toBe('the request is too large for the service (413)');
  });

  it('reads other 4xx with the service message when there is one', () => {
    expect(failureForAnswer(answer(409, { message: 'Conflict here' }), context).message).toBe(
      'the service refused POST /objectives/5/tasks (409: Conflict here)',
    );
    expect(failureForAnswer(answer(409, { message: 3 }), context).message).toBe('the service refused POST /objectives/5/tasks (409)');
  });
});

describe('failureForAnswer: 5xx', () => {
  it('reads the input refusals of the public implementation as refused input', () => {
    const argument = failureForAnswer(answer(500, { message: 'invalid date', type: 'ArgumentError' }), context);
    expect([argument.kind, argument.message]).toEqual(['invalid', 'the service refused the input: invalid date']);
    expect(argument.details).toEqual({ status: 500, request: REQUEST, serviceType: 'ArgumentError' });
    const untold = failureForAnswer(answer(500, { type: 'Apipie::ParamMissing' }), context);
    expect(untold.message).toBe('the service refused the input: ParamMissing');
    expect(untold.details.fieldErrors).toBeUndefined();
    const unnamed = failureForAnswer(answer(500, { type: 'Apipie::ParamInvalid', message: 'Invalid parameter value' }), context);
    expect(unnamed.details.fieldErrors).toBeUndefined();
    // Only apipie's own refusals name a field, whatever another message says.
    const namesAField = failureForAnswer(answer(500, { type: 'ArgumentError', message: "Invalid parameter 'day' value x" }), context);
    expect(namesAField.details.fieldErrors).toBeUndefined();
  });

  it('names the error type and message of other failures, and nothing it cannot read', () => {
    const typed = failureForAnswer(answer(503, { type: 'Timeout' }), context);
    expect([typed.kind, typed.message, typed.details.serviceType]).toEqual(['server', `${HOST} failed (503: Timeout)`, 'Timeout']);
    expect(failureForAnswer(answer(500, { type: '', message: 'boom' }), context).message).toBe(`${HOST} failed (500)`);
    expect(failureForAnswer(answer(500, { type: 7, message: 'boom' }), context).details).toEqual({
      status: 500,
      request: REQUEST,
    });
  });
});

describe('redirects', () => {
  it('tells the cause from the location', () => {
    expect(redirectCause('https://h/companies/12-acme/upgrade')).toEqual({ cause: 'trial-ended', companyId: '12' });
    expect(redirectCause('/companies/12/upgrade/')).toEqual({ cause: 'trial-ended', companyId: '12' });
    expect(redirectCause('/companies/12/upgrade/now')).toEqual({ cause: 'other', companyId: null });
    expect(redirectCause('/x/companies/12/upgrade')).toEqual({ cause: 'other', companyId: null });
    expect(redirectCause('/users/7-ana/subscriptions?x=1')).toEqual({ cause: 'payment', companyId: null });
    expect(redirectCause('/users/7/subscriptions/9')).toEqual({ cause: 'other', companyId: null });
    expect(redirectCause('/api/users/7/subscriptions')).toEqual({ cause: 'other', companyId: null });
    expect(redirectCause('/old/login')).toEqual({ cause: 'other', companyId: null });
    expect(redirectCause('http://h/login/')).toEqual({ cause: 'login', companyId: null });
    expect(redirectCause('/login/again')).toEqual({ cause: 'other', companyId: null });
  });

  it("says nothing was changed only where the service's own filter is known to act first, and names the whole location", () => {
    const post = failureForAnswer(answer(302, '', '/companies/3/upgrade'), context);
    expect(post.message).toBe(
      `the trial of company 3 has ended: ${HOST} answers every request about it with its upgrade page (https://${HOST}/companies/3/upgrade); nothing was changed; subscribe in the web app to go on`,
    );
    expect(post.details).toEqual({
      status: 302,
      request: REQUEST,
      redirect: { location: `https://${HOST}/companies/3/upgrade`, cause: 'trial-ended' },
    });
    const get = failureForAnswer(answer(302, '', '/users/1/subscriptions'), { ...context, method: 'GET' });
    expect(get.message).toBe(
      `the company has a payment problem: ${HOST} answers with its subscriptions page (https://${HOST}/users/1/subscriptions); settle the payment in the web app`,
    );
    const login = failureForAnswer(answer(302, '', '/login'), context);
    expect(login.message).toBe(
      `${HOST} redirected to its login page (https://${HOST}/login): it did not treat the request as JSON or as signed (a proxy may have changed the Accept header or the query); nothing was changed`,
    );
    // Somewhere unknown: nothing is claimed about the write, and the query stays (signature redacted).
    expect(failureForAnswer(answer(303, '', '/elsewhere?a=1&signature=abc'), context).message).toBe(
      `${HOST} answered 303 with a redirect to https://${HOST}/elsewhere?a=1&signature=[redacted] instead of an answer`,
    );
    expect(failureForAnswer(answer(301, ''), { ...context, method: 'GET' }).message).toBe(
      `${HOST} answered 301 with a redirect to nowhere instead of an answer`,
    );
    expect(failureForAnswer(answer(399, '', '/x'), context).details.redirect).toEqual({
      location: `https://${HOST}/x`,
      cause: 'other',
    });
    expect(failureForAnswer(answer(300, '', '/x'), context).details.redirect).toEqual({
      location: `https://${HOST}/x`,
      cause: 'other',
    });
    // Below the redirects: an informational status as the final answer is a plain refusal.
    const informational = failureForAnswer(answer(199, ''), context);
    expect([informational.kind, informational.details.redirect]).toEqual(['invalid', undefined]);
    expect(informational.message).toBe('the service refused POST /objectives/5/tasks (199)');
    // Another host's login or upgrade page is not the service's own filter: unknown, nothing claimed.
    const sso = failureForAnswer(answer(302, '', 'https://sso.example/login'), context);
    expect([sso.details.redirect, sso.message]).toEqual([
      { location: 'https://sso.example/login', cause: 'other' },
      `${HOST} answered 302 with a redirect to https://sso.example/login instead of an answer`,
    ]);
  });
});

describe('readJson', () => {
  it('reads JSON after leading white space, and nothing that only looks like it', () => {
    expect(readJson('  \n{"a":[1]}')).toEqual({ ok: true, value: { a: [1] } });
    expect(readJson('"text"')).toEqual({ ok: false });
    expect(readJson('"a{b}"')).toEqual({ ok: false });
    expect(readJson('x{"a":1}')).toEqual({ ok: false });
    expect(readJson('')).toEqual({ ok: false });
  });
});
