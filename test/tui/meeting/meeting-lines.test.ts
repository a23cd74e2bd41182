// What the review walk shows at 80x24 and at 120x40, from the demo plan: the opening screen with
// what is not known here, each item with its year, figures, owner, countermeasures and comment,
// the summary of green; service text made visible; never wider than the terminal.
import { describe, expect, it } from 'vitest';
import { recordSandboxInIndex } from '../../../source/cli/commands/demo/sandbox-index.js';
import type { Resource } from '../../../source/core/resource.js';
import { textWidth } from '../../../source/core/cell-text.js';
import { utcDay } from '../../../source/domain/dates.js';
import { LocalIndex } from '../../../source/index/model.js';
import { demoSnapshot } from '../../../source/sandbox/seed.js';
import { SandboxStore } from '../../../source/sandbox/sandbox-records-store.js';
import { gatherMeetingWalk } from '../../../source/usecases/meeting/walk.js';
import { defaultPackMonth, gatherReviewPack } from '../../../source/usecases/review-pack.js';
import { headerText, meetingLines, type LineContext } from '../../../source/tui/meeting/meeting-lines.js';
import { begin, newMeeting, step, withWalk, type MeetingState } from '../../../source/tui/meeting/meeting-walk.js';

const NOW = Date.now();
const TODAY = utcDay(NOW);
const MONTH = defaultPackMonth(TODAY);

function meeting(rename: Readonly<Record<number, string>> = {}, marks = new Map()): MeetingState {
  const store = new SandboxStore(demoSnapshot(NOW));
  for (const [id, name] of Object.entries(rename)) {
    const indicator = store.get('indicator', Number(id));
    if (indicator) store.put('indicator', { ...indicator, name });
  }
  const index = new LocalIndex({ now: () => NOW });
  recordSandboxInIndex(store, index);
  const people = new Map(store.users().map((user) => [user.id, user.name]));
  const nameOf = (_company: number | null, user: number | null) => (user === null ? null : (people.get(user) ?? null));
  const pack = gatherReviewPack(index, {
    scope: { kind: 'hoshin', id: 11 },
    month: MONTH,
    today: TODAY,
    fetchedAt: new Date(NOW).toISOString(),
    hoshin: store.get('hoshin', 11) as unknown as Resource,
    nameOf,
  });
  return withWalk(newMeeting({ kind: 'hoshin', id: 11 }, MONTH), gatherMeetingWalk(index, pack, marks, nameOf));
}

const context = (width: number, height: number): LineContext => ({
  today: TODAY,
  width,
  height,
  readOnly: false,
  key: (action) => ({ 'meeting-reviewed': 'enter', 'meeting-next': 'n', 'meeting-countermeasure': 'c' })[action] ?? '?',
});

describe('the review walk on screen', () => {
  it('opens by saying what it holds and what the service counts that is not known here', () => {
    const state = meeting();
    const lines = meetingLines(state, context(80, 20)).map((l) => l.text);
    expect(headerText(state, false)).toMatch(/^Review of .+ · \w+ \d{4} · opening$/);
    expect(lines.slice(0, 2).join(' ')).toMatch(
      /^\d+ items to go through: \d+ red, \d+ never recorded, \d+ tasks? past the deadline; \d+ green/,
    );
    expect(lines).toContain('What the service counts that is not known here:');
    expect(lines.join('\n')).toMatch(/enter begins at 1 of \d+\./);
  });

  it('shows an item with its year, figures, owner and countermeasures, within 80 columns and the rows it has', () => {
    const state = begin(meeting());
    expect(headerText(state, false)).toMatch(/· 1 of \d+$/);
    for (const [width, height] of [
      [80, 18],
      [120, 34],
    ] as const) {
      const lines = meetingLines(state, context(width, height));
      expect(lines.length).toBeLessThanOrEqual(height);
      for (const l of lines) expect(textWidth(l.text)).toBeLessThanOrEqual(width);
      const text = lines.map((l) => l.text).join('\n');
      expect(lines[0]).toMatchObject({ tone: 'red' });
      expect(lines[0]?.text).toMatch(/^x .+: red in \w+ \d{4}, progress -?\d+(\.\d)?%/);
      expect(text).toMatch(/Owner: \w+/);
      expect(text).toMatch(/^Year {3}(\w{3} ){11}\w{3}/m);
      expect(text).toMatch(/^Mark /m);
      expect(text).toMatch(/against the goal/);
      expect(text).toMatch(/Countermeasures:|No countermeasure yet \(c starts one\)/);
      expect(text).toMatch(/^Explanation: /m);
    }
  });

  it('ends with the green, one line each, and how far the walk got', () => {
    let state = begin(meeting());
    for (let i = 0; i < 100; i += 1) state = step(state, 1);
    const text = meetingLines(state, context(120, 40)).map((l) => l.text);
    expect(headerText(state, false)).toMatch(/summary \(\d+ items walked\)$/);
    expect(text[0]).toMatch(/^Green in \w+ \d{4}: \d+ indicators? met the goal$/);
    expect(text.at(-1)).toMatch(/^The walk: \d+ items, 0 reviewed, 0 to escalate, \d+ not marked\./);
  });

  it('shows a name carrying terminal controls as visible text, and the line being typed under the item', () => {
    const plain = begin(meeting());
    const first = plain.walk?.items[0];
    if (!first || first.item.kind === 'late-task') throw new Error('the demo walk starts with a red indicator');
    const state: MeetingState = {
      ...begin(meeting({ [first.item.indicatorId]: 'Scrap \u001b[2J\u001b]0;owned\u0007 rate' })),
      entry: { kind: 'comment', text: 'press down' },
    };
    const lines = meetingLines(state, context(80, 12));
    expect(lines.map((l) => l.text).join('')).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
    expect(lines.at(-1)?.text).toBe("The month's explanation: press down▏  (enter saves, esc cancels)");
    expect(lines.length).toBeLessThanOrEqual(12);
  });

  it('resumes at the first item not marked', () => {
    const first = begin(meeting()).walk?.items[0];
    const state = begin(meeting({}, new Map([[first?.item.key, { mark: 'reviewed', at: 'x' }]])));
    expect(state.position).toBe(1);
    expect(
      meetingLines(withWalk(newMeeting({ kind: 'hoshin', id: 11 }, MONTH), state.walk!), context(80, 20))
        .map((l) => l.text)
        .join('\n'),
    ).toMatch(/Resumed: 1 reviewed, 0 to escalate\. enter goes on at 2 of \d+\./);
  });
});
