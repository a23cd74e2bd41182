import { describe, expect, it } from 'vitest';
import { failureForAnswer, type AnswerContext, type RawAnswer } from '../../source/client/answers.js';
import { readJson } from '../../source/client/json-body.js';

const context: AnswerContext = {
  method: 'GET',
  host: 'plans.example:8443',
  request: 'GET https://plans.example:8443/indicators/42?app_key=k&timestamp=t&signature=[redacted]',
  subject: { kind: 'indicator', id: 42 },
};

function answer(status: number, body: unknown, extra: Partial<RawAnswer> = {}): RawAnswer {
  return {
    status,
    contentType: 'application/json; charset=utf-8',
    location: undefined,
    bodyText: typeof body === 'string' ? body : JSON.stringify(body),
    ...extra,
  };
}

describe('failureForAnswer', () => {
  it.each([
    [1, 'no app key'],
    [3, "clock is ahead of the service's"],
    [4, 'more than 5 minutes old'],
    [5, 'does not know this app key'],
    [6, 'refused the signature'],
    [7, 'already used'],
  ])('turns a 401 SecurityError %i into a sentence', (code, words) => {
    const error = failureForAnswer(answer(401, { message: 'x', type: 'SecurityError', code, status: 401 }), context);
    expect(error.kind).toBe('auth');
    expect(error.details.securityCode).toBe(code);
    expect(error.message).toContain(words);
    expect(error.message).toContain('plans.example:8443');
  });

  it('maps 403 to permission, exit 3, and names the resource', () => {
    const error = failureForAnswer(answer(403, { status: 403, message: '¡Permiso denegado!' }), context);
    expect(error.kind).toBe('permission');
    expect(error.exitCode).toBe(3);
    expect(error.message).toBe('permission denied by plans.example:8443 for indicator 42');
    expect(error.details).toEqual({ status: 403, request: context.request });
  });

  it.each([
    [401, 'auth', 3],
    [403, 'permission', 3],
    [404, 'not_found', 4],
    [400, 'invalid', 2],
    [413, 'invalid', 2],
    [418, 'invalid', 2],
    [422, 'invalid', 2],
    [500, 'server', 5],
    [503, 'server', 5],
  ] as const)('gives a %i the kind %s and exit code %i', (status, kind, exitCode) => {
    const error = failureForAnswer(answer(status, '{}'), context);
    expect([error.kind, error.exitCode, error.details.status]).toEqual([kind, exitCode, status]);
  });

  it('reads an HTML 404 labelled as JSON as "not found" without parsing it', () => {
    const error = failureForAnswer(
      answer(404, '<!DOCTYPE html><html><body>The page you requested cannot be found.</body></html>'),
      context,
    );
    expect(error.kind).toBe('not_found');
    expect(error.message).toBe('indicator 42 not found');
    expect(error.details.routeMissing).toBeUndefined();
  });

  it('tells a missing route from a missing record', () => {
    const route = failureForAnswer(answer(404, { status: '404', error: 'Not Found' }), context);
    expect(route.details.routeMissing).toBe(true);
    expect(route.message).toBe('plans.example:8443 has no route GET /indicators/42');
    const record = failureForAnswer(
      answer(404, { status: '404', error: 'Not Found', message: "Couldn't find Indicator with 'id'=42" }),
      context,
    );
    expect(record.details.routeMissing).toBeUndefined();
    expect(record.message).toBe('indicator 42 not found');
  });

  it('keeps 422 field errors for forms', () => {
    const error = failureForAnswer(answer(422, { errors: { name: ["can't be blank"], day: ['has already been taken'] } }), context);
    expect(error.kind).toBe('invalid');
    expect(error.details.fieldErrors).toEqual({ name: ["can't be blank"], day: ['has already been taken'] });
    expect(error.message).toBe("the service refused the values: name can't be blank; day has already been taken");
  });

  it('maps 400 and 413 to invalid', () => {
    expect(failureForAnswer(answer(400, { status: '400', error: 'Bad Request' }), context).kind).toBe('invalid');
    expect(failureForAnswer(answer(413, 'too big'), context).kind).toBe('invalid');
  });

  it('reads 500s that refuse input as invalid, with field errors where apipie names the field', () => {
    const lifecycle = failureForAnswer(
      answer(500, {
        message: 'No transition to_completed available',
        type: 'Hobo::Model::Lifecycles::LifecycleError',
        code: 'internal_server_error',
      }),
      context,
    );
    expect(lifecycle.kind).toBe('invalid');
    expect(lifecycle.message).toBe('the service refused the status change: No transition to_completed available');
    const invalid = failureForAnswer(
      answer(500, {
        message: "Invalid parameter 'value' value -3: Must be a decimal number.",
        type: 'Apipie::ParamInvalid',
      }),
      context,
    );
    expect(invalid.kind).toBe('invalid');
    expect(invalid.details.fieldErrors).toEqual({
      value: ["Invalid parameter 'value' value -3: Must be a decimal number."],
    });
    const missing = failureForAnswer(answer(500, { message: 'Missing parameter name', type: 'Apipie::ParamMissing' }), context);
    expect(missing.details.fieldErrors).toEqual({ name: ['is required'] });
    expect(failureForAnswer(answer(500, { message: 'invalid date: nil', type: 'ArgumentError' }), context).kind).toBe('invalid');
  });

  it('maps other 5xx to server, with the service type', () => {
    const error = failureForAnswer(answer(500, { message: "undefined method `x' for nil", type: 'NoMethodError' }), context);
    expect(error.kind).toBe('server');
    expect(error.message).toBe("plans.example:8443 failed (500: NoMethodError: undefined method `x' for nil)");
    expect(failureForAnswer(answer(502, '<html>bad gateway</html>'), context).message).toBe('plans.example:8443 failed (502)');
  });

  it('explains a redirect to the login page', () => {
    const error = failureForAnswer(answer(302, '', { location: 'https://plans.example:8443/login' }), context);
    expect(error.kind).toBe('server');
    expect(error.message).toContain('login page');
  });

  it('explains the trial and payment redirects', () => {
    const trial = failureForAnswer(answer(302, '', { location: 'https://plans.example:8443/companies/3-acme/upgrade' }), context);
    expect(trial.message).toContain('trial of company 3 has ended');
    expect([trial.kind, trial.exitCode, trial.details.redirect]).toEqual([
      'permission',
      3,
      { location: 'https://plans.example:8443/companies/3-acme/upgrade', cause: 'trial-ended' },
    ]);
    const payment = failureForAnswer(answer(302, '', { location: '/users/9/subscriptions' }), context);
    expect([payment.kind, payment.details.redirect?.cause]).toEqual(['permission', 'payment']);
    expect(payment.message).toContain('payment problem');
    const login = failureForAnswer(answer(302, '', { location: '/login' }), context);
    expect([login.kind, login.details.redirect?.cause]).toEqual(['server', 'login']);
    const elsewhere = failureForAnswer(answer(301, '', { location: '/maintenance' }), context);
    expect(elsewhere.message).toContain('redirect to https://plans.example:8443/maintenance instead of an answer');
  });

  it('never lets a live signature into a message', () => {
    const error = failureForAnswer(answer(302, '', { location: '/somewhere?signature=SECRETSIG' }), {
      ...context,
      request: 'GET /x?signature=LIVE',
    });
    expect(error.message).not.toContain('SECRETSIG');
    expect(error.message).not.toContain('LIVE');
  });
});

describe('readJson', () => {
  it('parses only what looks like JSON', () => {
    expect(readJson('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(readJson('[1]')).toEqual({ ok: true, value: [1] });
    expect(readJson('<html>')).toEqual({ ok: false });
    expect(readJson('{"a":')).toEqual({ ok: false });
  });
});
