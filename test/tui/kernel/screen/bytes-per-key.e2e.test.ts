// A key that moves the selection writes only what changed (the budget for a slow SSH link: 1,200
// bytes at 80x24, 2,000 at 120x40, against a whole frame of 3,200 and 6,900), and a key that
// changes nothing writes nothing. The built executable runs `hoshin demo` on a real pty; the exact
// figures are the benchmark's (npm run bench), these are ceilings with room to spare.
import { describe, expect, it } from 'vitest';
import { END_SYNCHRONIZED, spawnHoshin, type HoshinOnPty } from '../../../helpers/pty.js';

const has =
  (...parts: string[]) =>
  (screen: string[]) =>
    parts.every((part) => screen.join('\n').includes(part));

/** Waits until the screen shows the text and the output ends at the end of a frame. */
async function shows(program: HoshinOnPty, expected: (screen: string[]) => boolean): Promise<void> {
  await program.waitFor(
    (screen) => expected(screen) && program.outputSince(Math.max(0, program.bytes() - END_SYNCHRONIZED.length)) === END_SYNCHRONIZED,
  );
}

/** The demo in its hoshin's list of four areas, the first selected. */
async function inTheAreas(columns: number, rows: number): Promise<HoshinOnPty> {
  const program = spawnHoshin(['demo'], { columns, rows });
  await shows(program, has('› Nordwind', '? help'));
  // Company, hoshin, its groups: each Enter once the one before it was handled.
  for (const expected of [has('› Hoshin 2026'), has('› areas'), has('areas (4)', '› Operations')]) {
    program.write('\r');
    await shows(program, expected);
  }
  return program;
}

describe('bytes written per key on a pty', () => {
  for (const [columns, rows, budget] of [
    [80, 24, 1200],
    [120, 40, 2000],
  ] as const) {
    it(`j in a list writes less than ${budget} bytes at ${columns}x${rows}; a key that changes nothing, nothing`, async () => {
      const program = await inTheAreas(columns, rows);
      try {
        const beforeJ = program.bytes();
        program.write('j');
        await shows(program, has('› Quality'));
        const j = program.bytes() - beforeJ;
        expect(j).toBeGreaterThan(0);
        expect(j).toBeLessThan(budget);

        program.write('k');
        await shows(program, has('› Operations'));
        // k at the top changes nothing. The j after it is the first j again, from the same
        // screen: had the k written anything, the two would write more than the first j did.
        const beforeNothing = program.bytes();
        program.write('k');
        program.write('j');
        await shows(program, has('› Quality'));
        expect(program.bytes() - beforeNothing).toBeLessThanOrEqual(j + 16);
      } finally {
        program.close();
      }
    });
  }
});
