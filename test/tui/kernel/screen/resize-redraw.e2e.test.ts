// Every view redraws whole right after a resize: `hoshin demo` on a real pty, walked into each view
// at 120x40 and resized to 80x24 (and 100x30 to 80x30), shows, cell for cell, what the same walk
// shows on a console that was started at the smaller size. Nothing of the larger frame stays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { END_SYNCHRONIZED, spawnHoshin, type HoshinOnPty } from '../../../helpers/pty.js';
import { pollUntil } from '../../../helpers/wait.js';

const ESC = '\u001B';

interface View {
  readonly name: string;
  /** Keys that open it from the objective selected in its area, and a text it then shows. */
  readonly open: string;
  readonly shows: string;
}

// From the objective list of the area Operations, its first objective selected.
const VIEWS: readonly View[] = [
  { name: 'tree and detail', open: '', shows: '› Raise overall equipment' },
  { name: 'every field (V)', open: 'V', shows: '(every field)' },
  { name: 'task board', open: 't', shows: 'tasks of objective' },
  { name: 'bowling chart', open: 'b', shows: 'Bowling chart of objective' },
  { name: 'due queue', open: 'u', shows: 'Value: ' },
  { name: 'help', open: '?', shows: 'Help  (' },
  { name: 'form', open: 'e', shows: 'Edit objective' },
  { name: 'delete dialog', open: 'D', shows: 'Delete objective' },
  { name: 'attention list', open: 'a', shows: 'What needs attention' },
];

/**
 * The screen as compared: each `hoshin demo` listens on its own port, so the digits of the row
 * that shows the service's address, and of the row below it (a wrapped address), are masked.
 */
function comparable(program: HoshinOnPty): string[] {
  const rows = program.screen().map((row) => row.trimEnd());
  // The status line between the body's bottom border and the footer says what the last background
  // refresh did, which two consoles finish in their own order: its text is not the layout.
  const bottom = rows.findLastIndex((row) => row.startsWith('╰'));
  const footer = rows.findLastIndex((row) => row !== '');
  return rows.map((row, index) => {
    if (bottom >= 0 && index > bottom && index < footer) return '(status)';
    return row.includes('127.0.0.1:') || rows[index - 1]?.includes('127.0.0.1:') ? row.replace(/[0-9]/g, '#') : row;
  });
}

const settled = (program: HoshinOnPty) => program.outputSince(Math.max(0, program.bytes() - END_SYNCHRONIZED.length)) === END_SYNCHRONIZED;

/** Waits until the screen shows the text and the output ends at the end of a frame. */
async function shows(program: HoshinOnPty, text: string): Promise<void> {
  await program.waitFor((screen) => screen.join('\n').includes(text) && settled(program));
}

/** The demo's objectives of the area Operations, the first selected. */
async function inTheObjectives(columns: number, rows: number): Promise<HoshinOnPty> {
  const program = spawnHoshin(['demo'], { columns, rows });
  await shows(program, '› Nordwind');
  for (const expected of ['› Hoshin 2026', '› areas', '› Operations', '› Raise overall equipment']) {
    program.write('\r');
    await shows(program, expected);
  }
  return program;
}

/** Leaves a view: Esc, once, then once more for a dialog that asks (the form and the delete dialog close at once). */
async function backToTheObjectives(program: HoshinOnPty, view: View): Promise<void> {
  if (view.open === '') return;
  // V toggles back; everything else closes with Esc.
  program.write(view.open === 'V' ? 'V' : ESC);
  await program.waitFor(
    (screen) =>
      !screen.join('\n').includes(view.shows) && screen.some((row) => row.includes('› Raise overall equipment')) && settled(program),
  );
}

describe('a resize redraws every view as a fresh start at the new size would', () => {
  for (const [from, to] of [
    [
      [120, 40],
      [80, 24],
    ],
    [
      [100, 30],
      [80, 30],
    ],
  ] as const) {
    describe(`${from.join('x')} -> ${to.join('x')}`, () => {
      let resized: HoshinOnPty;
      let fresh: HoshinOnPty;
      beforeAll(async () => {
        [resized, fresh] = await Promise.all([inTheObjectives(from[0], from[1]), inTheObjectives(to[0], to[1])]);
      }, 60_000);
      afterAll(() => {
        resized?.close();
        fresh?.close();
      });

      for (const view of VIEWS) {
        it(`${view.name}`, async () => {
          for (const program of [resized, fresh]) {
            if (view.open !== '') program.write(view.open);
            await shows(program, view.shows);
          }
          resized.resize(to[0], to[1]);
          // Either screen may still change (a status that arrives late): both are polled.
          const same = () => comparable(resized).join('\n') === comparable(fresh).join('\n');
          await pollUntil(same, 'the resized screen to equal the fresh one', { timeoutMs: 5_000, everyMs: 25 }).catch(() => undefined);
          expect(comparable(resized)).toEqual(comparable(fresh));
          expect(resized.screen().every((row) => [...row].length <= to[0])).toBe(true);
          resized.resize(from[0], from[1]);
          await resized.waitFor(
            (screen) => settled(resized) && screen.some((row) => [...row].length > to[0] || row.length === 0) && screen.length === from[1],
          );
          await Promise.all([backToTheObjectives(resized, view), backToTheObjectives(fresh, view)]);
        }, 30_000);
      }
    });
  }
});
