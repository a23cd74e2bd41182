// The `?` help opened from a view: that view's own keys first, then the keys every view shares and
// the list keys, once each, then the other views' own keys. Every key a footer or the help names
// is handled in that view by the binding whose words it shows (one source: help and footer read
// the same bindings), so neither can promise a key that does something else or nothing.
import { describe, expect, it } from 'vitest';
import { helpLines, type HelpLine } from '../../../source/tui/help/help-lines.js';
import { MOVING } from '../../../source/tui/help/help-sections.js';
import { footerHints } from '../../../source/tui/kernel/context-footer.js';
import { ALL_MOVES, isListMove } from '../../../source/tui/kernel/list-keys.js';
import { KEY_TABLE } from '../../../source/tui/kernel/registry.js';
import { buildKeyTable } from '../../../source/tui/kernel/key-table.js';
import { FEATURES } from '../../../source/tui/features.js';

const contexts = KEY_TABLE.contexts.filter((context) => !context.anywhere).map((context) => context.name);

/** The help's sections as heading -> rows. */
function sections(lines: readonly HelpLine[]): Map<string, HelpLine[]> {
  const found = new Map<string, HelpLine[]>();
  let rows: HelpLine[] = [];
  for (const line of lines) {
    if (line.heading) found.set(line.keys, (rows = []));
    else rows.push(line);
  }
  return found;
}

const bindingsOfKey = (context: string, key: string) => KEY_TABLE.bindingsOf(context).filter((binding) => binding.keys.includes(key));

/** The keys a help row names: `esc, q` or a view's list keys `j/k g/G pgdn/pgup`. */
const rowKeys = (keys: string): string[] =>
  keys.split(/, | /).flatMap((part) => (part.length > 1 && part.includes('/') ? part.split('/') : [part]));

describe('the help opened from a view', () => {
  it.each(contexts)('from %s: starts with that view, its own keys as its bindings word them', (name) => {
    const context = KEY_TABLE.context(name)!;
    const lines = helpLines(KEY_TABLE, false, name);
    expect(lines[0]).toEqual({ heading: true, keys: `${context.title} (here)`, description: '' });
    const own = sections(lines).get(`${context.title} (here)`)!;
    for (const row of own) {
      for (const key of rowKeys(row.keys)) {
        const binding = KEY_TABLE.bindingFor(name, key);
        expect(binding, `${name}: ${key} (${row.description})`).toBeDefined();
        expect(binding!.step ?? binding!.run, `${name}: ${key} has a handler`).toBeDefined();
        // The list keys' line names the moves; every other line is a binding of the key, and a key
        // bound twice (a form's Down) goes to one handler (the next test).
        if (isListMove(binding!.action)) expect(row.description).toMatch(/^(move|scroll|select): the list keys$/);
        else
          expect(
            bindingsOfKey(name, key).map((b) => b.description),
            `${name}: ${key}`,
          ).toContain(row.description);
      }
    }
  });

  it('lists the list keys once, in their own section, and no view repeats them', () => {
    const lines = helpLines(KEY_TABLE, false, 'tree');
    for (const move of ALL_MOVES) expect(lines.filter((line) => line.description === move.description)).toHaveLength(1);
    expect(
      sections(lines)
        .get(MOVING)!
        .map((line) => line.keys),
    ).toEqual(ALL_MOVES.map((move) => move.keys.join(', ')));
    // Each view that moves says in one line which of the list keys it takes.
    expect(sections(lines).get('The cascade')).toContainEqual({
      heading: false,
      keys: 'j/k g/G pgdn/pgup',
      description: 'scroll: the list keys',
    });
    expect(sections(lines).get('Bowling chart')).toContainEqual({
      heading: false,
      keys: 'j/k',
      description: 'move: the list keys',
    });
  });

  it('lists the keys most views share once, with where each works', () => {
    const lines = helpLines(KEY_TABLE, false, 'cascade');
    const shared = sections(lines).get('Most views')!;
    expect(shared.map((line) => line.keys)).toEqual([':', '?', 'm', 'esc, q']);
    expect(lines.filter((line) => line.keys === '?' && line.description.startsWith('help'))).toHaveLength(1);
    for (const row of shared) {
      const notIn = /\(not in: ([^)]*)\)$/.exec(row.description)?.[1]?.split(', ') ?? [];
      const onlyIn = /\(in: ([^)]*)\)$/.exec(row.description)?.[1]?.split(', ');
      const words = row.description.replace(/ \((not )?in: [^)]*\)$/, '');
      const views = KEY_TABLE.contexts.filter((context) =>
        onlyIn
          ? onlyIn.includes(context.title)
          : !context.anywhere && !notIn.includes(context.title) && KEY_TABLE.bindingsOf(context.name).some((b) => b.shared),
      );
      expect(views.length).toBeGreaterThan(2);
      for (const view of views)
        expect(KEY_TABLE.bindingFor(view.name, row.keys.split(', ')[0]!)?.description, `${row.keys} in ${view.name}`).toBe(words);
    }
  });

  it('words z as it works where it is shown: the last change from the tree, the selected one in the journal', () => {
    const undo = (from: string) =>
      sections(helpLines(KEY_TABLE, false, from))
        .get(`${KEY_TABLE.context(from)!.title} (here)`)!
        .find((line) => line.keys === 'z');
    expect(undo('tree')?.description).toMatch(/^undo the last change of this session/);
    expect(undo('changes')?.description).toMatch(/^undo the selected change/);
  });

  it('is shorter than one section per view with every list key under each', () => {
    expect(helpLines(KEY_TABLE, false, 'tree').length).toBeLessThan(200);
  });
});

describe('every key a footer names', () => {
  it.each(contexts)('%s: is handled there by the binding whose word it shows', (name) => {
    const hints = footerHints(name)
      .split(' · ')
      .filter((hint) => hint !== '');
    for (const hint of hints) {
      const [keys = '', ...word] = hint.split(' ');
      const named = keys.length > 1 && keys.includes('/') ? keys.split('/') : [keys];
      const first = KEY_TABLE.bindingFor(name, named[0]!);
      expect(first, `${name}: ${hint}`).toBeDefined();
      expect(first!.short ?? first!.description.split(' (')[0], `${name}: ${hint}`).toBe(word.join(' '));
      for (const key of named)
        expect(KEY_TABLE.bindingFor(name, key)?.step ?? KEY_TABLE.bindingFor(name, key)?.run, `${name}: ${key}`).toBeDefined();
    }
  });

  it('names the keys that scroll a text or move through a list to pick from', () => {
    expect(footerHints('cascade', { width: 80 })).toBe('j/k scroll · esc close · : palette · ? help');
    expect(footerHints('messages', { width: 80 })).toContain('j/k scroll');
    expect(footerHints('help', { width: 80 })).toContain('j/k scroll');
    expect(footerHints('changes', { width: 80 })).toBe('z undo · j/k select · esc close · ? help');
    expect(footerHints('meeting', { width: 200 })).toContain('j/k scroll');
  });
});

describe('no key means two things in one view', () => {
  it.each(contexts)('%s: a key bound twice (described for two cases) goes to one handler', (name) => {
    for (const binding of KEY_TABLE.bindingsOf(name))
      for (const key of binding.keys)
        for (const other of bindingsOfKey(name, key)) {
          expect(other.run, `${name}: ${key}: ${other.action} and ${binding.action}`).toBe(binding.run);
          expect(other.step, `${name}: ${key}: ${other.action} and ${binding.action}`).toBe(binding.step);
        }
  });
});

describe('the help opened from a view with no key of its own', () => {
  it('starts with that view, listing the shared keys it inherits (there is nothing else to list)', () => {
    const plain = buildKeyTable([
      ...FEATURES,
      { name: 'plain', contexts: [{ name: 'plain', title: 'Plain view', overlays: [], inherits: ['help', 'close'] }] },
    ]);
    const own = sections(helpLines(plain, false, 'plain')).get('Plain view (here)');
    expect(own?.map((row) => row.keys)).toEqual(['?', 'esc, q']);
  });
});
