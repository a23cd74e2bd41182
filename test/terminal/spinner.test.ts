// The spinner on stderr: nothing for a quick answer, a line after 300 ms redrawn in place, the
// wait's length from 2 s on, erased before anything else; activity counts the client's calls.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActivity } from '../../source/terminal/activity.js';
import { createSpinner, SPINNER_DELAY_MS } from '../../source/terminal/spinner.js';

const ERASE = '\r\u001B[K';
let written: string[];
const stream = { write: (text: string) => written.push(text), columns: 40 };

beforeEach(() => {
  vi.useFakeTimers();
  written = [];
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the spinner', () => {
  it('shows nothing when the wait ends within 300 ms', () => {
    const spinner = createSpinner(stream, { unicode: true });
    spinner.start('waiting for plan.example.com');
    vi.advanceTimersByTime(SPINNER_DELAY_MS - 1);
    spinner.stop();
    vi.advanceTimersByTime(5_000);
    expect(written).toEqual([]);
  });

  it('draws after 300 ms, turns in place, says how long from 2 s on, and erases its line', () => {
    const spinner = createSpinner(stream, { unicode: true });
    spinner.start('waiting for plan.example.com');
    vi.advanceTimersByTime(SPINNER_DELAY_MS);
    expect(written).toEqual(['\r⠋ waiting for plan.example.com\u001B[K']);
    vi.advanceTimersByTime(100);
    expect(written.at(-1)).toBe('\r⠙ waiting for plan.example.com\u001B[K');
    vi.advanceTimersByTime(1_700);
    expect(written.at(-1)).toMatch(/^\r. waiting for plan\.example\.com \(2 s\)\u001B\[K$/);
    spinner.label('refreshing objective 2 of 9');
    vi.advanceTimersByTime(100);
    expect(written.at(-1)).toMatch(/^\r. refreshing objective 2 of 9 \(2 s\)/);
    spinner.stop();
    expect(written.at(-1)).toBe(ERASE);
    const count = written.length;
    vi.advanceTimersByTime(5_000);
    expect(written).toHaveLength(count);
  });

  it('draws ASCII frames on an ASCII terminal and never wraps a long line', () => {
    const spinner = createSpinner({ write: (text: string) => written.push(text), columns: 20 }, { unicode: false });
    spinner.start('waiting for a-very-long-host-name.example.com');
    vi.advanceTimersByTime(SPINNER_DELAY_MS + 100);
    expect(written[0]).toBe('\r- waiting for a-...\u001B[K');
    expect(written[1]).toMatch(/^\r\\ /);
    spinner.stop();
  });
});

describe('activity', () => {
  it('runs the spinner while any call is under way, and erases it before the caller goes on', async () => {
    const spinner = createSpinner(stream, { unicode: true });
    const activity = createActivity(spinner);
    let release: () => void = () => undefined;
    const slow = activity.during(
      () => new Promise<string>((resolve) => (release = () => resolve('answer'))),
      'waiting for plan.example.com',
    );
    const quick = activity.during(async () => 'quick', 'waiting for plan.example.com');
    expect(await quick).toBe('quick');
    vi.advanceTimersByTime(SPINNER_DELAY_MS);
    expect(written).toHaveLength(1);
    activity.clear();
    expect(written.at(-1)).toBe(ERASE);
    release();
    expect(await slow).toBe('answer');
    expect(written.at(-1)).toBe(ERASE);
  });
});
