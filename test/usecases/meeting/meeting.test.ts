// The review meeting over a connection to the demo plan on the sandbox (loopback HTTP): the walk's
// order and what it says it does not know, each decision written to the service and journalled,
// the marks kept in the database, an interrupted meeting resumed, and the minutes in the pack.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCommandArgs } from '../../../source/cli/args.js';
import { recordSandboxInIndex } from '../../../source/cli/commands/demo/sandbox-index.js';
import { openConnection } from '../../../source/cli/connection.js';
import { localDay } from '../../../source/domain/dates.js';
import type { RunningSandbox } from '../../../source/sandbox/server.js';
import {
  changeCountermeasure,
  markItem,
  recordMissingValue,
  startCountermeasure,
  writeExplanation,
  type MeetingDesk,
} from '../../../source/usecases/meeting/decisions.js';
import { meetingMinutes, withMinutes } from '../../../source/usecases/meeting/minutes.js';
import { HoshinError } from '../../../source/core/errors.js';
import type { JsonValue } from '../../../source/catalogue/values.js';
import { meetingKey, meetingWalk, refreshMeeting } from '../../../source/usecases/meeting/open-meeting.js';
import { isIndicatorItem, type MeetingIndicator, type MeetingWalk } from '../../../source/usecases/meeting/walk.js';
import { renderPackMarkdown } from '../../../source/usecases/report/markdown.js';
import { defaultPackMonth } from '../../../source/usecases/review-pack.js';
import type { Connection } from '../../../source/usecases/connection.js';
import { startDemoService } from '../../helpers/cli-in-process.js';
import type { CliContext } from '../../../source/terminal/io-context.js';
import { PassThrough } from 'node:stream';

// A walk: each test starts where the one before left the sandbox, so the order is kept even
// when the suite runs shuffled (`--sequence.shuffle`).
const ORDERED = { shuffle: false } as const;

const SCOPE = { kind: 'hoshin', id: 11 } as const;
let sandbox: RunningSandbox;
let env: NodeJS.ProcessEnv;
const today = localDay(Date.now());
const month = defaultPackMonth(today);

function context(): CliContext {
  return { argv: [], env, stdin: new PassThrough(), stdout: new PassThrough(), stderr: new PassThrough(), now: () => Date.now() };
}

/** A connection whose index knows the plan as the laptop that built it does (the service cannot list objectives nor history values). */
async function connect(): Promise<Connection> {
  const connection = await openConnection(parseCommandArgs([]).globals, context());
  recordSandboxInIndex(sandbox.store, connection.index);
  return connection;
}

async function walkOf(connection: Connection): Promise<MeetingWalk> {
  const hoshin = await refreshMeeting(connection.client, connection.index, SCOPE);
  return meetingWalk(connection.index, connection.meetings, {
    scope: SCOPE,
    month,
    today,
    fetchedAt: new Date().toISOString(),
    hoshin,
    nameOf: (_company, user) => (user === null ? null : (sandbox.store.users().find((u) => u.id === user)?.name ?? null)),
  });
}

function desk(connection: Connection): MeetingDesk {
  return {
    client: connection.client,
    index: connection.index,
    record: connection.meetings,
    meeting: meetingKey(SCOPE, month),
    now: () => Date.now(),
  };
}

beforeAll(async () => {
  ({ sandbox, env } = await startDemoService());
});
afterAll(async () => {
  await sandbox.close();
  for (const dir of [env.HOSHIN_STATE_DIR, env.HOSHIN_CONFIG_DIR, env.HOME]) if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the review meeting on the demo plan', ORDERED, () => {
  it('walks red worst first, then the unrecorded, then late tasks, and says what is not known here', async () => {
    const connection = await connect();
    try {
      const walk = await walkOf(connection);
      const kinds = walk.items.map((item) => item.item.kind);
      expect(kinds.indexOf('red')).toBe(0);
      // The order of kinds never goes back.
      const rank = { red: 0, unrecorded: 1, 'late-task': 2 } as const;
      expect(kinds.map((kind) => rank[kind])).toEqual([...kinds.map((kind) => rank[kind])].sort());
      expect(kinds).toContain('late-task');
      const figures = walk.items.flatMap((item) => (item.item.kind === 'red' && item.item.figure !== null ? [item.item.figure] : []));
      expect(figures).toEqual([...figures].sort((a, b) => a - b));
      const red = walk.items[0] as MeetingIndicator;
      expect(red.cells).toHaveLength(12);
      expect(red.owner).toMatch(/\w/);
      expect(walk.green.length).toBeGreaterThan(0);
      // The demo plan is known whole here: a quarterly indicator's months between quarters are no gap.
      expect(walk.pack.coverage.gaps).toEqual([]);
      expect(walk.resumeAt).toBe(0);
    } finally {
      await connection.close();
    }
  });

  it('writes each decision to the service, journals it, keeps the marks and resumes after them; the minutes list them', async () => {
    const first = await connect();
    let walk: MeetingWalk;
    let taskId: number;
    const red = await (async () => {
      walk = await walkOf(first);
      return walk.items.find(
        (item): item is MeetingIndicator => isIndicatorItem(item) && item.item.kind === 'red' && item.cell.historyId !== null,
      );
    })();
    try {
      if (!red || red.objectiveId === null || red.cell.historyId === null)
        throw new Error('the demo plan has no red month with its value known');
      const d = desk(first);
      const task = await startCountermeasure(d, red.item.key, red.objectiveId, {
        name: 'Countermeasure: fix the press',
        deadline: '2030-01-31',
        status: 'active',
        responsible_id: 2,
      });
      taskId = task.id;
      expect(sandbox.store.get('task', taskId)).toMatchObject({ name: 'Countermeasure: fix the press', deadline: '2030-01-31' });
      await changeCountermeasure(d, red.item.key, taskId, { deadline: '2030-02-28' });
      expect(sandbox.store.get('task', taskId)?.deadline).toBe('2030-02-28');
      await writeExplanation(d, red.item.key, red.cell.historyId, 'The press was down for two weeks');
      expect(sandbox.store.get('indicator_history', red.cell.historyId)?.comment).toBe('The press was down for two weeks');
      markItem(d, red.item.key, 'escalated');
      // Journalled like any change: the console's z and hoshin undo find them.
      const journalled = first.journal.changes().filter((change) => change.outcome === 'done');
      expect(journalled.map((change) => `${change.what} ${change.kind}`)).toEqual(
        expect.arrayContaining(['create task', 'update task', 'update indicator_history']),
      );
    } finally {
      await first.close();
    }

    // A new process resumes after the marked item, and the pack carries the minutes.
    const second = await connect();
    try {
      const again = await walkOf(second);
      expect(again.marks.get(red.item.key)).toBe('escalated');
      expect(again.items[again.resumeAt]?.item.key).not.toBe(red.item.key);
      const pack = withMinutes(second.index, again.pack, second.meetings, () => 'Ana Owner');
      expect(pack.minutes?.escalated).toBe(1);
      expect(pack.minutes?.decisions.map((decision) => decision.kind)).toEqual([
        'countermeasure started',
        'countermeasure changed',
        'comment written',
        'escalated',
      ]);
      const markdown = renderPackMarkdown(pack);
      expect(markdown).toContain(`## Decisions of the review`);
      expect(markdown).toContain('The press was down for two weeks');
      expect(markdown).toMatch(/\| countermeasure changed \| .* \| Countermeasure: fix the press: deadline 2030-02-28 \|/);
    } finally {
      await second.close();
    }
  });

  it('a decision whose write got no answer reaches the minutes: not known at first, done once a read shows it', async () => {
    const connection = await connect();
    try {
      const task = sandbox.store.all('task').find((row) => row.status === 'active')!;
      const taskId = task.id as number;
      const objectiveId = task.objective_id as number;
      // The service applies each write, then a gateway answers 504: hoshin cannot know it was applied.
      const noAnswer = new HoshinError('uncertain', 'no answer from the service (504)');
      const client = {
        ...connection.client,
        update: async (kind: string, id: number, values: Record<string, JsonValue>) => {
          sandbox.store.put(kind as 'task', { ...sandbox.store.get(kind as 'task', id)!, ...values });
          throw noAnswer;
        },
        create: async (kind: string, parentId: number, values: Record<string, JsonValue>) => {
          sandbox.store.put(kind as 'task', { ...values, id: 990_001, objective_id: parentId, created_at: new Date().toISOString() });
          throw noAnswer;
        },
      } as unknown as typeof connection.client;
      const d = { ...desk(connection), meeting: meetingKey(SCOPE, '2031-01'), client };
      await expect(changeCountermeasure(d, `task ${taskId}`, taskId, { deadline: '2031-03-31' })).rejects.toBe(noAnswer);
      await expect(startCountermeasure(d, `task ${taskId}`, objectiveId, { name: 'Countermeasure: spare press' })).rejects.toBe(noAnswer);
      const minutes = () =>
        meetingMinutes(connection.index, connection.meetings, d.meeting, () => null, {
          items: 2,
          reviewed: 0,
          escalated: 0,
          unmarked: 2,
        })?.decisions.map((said) => said.text);
      expect(minutes()).toEqual([
        expect.stringMatching(/deadline 2031-03-31 \(not known whether it was applied: the service did not answer; a read settles it\)$/),
        'Countermeasure: spare press (not known whether it was applied: the service did not answer; a read settles it)',
      ]);
      // A read shows both: the minutes list them as done.
      await connection.client.get('task', taskId);
      await connection.client.list('task', objectiveId);
      expect(minutes()).toEqual([expect.stringMatching(/: deadline 2031-03-31$/), 'Countermeasure: spare press']);
    } finally {
      await connection.close();
    }
  });

  it('records a month never recorded on a day of that month', async () => {
    const connection = await connect();
    try {
      const walk = await walkOf(connection);
      const missing = walk.items.find((item) => item.item.kind === 'unrecorded') as MeetingIndicator | undefined;
      if (!missing) throw new Error('the demo plan has no unrecorded month');
      const outcome = await recordMissingValue(desk(connection), missing.item.key, missing.item.indicatorId, 42, today);
      expect(outcome.type).toBe('recorded');
      expect(outcome.day.slice(0, 7)).toBe(month);
      const stored = sandbox.store
        .all('indicator_history')
        .filter((history) => history.indicator_id === missing.item.indicatorId && history.day === outcome.day);
      expect(stored.map((history) => Number(history.value))).toEqual([42]);
      const after = await walkOf(connection);
      expect(after.items.some((item) => item.item.key === missing.item.key && item.item.kind === 'unrecorded')).toBe(false);
    } finally {
      await connection.close();
    }
  });
});
