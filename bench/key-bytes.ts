// Bytes the console writes to its terminal for one key, on a real pty: the executable runs
// `hoshin demo`, everything it writes is rendered by a headless xterm, and a key's bytes are
// those that arrive from the key until the screen shows its effect and the program is quiet.
import { performance } from 'node:perf_hooks';
import { END_SYNCHRONIZED, spawnHoshin, type PtyProgram } from '../test/helpers/pty.js';
import { pollUntil } from '../test/helpers/wait.js';

export interface KeyBytes {
  readonly label: string;
  readonly bytes: number;
  /** Paints (synchronized updates) among those bytes. */
  readonly paints: number;
}

/** A held key: presses this many times a second, as a keyboard's auto-repeat does. */
export const HELD_KEY_RATE = 30;

// Longer than a few paint intervals: a frame still due after the key would arrive before this.
const QUIET_MS = 300;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Resolves once nothing has arrived from the program for `ms`; fails if it never goes quiet. */
async function quiet(program: PtyProgram, ms = QUIET_MS): Promise<void> {
  const idle = () => performance.now() - (program.chunks.at(-1)?.at ?? program.startedAt);
  await pollUntil(() => idle() >= ms, `${ms} ms without output`, {
    everyMs: 20,
    detail: () => `screen:\n${program.text()}`,
  });
}

const has =
  (...parts: string[]) =>
  (screen: string[]) =>
    parts.every((part) => screen.join('\n').includes(part));

/** The first full frame of the demo: its company row and the footer's help hint. */
export const demoFirstFrame = has('› Nordwind', '? help');

/** The bytes of j, G, Enter, Esc, a key that changes nothing, a held key and a resize, in the demo's list of areas. */
export async function bytesPerKey(executable: string, columns: number, rows: number): Promise<KeyBytes[]> {
  const program = spawnHoshin(['demo'], { executable, columns, rows });
  try {
    await program.waitFor(demoFirstFrame);
    await quiet(program, 600);
    // Company, its hoshin, the hoshin's groups, the areas.
    for (const expected of [has('› Hoshin 2026'), has('› areas'), has('areas (4)', '› Operations')]) {
      program.write('\r');
      await program.waitFor(expected);
      await quiet(program);
    }
    const measure = async (label: string, act: () => void | Promise<void>, expected?: (screen: string[]) => boolean): Promise<KeyBytes> => {
      const before = program.bytes();
      await act();
      if (expected) await program.waitFor(expected);
      await quiet(program);
      return {
        label,
        bytes: program.bytes() - before,
        paints: program.outputSince(before).split(END_SYNCHRONIZED).length - 1,
      };
    };
    // A letter held in the list's filter for a second: every press changes the screen.
    const hold = async (): Promise<void> => {
      for (let press = 0; press < HELD_KEY_RATE; press += 1) {
        program.write('x');
        await sleep(1000 / HELD_KEY_RATE);
      }
    };
    const filterOpen = async (): Promise<void> => {
      program.write('/');
      await program.waitFor(has('/▏'));
      await quiet(program);
    };
    const filterCleared = async (): Promise<void> => {
      program.write('\u001B');
      await program.waitFor((screen) => has('areas (4)')(screen) && !has('/x')(screen));
      await quiet(program);
    };
    return [
      await measure('j', () => program.write('j'), has('› Quality')),
      await measure('G', () => program.write('G'), has('› People & Safety')),
      await measure('Enter', () => program.write('\r'), has('› areas › People & Safety')),
      await measure('Esc', () => program.write('\u001B'), has('areas (4)', '› People & Safety')),
      // G on the last row: handled, nothing to show.
      await measure('a key that changes nothing (G on the last row)', () => program.write('G')),
      await filterOpen().then(() => measure(`a key held for 1 s (${HELD_KEY_RATE} presses of x in the filter)`, hold, has('xxxxxxxxxx'))),
      await filterCleared().then(() =>
        measure(
          `resize to ${columns - 10}x${rows - 3}`,
          () => program.resize(columns - 10, rows - 3),
          (screen) => has('areas (4)')(screen) && screen.some((line) => line.startsWith('╰') && line.length === columns - 10),
        ),
      ),
    ];
  } finally {
    program.write('\u0003');
    await Promise.race([program.exited, sleep(2000)]);
    program.close();
  }
}
