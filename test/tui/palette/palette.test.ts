import { describe, expect, it } from 'vitest';
import { completePalette, parsePaletteInput } from '../../../source/tui/palette/palette.js';
import type { KindName } from '../../../source/catalogue/catalogue.js';
import { LocalIndex } from '../../../source/index/model.js';
import { searchNames } from '../../../source/index/name-search.js';

describe('parsePaletteInput: opening by kind and id', () => {
  const opens: [string, string, number][] = [
    ['objective 42', 'objective', 42],
    [':objective 42', 'objective', 42],
    [': objective   42 ', 'objective', 42],
    ['OBJECTIVES 42', 'objective', 42],
    ['obj #42', 'objective', 42],
    ['kpi 7', 'indicator', 7],
    ['plan 3', 'hoshin', 3],
    ['ltg 9', 'goal', 9],
    ['history 11', 'indicator_history', 11],
    ['indicator-history 11', 'indicator_history', 11],
    ['company 1', 'company', 1],
    ['invoices 5', 'invoice', 5],
  ];
  for (const [input, kind, id] of opens) {
    it(`reads "${input}"`, () => {
      expect(parsePaletteInput(input)).toEqual({ type: 'open', kind, id });
    });
  }
});

describe('parsePaletteInput: web addresses', () => {
  const addresses: [string, string, number][] = [
    ['https://www.hoshinplan.com/hoshins/123-my-plan', 'hoshin', 123],
    ['/objectives/42', 'objective', 42],
    [':/objectives/42', 'objective', 42],
    ['https://host/indicators/7-sales.json?x=1', 'indicator', 7],
    ['http://127.0.0.1:8080/areas/5/', 'area', 5],
    ['www.hoshinplan.com/goals/8-grow#top', 'goal', 8],
    ['https://host/indicators/7/history', 'indicator', 7],
    ['https://host/subscriptions/3/invoices/9', 'invoice', 9],
    ['https://host/indicator_histories/12.json', 'indicator_history', 12],
    ['/tasks/31-call-%C3%A9mile', 'task', 31],
  ];
  for (const [input, kind, id] of addresses) {
    it(`reads ${input}`, () => {
      expect(parsePaletteInput(input)).toEqual({ type: 'open', kind, id });
    });
  }

  it('never repeats a pasted query (with its signature) in its error', () => {
    const result = parsePaletteInput('https://host/users/4?app_key=k&timestamp=t&signature=SECRETSIG');
    expect(result.type).toBe('error');
    expect(JSON.stringify(result)).not.toContain('SECRETSIG');
    expect(result.type === 'error' && result.message).toContain('/users/4 does not name a resource');
  });
});

describe('parsePaletteInput: commands', () => {
  it('reads the command words and their short forms', () => {
    expect(parsePaletteInput('quit')).toEqual({ type: 'quit' });
    expect(parsePaletteInput(':q')).toEqual({ type: 'quit' });
    expect(parsePaletteInput('refresh')).toEqual({ type: 'refresh' });
    expect(parsePaletteInput('readonly')).toEqual({ type: 'readonly' });
    expect(parsePaletteInput('help')).toEqual({ type: 'help' });
    expect(parsePaletteInput('profile work-eu')).toEqual({ type: 'profile', name: 'work-eu' });
    expect(parsePaletteInput('  ')).toEqual({ type: 'none' });
    expect(parsePaletteInput(':')).toEqual({ type: 'none' });
  });

  const errors: [string, string][] = [
    ['objective', 'which objective? e.g. objective 42'],
    ['objective abc', 'objective id must be a positive whole number, got "abc"'],
    ['objective 0', 'got "0"'],
    ['objective -3', 'got "-3"'],
    ['objective 99999999999999999999', 'positive whole number'],
    ['objective 4 5', 'objective takes one id'],
    ['42', 'which kind is 42? e.g. objective 42'],
    ['quit now', 'quit takes no arguments'],
    ['profile', 'profile needs a name'],
    ['profile a b', 'profile takes one name'],
    ['profile ../x', 'is not a profile name'],
    ['https://host/users/4-me', 'does not name a resource'],
    ['https://host/objectives', 'names objectives but no id'],
    ['/objectives/abc', 'names objectives but "abc", which is not an id'],
    ['https://exa mple.com/x', 'unknown command'],
  ];
  for (const [input, message] of errors) {
    it(`refuses "${input}" with one clear message`, () => {
      const result = parsePaletteInput(input);
      expect(result.type).toBe('error');
      expect(result.type === 'error' && result.message).toContain(message);
    });
  }
});

describe('completePalette', () => {
  it('offers command and kind words, completing what they share', () => {
    const result = completePalette('o');
    expect(result.completed).toBe('objective ');
    expect(result.suggestions.map((s) => s.label)).toEqual(['objective']);
    expect(result.suggestions.map((s) => s.description)).toEqual(['open an objective by id']);
    expect(completePalette('ta').suggestions.map((s) => s.description)).toEqual(['open a task by id']);
    const shared = completePalette(':in');
    expect(shared.completed).toBe(':in');
    expect(shared.suggestions.map((s) => s.label)).toEqual(['indicator', 'indicator_history', 'invoice']);
    expect(completePalette(':ind').completed).toBe(':indicator');
    expect(completePalette('qu').completed).toBe('quit');
    expect(completePalette('pro').completed).toBe('profile ');
    expect(completePalette('re').suggestions.map((s) => s.label)).toEqual(['refresh', 'readonly']);
    expect(completePalette('zzz')).toEqual({ completed: 'zzz', suggestions: [], more: 0 });
    expect(completePalette('').suggestions).toHaveLength(10);
  });

  it('completes profile names passed in', () => {
    const context = { profiles: ['default', 'work', 'work-eu'] };
    expect(completePalette('profile d', context).completed).toBe('profile default');
    expect(completePalette('profile w', context).completed).toBe('profile work');
    expect(completePalette('profile w', context).suggestions.map((s) => s.text)).toEqual(['profile work', 'profile work-eu']);
    expect(completePalette('profile x', context).suggestions).toEqual([]);
  });

  it('suggests known resources of the kind by name, and Tab puts in the id of a single match', () => {
    const index = new LocalIndex();
    index.applyEvent({ type: 'seen', kind: 'objective', resource: { id: 42, name: 'More customers', area_id: 1 } });
    index.applyEvent({ type: 'seen', kind: 'objective', resource: { id: 43, name: 'Happier customers', area_id: 1 } });
    const context = { findNames: (text: string, kind?: KindName) => searchNames(index, text, kind ? { kind } : {}) };
    const two = completePalette('obj customers', context);
    expect(two.completed).toBe('obj customers');
    expect(two.suggestions).toEqual([
      { text: 'obj 42', label: 'objective 42', description: 'More customers' },
      { text: 'obj 43', label: 'objective 43', description: 'Happier customers' },
    ]);
    expect(completePalette('objective happ', context).completed).toBe('objective 43');
    expect(completePalette('task happ', context).suggestions).toEqual([]);
  });

  it('takes text that is no command as a name, searched across kinds, the kind shown', () => {
    expect(parsePaletteInput('frobnicate')).toEqual({ type: 'find', text: 'frobnicate' });
    expect(parsePaletteInput('More customers')).toEqual({ type: 'find', text: 'More customers' });
    const index = new LocalIndex();
    index.applyEvent({ type: 'seen', kind: 'objective', resource: { id: 42, name: 'More customers', area_id: 1 } });
    index.applyEvent({
      type: 'seen',
      kind: 'task',
      resource: { id: 7, name: 'Call more customers', objective_id: 42 },
    });
    const context = { findNames: (text: string, kind?: KindName) => searchNames(index, text, kind ? { kind } : {}) };
    expect(completePalette('customers', context).suggestions).toEqual([
      { text: 'objective 42', label: 'objective 42', description: 'More customers' },
      { text: 'task 7', label: 'task 7', description: 'Call more customers' },
    ]);
    expect(completePalette(':call more', context)).toEqual({
      completed: ':task 7',
      suggestions: [{ text: 'task 7', label: 'task 7', description: 'Call more customers' }],
      more: 0,
    });
    // Command words come first; a profile's argument is no name.
    expect(
      completePalette('re', context)
        .suggestions.map((s) => s.label)
        .slice(0, 2),
    ).toEqual(['refresh', 'readonly']);
    expect(completePalette('profile more', context).suggestions).toEqual([]);
  });

  it('offers the known resources of a kind typed with no id yet', () => {
    const known = [
      { id: 9, name: 'OEE line 2 (%)' },
      { id: 3, name: 'Energy per pump' },
    ];
    const context = { knownOfKind: (kind: string) => (kind === 'indicator' ? known : []) };
    expect(completePalette('indicator ', context).suggestions).toEqual([
      { text: 'indicator 9', label: 'indicator 9', description: 'OEE line 2 (%)' },
      { text: 'indicator 3', label: 'indicator 3', description: 'Energy per pump' },
    ]);
    expect(completePalette('task ', context)).toEqual({ completed: 'task ', suggestions: [], more: 0 });
  });

  it('leaves addresses alone', () => {
    expect(completePalette('https://host/objectives/4')).toEqual({
      completed: 'https://host/objectives/4',
      suggestions: [],
      more: 0,
    });
  });

  it('says how many matches are left out of the ten it shows', () => {
    const index = new LocalIndex();
    for (let id = 1; id <= 14; id += 1)
      index.applyEvent({ type: 'seen', kind: 'task', resource: { id, name: `Call customer ${id}`, objective_id: 1 } });
    const context = { findNames: (text: string, kind?: KindName) => searchNames(index, text, kind ? { kind } : {}) };
    const byName = completePalette('call customer', context);
    expect(byName.suggestions.length).toBe(10);
    expect(byName.more).toBe(4);
    expect(completePalette('task call', context).more).toBe(4);
    expect(completePalette('call customer 12', context).more).toBe(0);
    const known = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Indicator ${i + 1}` }));
    expect(completePalette('indicator ', { knownOfKind: () => known }).more).toBe(2);
  });
});

describe('parsePaletteInput: several resources pasted at once', () => {
  it('reads web addresses and kind-id pairs separated by spaces, commas or newlines, each once', () => {
    expect(parsePaletteInput('https://h/hoshins/12-plan https://h/objectives/42\nindicator 7, task #9; objective 42')).toEqual({
      type: 'open-many',
      references: [
        { kind: 'hoshin', id: 12 },
        { kind: 'objective', id: 42 },
        { kind: 'indicator', id: 7 },
        { kind: 'task', id: 9 },
      ],
      problems: [],
    });
    expect(parsePaletteInput('objective 4 indicator 5')).toEqual({
      type: 'open-many',
      references: [
        { kind: 'objective', id: 4 },
        { kind: 'indicator', id: 5 },
      ],
      problems: [],
    });
  });

  it('names the pieces that name nothing, and hides a pasted signature', () => {
    const result = parsePaletteInput('/areas/5, 42, frobnicate, objective abc, /users/3?signature=SECRETSIG, signature=OTHERSIG');
    expect(result.type).toBe('open-many');
    if (result.type !== 'open-many') return;
    expect(result.references).toEqual([{ kind: 'area', id: 5 }]);
    expect(result.problems).toEqual([
      '"42": which kind? e.g. objective 42',
      '"frobnicate": not a web address or a kind and id',
      '"objective abc": objective id must be a positive whole number, got "abc"',
      'address: the address /users/3 does not name a resource hoshin knows (expected e.g. /objectives/42)',
      '"signature=[redacted]": not a web address or a kind and id',
    ]);
    expect(JSON.stringify(result)).not.toMatch(/SECRETSIG|OTHERSIG/);
  });

  it('leaves one command alone: a single reference, a command word, or nothing that names a resource', () => {
    expect(parsePaletteInput('objective 4 5')).toEqual({
      type: 'error',
      message: 'objective takes one id, e.g. objective 42',
    });
    expect(parsePaletteInput('profile work')).toEqual({ type: 'profile', name: 'work' });
    // Text that names nothing is looked for among the names (resolveFind).
    expect(parsePaletteInput('frobnicate, more')).toEqual({ type: 'find', text: 'frobnicate, more' });
  });
});
