// No value from the future in the console either: the value form (`v`) and the due queue (`u`)
// refuse a day after today before anything is read or sent, and say how to insist.
import { describe, expect, it } from 'vitest';
import { localDay } from '../../../source/domain/dates.js';
import { unscheduledFutureDay } from '../../helpers/future-day.js';
import { demoSandbox } from '../helpers/console-harness.js';
import { openByPalette } from '../helpers/ink.js';

const requests: string[] = [];
const demo = demoSandbox({ log: (line) => requests.push(line) });
const today = localDay(Date.now());
const tomorrow = unscheduledFutureDay(today);
const writes = (from: number) => requests.slice(from).filter((line) => !line.includes('GET '));

describe('a value for a day that has not come', () => {
  it('is refused by the value form, the form kept, nothing sent', async () => {
    const { app } = demo.openApp({ fetchOnStart: false });
    await openByPalette(app, 'indicator', 101);
    await app.press('v');
    await app.waitFor('Record a value of');
    const from = requests.length;
    await app.press('ctrl+u', ...tomorrow.split(''), 'down', ...'80'.split(''), 'ctrl+s');
    await app.waitFor(`${tomorrow} has not come yet (today is ${today})`);
    expect(app.frame().replace(/\s*\n\s*/g, ' ')).toContain('hoshin record --allow-future takes it');
    expect(app.frame()).toContain('Record a value of');
    expect(writes(from)).toEqual([]);
    expect(demo.sandbox.store.where('indicator_history', 'indicator_id', 101).some((row) => row.day === tomorrow)).toBe(false);
  });

  it('is refused by the due queue on its day field, nothing sent', async () => {
    const { app } = demo.openApp({ fetchOnStart: false });
    await openByPalette(app, 'hoshin', 11);
    await app.press('u');
    await app.waitFor((frame) => frame.includes('Value: ') && /1 of \d+/.test(frame), 20_000);
    const from = requests.length;
    await app.press(...'3'.split(''), 'tab', 'ctrl+u', ...tomorrow.split(''), 'enter');
    await app.waitFor(`${tomorrow} has not come yet`);
    expect(writes(from)).toEqual([]);
  });
});
