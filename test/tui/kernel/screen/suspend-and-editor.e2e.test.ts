// Ctrl-z and the external editor hand the terminal over: the console leaves the alternate screen
// (the shell or the editor shows on the normal one, cursor visible), and takes it again after fg
// or when the editor ends, drawing its whole frame anew. `hoshin demo` on a real pty: under an
// interactive bash for job control, and with $EDITOR a script that edits the text it is given.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ENTER_ALT_SCREEN, HOSHIN_COMMAND, LEAVE_ALT_SCREEN, SHOW_CURSOR, spawnHoshin, spawnHoshinInShell } from '../../../helpers/pty.js';

const has =
  (...parts: string[]) =>
  (screen: string[]) =>
    parts.every((part) => screen.join('\n').includes(part));
const firstFrame = has('› Nordwind', '? help');

const dir = mkdtempSync(join(tmpdir(), 'hoshin-handover-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** In the output: the alternate screen left, the cursor shown, then `between`, then the alternate screen taken again. */
function expectLeftThenTaken(output: string, between: string): void {
  const left = output.indexOf(LEAVE_ALT_SCREEN);
  const shown = output.indexOf(SHOW_CURSOR, left);
  const middle = output.indexOf(between, left);
  const taken = output.indexOf(ENTER_ALT_SCREEN, left);
  expect(left).toBeGreaterThanOrEqual(0);
  expect(shown).toBeGreaterThan(left);
  expect(middle).toBeGreaterThan(shown);
  expect(taken).toBeGreaterThan(middle);
}

describe('handing the terminal over', () => {
  it('ctrl-z shows the shell on its own screen, and fg brings the whole frame back', async () => {
    const shell = spawnHoshinInShell('', { shell: ['bash', '--norc', '--noprofile', '-i'], env: { PS1: 'prompt$ ' } });
    try {
      await shell.waitFor('prompt$');
      shell.write(`${HOSHIN_COMMAND} demo\r`);
      await shell.waitFor(firstFrame);
      const before = shell.bytes();
      shell.write('\u001A');
      await shell.waitFor(has('Stopped'));
      expect(shell.onAlternateScreen()).toBe(false);
      shell.write('fg\r');
      await shell.waitFor((screen) => shell.onAlternateScreen() && firstFrame(screen) && has('resumed at')(screen));
      // bash names the job it continues (its command line) between the console's leaving and return.
      expectLeftThenTaken(shell.outputSince(before), 'Stopped');
      shell.write('q');
      await shell.waitFor((screen) => !shell.onAlternateScreen() && screen.filter((line) => line.startsWith('prompt$')).length >= 3);
      // The shell's screen holds its own lines only.
      expect(shell.normalScreen().join('\n')).not.toContain('Nordwind');
    } finally {
      shell.close();
    }
  });

  it('the external editor runs on the normal screen, and the form comes back whole with its text', async () => {
    const editor = join(dir, 'editor.sh');
    writeFileSync(editor, "#!/bin/sh\nprintf 'the editor runs\\n'\nprintf 'Written in the editor\\n' > \"$1\"\n");
    chmodSync(editor, 0o755);
    const program = spawnHoshin(['demo'], { env: { EDITOR: editor, VISUAL: editor } });
    try {
      await program.waitFor(firstFrame);
      for (const expected of [has('› Hoshin 2026'), has('› areas'), has('areas (4)', '› Operations')]) {
        program.write('\r');
        await program.waitFor(expected);
      }
      program.write('e');
      await program.waitFor(has('Edit area Operations', '›Name'));
      program.write('\t');
      await program.waitFor(has('›Description'));
      const before = program.bytes();
      program.write('\u0005');
      await program.waitFor((screen) => program.onAlternateScreen() && has('Edit area Operations', 'Written in the editor')(screen));
      expectLeftThenTaken(program.outputSince(before), 'the editor runs');
      // The editor's line stays on the normal screen, under the alternate one.
      expect(program.normalScreen().join('\n')).toContain('the editor runs');
    } finally {
      program.close();
    }
  });
});
