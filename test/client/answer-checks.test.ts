// What an answer must be before it is believed: about the resource asked for, and showing an
// update as it was sent, in the forms the service writes (not flagged where it only normalises).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIND_NAMES } from '../../source/catalogue/catalogue.js';
import {
  otherKindOf,
  readsBackAs,
  unconfirmedUpdate,
  wrongCreated,
  wrongListItem,
  wrongResource,
} from '../../source/client/answer-checks.js';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';

const sandboxes: RunningSandbox[] = [];
beforeAll(async () => {
  for (const flavour of ['spec', 'hoshinplan'] as const) sandboxes.push(await startSandbox({ flavour, seed: 'demo' }));
});
afterAll(async () => {
  for (const sandbox of sandboxes) await sandbox.close();
});

const CHECK = { method: 'PUT', kind: 'task' as const, id: 7, host: 'plans.example', status: 200 };

describe('otherKindOf', () => {
  it('takes every resource of the demo plan, in both flavours, as its own kind', () => {
    let checked = 0;
    for (const sandbox of sandboxes) {
      for (const kind of KIND_NAMES) {
        for (const resource of sandbox.store.all(kind)) {
          expect(otherKindOf(kind, resource), `${sandbox.flavour} ${kind} ${String(resource.id)}`).toBeUndefined();
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('names the kind a full answer is plainly about, and believes a sparse one', () => {
    const [sandbox] = sandboxes;
    const company = sandbox!.store.all('company')[0]!;
    const task = sandbox!.store.all('task')[0]!;
    const indicator = sandbox!.store.all('indicator')[0]!;
    expect(otherKindOf('task', company)).toBe('company');
    expect(otherKindOf('company', task)).toBe('task');
    expect(otherKindOf('indicator', task)).toBe('task');
    expect(otherKindOf('task', indicator)).toBe('indicator');
    expect(otherKindOf('task', { id: 7, name: 'x' })).toBeUndefined();
  });
});

describe('wrongResource', () => {
  it('accepts the resource asked for and refuses another id or kind, saying what came instead', () => {
    expect(wrongResource(CHECK, { id: 7, name: 'x', status: 'active' })).toBeUndefined();
    const otherId = wrongResource({ ...CHECK, method: 'GET' }, { id: 1, name: 'x', status: 'active' });
    expect([otherId?.kind, otherId?.exitCode, otherId?.message]).toEqual([
      'server',
      5,
      'plans.example answered GET task 7 with task 1 instead',
    ]);
    const company = sandboxes[0]!.store.all('company')[0]!;
    const otherKind = wrongResource({ ...CHECK, id: company.id as number }, company);
    expect(otherKind?.message).toBe(
      `plans.example answered PUT task ${String(company.id)} with company ${String(company.id)} instead; hoshin cannot tell what happened to task ${String(company.id)}: check with \`hoshin get task ${String(company.id)}\``,
    );
  });

  it('lets a delete answer without an id, but not with another one', () => {
    expect(wrongResource({ ...CHECK, method: 'DELETE' }, {})).toBeUndefined();
    expect(wrongResource({ ...CHECK, method: 'DELETE' }, { id: 8 })?.message).toContain('answered DELETE task 7 with task 8 instead');
    expect(wrongResource({ ...CHECK, method: 'GET' }, {})?.message).toContain('with a task without an id instead');
  });
});

describe('readsBackAs', () => {
  it('reads decimals as the strings the service writes, and whole numbers and references as numbers', () => {
    expect(readsBackAs('indicator', 'goal', 50, '50.0')).toBe(true);
    expect(readsBackAs('indicator', 'value', '33.74', '33.74')).toBe(true);
    expect(readsBackAs('indicator', 'value', 33.7, '33.70')).toBe(true);
    expect(readsBackAs('indicator', 'value', 33.7, '33.71')).toBe(false);
    expect(readsBackAs('indicator', 'value', 0, '')).toBe(false);
    expect(readsBackAs('task', 'tsk_pos', 3, 3)).toBe(true);
    expect(readsBackAs('task', 'responsible_id', 4, 5)).toBe(false);
  });

  it('reads a date back from a date or a date-time, and a colour in any case', () => {
    expect(readsBackAs('task', 'deadline', '2026-03-31', '2026-03-31')).toBe(true);
    expect(readsBackAs('task', 'deadline', '2026-03-31', '2026-03-31T00:00:00.000+02:00')).toBe(true);
    expect(readsBackAs('task', 'deadline', '2026-03-31', '2026-04-01')).toBe(false);
    expect(readsBackAs('area', 'color', '#daf3f8', '#DAF3F8')).toBe(true);
    expect(readsBackAs('area', 'color', '#daf3f8', '#DAF3F9')).toBe(false);
  });

  it('takes a blank as cleared, except a colour the service fills in from the name', () => {
    expect(readsBackAs('task', 'description', null, null)).toBe(true);
    expect(readsBackAs('task', 'description', '', null)).toBe(true);
    expect(readsBackAs('task', 'description', null, 'still here')).toBe(false);
    expect(readsBackAs('area', 'color', '', '#A1B2C3')).toBe(true);
  });

  it('compares text, enums and booleans exactly, and a missing field is not a confirmation', () => {
    expect(readsBackAs('task', 'name', 'Ship it', 'Ship it')).toBe(true);
    expect(readsBackAs('task', 'name', 'Ship it', 'Ship it ')).toBe(false);
    expect(readsBackAs('task', 'status', 'active', 'backlog')).toBe(false);
    expect(readsBackAs('task', 'reminder', false, false)).toBe(true);
    expect(readsBackAs('task', 'reminder', false, true)).toBe(false);
    expect(readsBackAs('task', 'name', 'Ship it', undefined)).toBe(false);
  });
});

describe('unconfirmedUpdate', () => {
  it('names every field that did not read back, with what came and what was sent', () => {
    expect(unconfirmedUpdate(CHECK, { name: 'New', status: 'active' }, { id: 7, name: 'New', status: 'active' })).toBeUndefined();
    const error = unconfirmedUpdate(
      CHECK,
      { name: 'New', status: 'active', deadline: null },
      { id: 7, name: 'Old', status: 'backlog', deadline: null },
    );
    expect([error?.kind, error?.exitCode]).toEqual(['server', 5]);
    expect(error?.message).toBe(
      'plans.example did not confirm the change of task 7: it answered name=Old status=backlog where name=New status=active was sent',
    );
  });
});

describe('wrongCreated and wrongListItem', () => {
  it('takes a created resource of another parent as a create whose outcome is unknown', () => {
    const parent = { kind: 'objective' as const, field: 'objective_id', id: 61 };
    expect(wrongCreated('task', parent, 'h', 201, { id: 9, name: 'x', objective_id: 61, status: 'backlog' })).toBeUndefined();
    const error = wrongCreated('task', parent, 'h', 201, { id: 9, name: 'x', objective_id: 62, status: 'backlog' });
    expect([error?.kind, error?.exitCode]).toEqual(['uncertain', 6]);
    expect(error?.message).toBe(
      'the new task under objective 61 may have been created (h answered with a task of objective 62 instead); check with `hoshin list tasks --objective 61` before retrying',
    );
  });

  it("refuses a list holding another kind or another parent's resource", () => {
    const scope = { field: 'objective_id', id: 61 };
    expect(wrongListItem('task', scope, 'h', 200, [{ id: 1, objective_id: 61, status: 'active' }])).toBeUndefined();
    expect(
      wrongListItem('task', scope, 'h', 200, [
        { id: 1, objective_id: 61 },
        { id: 2, objective_id: 70 },
      ])?.message,
    ).toBe('h answered the list of tasks of objective 61 with task 2 of objective 70 in it');
    const company = sandboxes[0]!.store.all('company')[0]!;
    expect(wrongListItem('task', scope, 'h', 200, [company])?.message).toBe(
      `h answered the list of tasks of objective 61 with company ${String(company.id)} in it`,
    );
  });
});
