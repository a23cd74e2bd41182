// A description longer than the local index keeps: the console edits the whole text fetched from
// the service, never the beginning the index holds (which saving would write back, cutting it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEPT_TEXT_CHARACTERS } from '../../../source/index/kept-fields.js';
import { startSandbox, type RunningSandbox } from '../../../source/sandbox/server.js';
import { openByPalette } from '../helpers/ink.js';
import { openConsole } from '../helpers/console-harness.js';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, host: '127.0.0.1', seed: 'demo' });
});
afterAll(async () => {
  await sandbox.close();
});

describe('editing a description the index cut', () => {
  it('e fetches the whole text, $EDITOR gets all of it, and the save keeps it whole', async () => {
    const objective = sandbox.store.all('objective')[0]!;
    const id = Number(objective.id);
    const long = `begin ${'d'.repeat(4_100)} end`;
    sandbox.store.put('objective', { ...objective, description: long });
    const edited: string[] = [];
    const ui = openConsole(sandbox, {
      openEditor: async (text) => {
        edited.push(text);
        return `${text} and more`;
      },
    });
    try {
      await openByPalette(ui, 'objective', id);
      expect(ui.session.index.get('objective', id)?.cut).toEqual(['description']);
      expect(ui.session.index.get('objective', id)?.resource?.description).toHaveLength(KEPT_TEXT_CHARACTERS);
      await ui.press('e');
      await ui.waitFor('Edit objective');
      await ui.press('down');
      await ui.press('ctrl+e');
      await ui.waitFor((frame) => edited.length === 1 && frame.includes('Edit objective'));
      expect(edited[0]).toBe(long);
      await ui.press('ctrl+s');
      await ui.waitFor('saved objective');
      expect(sandbox.store.get('objective', id)!.description).toBe(`${long} and more`);
    } finally {
      await ui.close();
    }
  });
});
