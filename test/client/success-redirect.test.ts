// A redirect the catalogue names as success is success in every form the service writes it:
// relative or absolute, bare id or Hobo's slug; never on another host or another page.
import { describe, expect, it } from 'vitest';
import { isSuccessRedirect } from '../../source/client/success-redirect.js';

const BASE = { origin: 'https://www.hoshinplan.com', prefix: '' };
const HISTORY = '/indicators/:indicator_id/history';

describe('isSuccessRedirect', () => {
  it('takes the history page of the real service: absolute, slugged', () => {
    expect(isSuccessRedirect(HISTORY, 'https://www.hoshinplan.com/indicators/3-oee-line-2/history', BASE)).toBe(true);
    expect(isSuccessRedirect(HISTORY, 'http://www.hoshinplan.com/indicators/3-oee-line-2/history', BASE)).toBe(true);
    expect(isSuccessRedirect(HISTORY, 'https://WWW.hoshinplan.com/indicators/3/history/', BASE)).toBe(true);
    expect(isSuccessRedirect(HISTORY, '/indicators/3/history', BASE)).toBe(true);
    expect(isSuccessRedirect(HISTORY, '/indicators/3-kpi-name/history?locale=en', BASE)).toBe(true);
    expect(isSuccessRedirect('/', 'https://www.hoshinplan.com/', BASE)).toBe(true);
    expect(isSuccessRedirect('/', 'https://www.hoshinplan.com', BASE)).toBe(true);
  });

  it('refuses another host, another page, a bad id and nothing', () => {
    expect(isSuccessRedirect(HISTORY, 'https://evil.example/indicators/3-oee/history', BASE)).toBe(false);
    expect(isSuccessRedirect(HISTORY, '//evil.example/indicators/3/history', BASE)).toBe(false);
    expect(isSuccessRedirect(HISTORY, '/indicators/3-oee/history/extra', BASE)).toBe(false);
    expect(isSuccessRedirect(HISTORY, '/indicators/03/history', BASE)).toBe(false);
    expect(isSuccessRedirect(HISTORY, '/indicators/-3/history', BASE)).toBe(false);
    expect(isSuccessRedirect(HISTORY, '/indicators/x/history', BASE)).toBe(false);
    expect(isSuccessRedirect(HISTORY, '/companies/1/upgrade', BASE)).toBe(false);
    expect(isSuccessRedirect('/', '/login', BASE)).toBe(false);
    expect(isSuccessRedirect(HISTORY, '', BASE)).toBe(false);
    expect(isSuccessRedirect(HISTORY, undefined, BASE)).toBe(false);
    expect(isSuccessRedirect(undefined, '/indicators/3/history', BASE)).toBe(false);
    expect(isSuccessRedirect(HISTORY, 'http://[bad', BASE)).toBe(false);
  });

  it('reads a base URL with a path prefix, with or without the prefix in the location', () => {
    const prefixed = { origin: 'http://127.0.0.1:8080', prefix: '/api' };
    expect(isSuccessRedirect(HISTORY, 'http://127.0.0.1:8080/api/indicators/3-x/history', prefixed)).toBe(true);
    expect(isSuccessRedirect(HISTORY, '/indicators/3-x/history', prefixed)).toBe(true);
    expect(isSuccessRedirect('/', 'http://127.0.0.1:8080/api', prefixed)).toBe(true);
  });
});
