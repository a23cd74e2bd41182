import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editInExternalEditor, editorCommand } from '../../../source/tui/kernel/external-editor.js';

let workspace: string;
let tmp: string;

/** A real editor program: a shell script that records what it saw and rewrites the file. */
async function editorScript(name: string, body: string): Promise<string> {
  const path = join(workspace, name);
  await writeFile(path, `#!/bin/sh\n${body}\n`);
  await chmod(path, 0o755);
  return path;
}

beforeAll(async () => {
  workspace = await mkdtemp(join(tmpdir(), 'hoshin-editor-test-'));
  tmp = join(workspace, 'tmp');
  await mkdir(tmp);
});
afterAll(async () => {
  await rm(workspace, { recursive: true, force: true });
});

describe('editorCommand', () => {
  it('prefers $VISUAL, then $EDITOR, then vi', () => {
    expect(editorCommand({ VISUAL: 'nano', EDITOR: 'ed' })).toBe('nano');
    expect(editorCommand({ VISUAL: ' ', EDITOR: 'ed' })).toBe('ed');
    expect(editorCommand({})).toBe('vi');
  });
});

describe('editInExternalEditor', () => {
  it('hands the text over in a 0600 file, returns what was saved, and removes the file', async () => {
    const seen = join(workspace, 'seen');
    const editor = await editorScript(
      'edit.sh',
      `stat -c %a "$1" > "${seen}.mode"; cat "$1" > "${seen}.text"; printf 'new text\\nsecond line\\n' > "$1"`,
    );
    const result = await editInExternalEditor('old text', { env: { EDITOR: editor }, tmpDir: tmp });
    expect(result).toBe('new text\nsecond line');
    expect((await readFile(`${seen}.mode`, 'utf8')).trim()).toBe('600');
    expect(await readFile(`${seen}.text`, 'utf8')).toBe('old text');
    expect(await readdir(tmp)).toEqual([]);
  });

  it('passes arguments of the command and keeps a path with spaces whole', async () => {
    const editor = await editorScript('with args.sh', 'test "$1" = "--wait" || exit 9; printf "%s" "ok" > "$2"');
    const result = await editInExternalEditor('', { env: { VISUAL: `'${editor}' --wait` }, tmpDir: tmp });
    expect(result).toBe('ok');
  });

  it('rejects when the editor fails, and still removes the file', async () => {
    const editor = await editorScript('fail.sh', 'printf changed > "$1"; exit 3');
    await expect(editInExternalEditor('keep me', { env: { EDITOR: editor }, tmpDir: tmp })).rejects.toThrow(
      /exited with status 3; the text is unchanged/,
    );
    expect(await readdir(tmp)).toEqual([]);
  });
});
