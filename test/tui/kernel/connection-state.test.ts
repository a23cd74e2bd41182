// Whether the service answers, and the age of what the console shows while it does not.
import { describe, expect, it } from 'vitest';
import { ageText, connectionReducer, initialConnection, offlineText } from '../../../source/tui/kernel/connection-state.js';

const minutes = (count: number) => count * 60_000;

describe('the connection', () => {
  it('goes offline on a network failure and online on the next answer, keeping the newest answer time', () => {
    let state = connectionReducer(initialConnection, { type: 'service-answered', at: minutes(10) });
    state = connectionReducer(state, { type: 'service-unreachable', reason: 'connection refused' });
    expect(state).toEqual({ online: false, lastAnswerAt: minutes(10), reason: 'connection refused' });
    // The same failure again changes nothing.
    expect(connectionReducer(state, { type: 'service-unreachable', reason: 'connection refused' })).toBe(state);
    state = connectionReducer(state, { type: 'service-answered', at: minutes(14) });
    expect(state).toEqual({ online: true, lastAnswerAt: minutes(14), reason: null });
    // An answer to a request sent earlier does not make the data look older.
    expect(connectionReducer(state, { type: 'service-answered', at: minutes(12) }).lastAnswerAt).toBe(minutes(14));
  });

  it('says how old the data is while offline, and nothing while online', () => {
    const offline = connectionReducer(
      { online: true, lastAnswerAt: minutes(0), reason: null },
      { type: 'service-unreachable', reason: 'timeout' },
    );
    expect(offlineText(offline, minutes(3) + 20_000)).toBe('data from 3 min ago');
    expect(offlineText(offline, 30_000)).toBe('data from just now');
    expect(offlineText({ ...offline, lastAnswerAt: null }, minutes(3))).toBe('data from the local index');
    expect(offlineText(initialConnection, minutes(3))).toBeNull();
  });

  it('words ages in minutes, hours and days', () => {
    expect(ageText(0, minutes(59))).toBe('59 min ago');
    expect(ageText(0, minutes(61))).toBe('1 h ago');
    expect(ageText(0, minutes(60 * 50))).toBe('2 days ago');
  });
});
