// The detail pane as people read it: names for ids, relative dates (exact ones on a wide pane),
// value against goal with its bar, trend and status word, a task's deadline and slip, group previews.
import { describe, expect, it } from 'vitest';
import type { Resource } from '../../../source/core/resource.js';
import { ASCII_GLYPHS, UNICODE_GLYPHS } from '../../../source/terminal/glyphs.js';
import { detailLines } from '../../../source/tui/tree/detail-lines.js';
import { type PeopleContext } from '../../../source/tui/detail/people-text.js';
import { indicatorFigureUnits, percentBar } from '../../../source/tui/detail/indicator-figures.js';
import { resourceLines } from '../../../source/tui/tree/people-lines.js';
import type { TreeSource } from '../../../source/tui/tree/tree-source.js';

const today = '2026-04-15';
const names: Record<number, string> = { 3: 'Aiko Tanaka', 4: 'Samuel Okafor' };
const context = (wide: boolean, glyphs = UNICODE_GLYPHS): PeopleContext => ({
  today,
  wide,
  glyphs,
  nameOf: (company, user) => (company === 1 && user !== null ? (names[user] ?? null) : null),
});

const task: Resource = {
  id: 60,
  name: 'Root-cause review of porosity defects',
  status: 'active',
  deadline: '2026-04-12',
  original_deadline: '2026-03-29',
  responsible_id: 3,
  creator_id: 9,
  company_id: 1,
  feeling: 'wondering',
  created_at: '2026-02-14T09:00:00.000Z',
};
const indicator: Resource = {
  id: 7,
  name: 'Scrap rate',
  value: '3.4',
  last_value: '3.8',
  goal: '2',
  worst_value: '8',
  frequency: 'monthly',
  last_update: '2026-02-28',
  next_update: '2026-03-31',
  responsible_id: 4,
  company_id: 1,
};
const source: TreeSource = {
  resource: (kind, id) =>
    (
      ({ task: { 60: task }, indicator: { 7: indicator }, objective: { 40: { id: 40, name: 'Scrap' } } }) as Record<
        string,
        Record<number, Resource>
      >
    )[kind]?.[id],
  children: (parentKind, _parentId, childKind) =>
    parentKind === 'hoshin' && childKind === 'area'
      ? ['Operations', 'Quality', 'Sales', 'Safety', 'People', 'Finance', 'IT'].map((name, i) => ({ id: 20 + i, name }))
      : [],
  isComplete: () => false,
};

const text = (lines: readonly { label: string; value: string }[]) => lines.map((line) => `${line.label}: ${line.value}`);

describe('a task', () => {
  it('names the responsible, says the deadline relative to today, the slip from the first deadline', () => {
    const lines = text(resourceLines('task', task, source, context(false), ''));
    expect(lines).toContain('Responsible: Aiko Tanaka');
    expect(lines).toContain('Deadline: 3 days ago · overdue');
    expect(lines).toContain('Slip: slipped 14 days');
    expect(lines).toContain('Status: active');
    expect(lines).toContain('Created: 2 months ago');
    // Someone not among the company's people keeps the id.
    expect(lines).toContain('Created by: user 9');
  });

  it('adds the exact dates on a wide pane', () => {
    const lines = text(resourceLines('task', task, source, context(true), ''));
    expect(lines).toContain('Deadline: 3 days ago (2026-04-12) · overdue');
    expect(lines).toContain('Slip: slipped 14 days (first deadline 2026-03-29)');
  });
});

describe('an indicator', () => {
  /** Its Value and Update lines as the detail pane shows them. */
  const figureLines = (resource: Resource, people: PeopleContext) => {
    const lines = resourceLines('indicator', resource, source, people, '');
    return [lines.find((line) => line.label === 'Value')!, lines.find((line) => line.label === 'Update')!] as const;
  };

  it('shows value against goal, the percent with its bar and state word, the trend, and the status word with its date', () => {
    const [first, second] = figureLines(indicator, context(true));
    // Lower is better: 100·(3.4 − 8)/(2 − 8) = 76.7 %, behind; 3.8 to 3.4 is better.
    expect(first.value).toBe('3.4, goal 2 · progress 77% behind ████████░░ · ↘ better · worst 8 · lower is better');
    expect(second.value).toBe('overdue: was due 2 weeks ago (2026-03-31) · monthly · value from 2 months ago (2026-02-28) · Samuel Okafor');
    expect(second.tone).toBe('bad');
  });

  it('leaves the bar out where it does not fit whole, and draws it in ASCII on an ASCII terminal', () => {
    // Four cells for the bar: fewer than it is drawn in.
    const [narrow] = indicatorFigureUnits(indicator, context(false), () => 4);
    expect(narrow.map((unit) => unit.text).join(' · ')).toMatch(/^3\.4, goal 2 · progress 77% behind ·/);
    expect(percentBar(77, { glyphs: ASCII_GLYPHS })).toBe('########--');
    expect(percentBar(140, { glyphs: ASCII_GLYPHS })).toBe('##########');
    expect(percentBar(null, { glyphs: ASCII_GLYPHS })).toBe('----------');
  });

  it('on an ASCII terminal says the trend in words, not with a lone slash', () => {
    const ascii = { ...context(true), glyphs: ASCII_GLYPHS };
    const [first] = figureLines(indicator, ascii);
    expect(first.value).toContain('| down, better |');
    const [rising] = figureLines({ ...indicator, value: '3.8', last_value: '3.4' }, ascii);
    expect(rising.value).toContain('| up, worse |');
    const [level] = figureLines({ ...indicator, last_value: '3.4' }, ascii);
    expect(level.value).toContain('| unchanged |');
  });

  it('says due today, and current with the next update ahead', () => {
    const [, due] = figureLines({ ...indicator, next_update: today }, context(false));
    expect(due.units?.texts[0]).toBe('due: today');
    const [, current] = figureLines({ ...indicator, next_update: '2026-04-30' }, context(false));
    expect(current.units?.texts[0]).toBe('current: next in 2 weeks');
  });
});

describe('the detail lines', () => {
  const options = { baseUrl: 'https://plan.example', people: context(false) };

  it('give the summary by default and every field with V, each saying how to get the other', () => {
    const summary = detailLines({ type: 'resource', kind: 'task', id: 60 }, source, options);
    expect(text(summary.lines)).toContain('Responsible: Aiko Tanaka');
    expect(summary.lines.at(-1)!.value).toBe('V shows every field');
    const raw = detailLines({ type: 'resource', kind: 'task', id: 60 }, source, { ...options, raw: true });
    expect(raw.title).toBe('Task 60 (every field)');
    expect(text(raw.lines)).toContain('Original deadline: 2026-03-29');
    // Every field names people too: the name beside the id, the id alone where the name is unknown.
    expect(text(raw.lines)).toContain('Responsible: Aiko Tanaka (3)');
    expect(text(raw.lines)).toContain('Creator: 9');
    expect(raw.lines.at(-1)!.value).toBe('V shows the summary');
  });

  it('preview a group row’s first children by name', () => {
    const group = detailLines({ type: 'group', parentKind: 'hoshin', parentId: 11, childKind: 'area' }, source, options);
    const values = group.lines.map((line) => line.value);
    expect(values).toContain('• Operations');
    expect(values).toContain('• People');
    expect(values).not.toContain('• Finance');
    expect(values).toContain('and 2 more areas');
  });
});
