// A text the local index holds only the beginning of is shown with a note saying where to read it
// whole, in the summary and in the every-field view; the edit form leaves it out until fetched.
import { describe, expect, it } from 'vitest';
import { LocalIndex } from '../../../source/index/model.js';
import { KEPT_TEXT_CHARACTERS } from '../../../source/index/kept-fields.js';
import { UNICODE_GLYPHS } from '../../../source/terminal/glyphs.js';
import { detailLines } from '../../../source/tui/tree/detail-lines.js';
import { indexTreeSource } from '../../../source/tui/tree/index-source.js';

const options = {
  baseUrl: 'https://plan.example',
  people: { today: '2026-04-15', wide: false, glyphs: UNICODE_GLYPHS, nameOf: () => null },
};

describe('a description cut by the local index', () => {
  const index = new LocalIndex();
  index.applyEvent({
    type: 'seen',
    kind: 'task',
    resource: { id: 5, name: 'Call', objective_id: 2, description: `start ${'d'.repeat(30_000)} end` },
  });
  index.applyEvent({
    type: 'seen',
    kind: 'task',
    resource: { id: 6, name: 'Short', objective_id: 2, description: 'all of it' },
  });
  const source = indexTreeSource(index);
  const note = 'description cut to its first 4,000 characters here; `hoshin get task 5` shows all of it';

  it('the summary shows its beginning and the note', () => {
    const lines = detailLines({ type: 'resource', kind: 'task', id: 5 }, source, options).lines;
    const prose = lines.find((line) => line.prose === true && line.value.startsWith('start'));
    expect(prose?.value).toHaveLength(KEPT_TEXT_CHARACTERS);
    expect(lines).toContainEqual({ label: 'Note', value: note, tone: 'muted' });
    // Above the long text, where a pane of a few rows shows it.
    expect(lines.findIndex((line) => line.value === note)).toBeLessThan(lines.indexOf(prose!));
  });

  it('the every-field view says the same', () => {
    const lines = detailLines({ type: 'resource', kind: 'task', id: 5 }, source, { ...options, raw: true }).lines;
    expect(lines).toContainEqual({ label: 'Note', value: note, tone: 'muted' });
  });

  it('a text kept whole has no note', () => {
    const lines = detailLines({ type: 'resource', kind: 'task', id: 6 }, source, options).lines;
    expect(lines.filter((line) => line.label === 'Note')).toEqual([]);
  });
});
