// Long text in $VISUAL, else $EDITOR, else vi: a 0600 file in a fresh 0700 directory, removed
// afterwards whatever happens. The caller suspends Ink around it (the editor takes the terminal).
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { childEnvironment } from '../../core/credentials.js';

interface ExternalEditorOptions {
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Where the temporary directory goes (default: the system's). */
  readonly tmpDir?: string;
  /** File name, whose extension lets editors pick a syntax (descriptions are Textile). */
  readonly fileName?: string;
}

/** The editor command line the environment asks for. */
export function editorCommand(env: Readonly<Record<string, string | undefined>>): string {
  for (const name of ['VISUAL', 'EDITOR']) {
    const value = env[name]?.trim();
    if (value) return value;
  }
  return 'vi';
}

/** Resolves with the saved text; rejects when the editor cannot start or fails. */
export async function editInExternalEditor(text: string, options: ExternalEditorOptions = {}): Promise<string> {
  const env = options.env ?? process.env;
  const command = editorCommand(env);
  const directory = await mkdtemp(join(options.tmpDir ?? tmpdir(), 'hoshin-edit-'));
  try {
    const file = join(directory, options.fileName ?? 'description.textile');
    await writeFile(file, text, { mode: 0o600, flag: 'wx' });
    const { spawn } = await import('node:child_process');
    // The command may carry arguments ("code --wait"); the file goes in as "$1", never spliced in.
    const status = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve, reject) => {
      const child = spawn('/bin/sh', ['-c', `${command} "$1"`, 'hoshin-editor', file], {
        stdio: 'inherit',
        env: childEnvironment(env),
      });
      child.once('error', reject);
      child.once('exit', (code, signal) => resolve({ code, signal }));
    });
    if (status.code !== 0) {
      const how = status.signal ? `was stopped by ${status.signal}` : `exited with status ${status.code}`;
      throw new Error(`the editor (${command}) ${how}; the text is unchanged`);
    }
    const edited = (await readFile(file, 'utf8')).replace(/\r\n/g, '\n');
    // Editors end the file with a newline; keep the text's own ending.
    return !text.endsWith('\n') && edited.endsWith('\n') ? edited.slice(0, -1) : edited;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
