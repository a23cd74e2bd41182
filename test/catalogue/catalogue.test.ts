import { describe, expect, it } from 'vitest';
import {
  KINDS,
  ancestorKinds,
  childKinds,
  fieldSpec,
  fillPath,
  isKindName,
  pathParameters,
  resolveKind,
  writableFields,
} from '../../source/catalogue/catalogue.js';

describe('catalogue consistency', () => {
  it('names every kind the service has, each with a unique name and aliases', () => {
    expect(KINDS.map((k) => k.name)).toEqual([
      'company',
      'hoshin',
      'area',
      'goal',
      'objective',
      'indicator',
      'task',
      'indicator_history',
      'invoice',
    ]);
    const aliases = KINDS.flatMap((k) => k.aliases);
    expect(new Set(aliases).size).toBe(aliases.length);
  });

  it('gives every kind an id, unique field names, and its title field', () => {
    for (const kind of KINDS) {
      const names = kind.fields.map((f) => f.name);
      expect(new Set(names).size, kind.name).toBe(names.length);
      expect(names[0], kind.name).toBe('id');
      expect(names, kind.name).toContain(kind.titleField);
    }
  });

  it('links every child to its parent through a parent field that exists', () => {
    for (const kind of KINDS) {
      if (kind.parent === null) {
        expect(kind.parentField).toBeNull();
        continue;
      }
      const parent = fieldSpec(kind.name, kind.parentField!);
      expect(parent?.parentRef, kind.name).toBe(true);
      expect(parent?.type, kind.name).toEqual({ kind: 'reference', to: kind.parent });
      if (kind.parent !== 'subscription') expect(isKindName(kind.parent)).toBe(true);
    }
  });

  it('uses the parent field as the placeholder of the create and list paths', () => {
    for (const kind of KINDS) {
      if (kind.paths.create && kind.parentField) expect(pathParameters(kind.paths.create)).toEqual([kind.parentField]);
      if (kind.list?.scope) expect(pathParameters(kind.list.path)).toEqual([`${kind.list.scope}_id`]);
      for (const path of [kind.paths.get, kind.paths.update, kind.paths.delete]) {
        if (path) expect(pathParameters(path)).toEqual(['id']);
      }
    }
  });

  it('matches the spec paths, including the singular indicator segment', () => {
    expect(fillPath(resolveKind('history')!.paths.create!, { indicator_id: 9 })).toBe('/indicator/9/indicator_histories');
    expect(fillPath(resolveKind('goal')!.paths.create!, { hoshin_id: 3 })).toBe('/hoshins/3/goals');
    expect(resolveKind('invoice')!.paths.getAlternatives).toEqual(['/subscriptions/:subscription_id/invoices/:id']);
  });

  it('declares exactly the lists the service offers', () => {
    const lists = KINDS.filter((k) => k.list).map((k) => k.list!.path);
    expect(lists).toEqual([
      '/companies',
      '/objectives/:objective_id/indicators',
      '/objectives/:objective_id/tasks',
      '/subscriptions/:subscription_id/invoices',
    ]);
  });

  it('keeps invoices read-only and every other kind writable', () => {
    for (const kind of KINDS) {
      expect(kind.readOnly).toBe(kind.name === 'invoice');
      expect(writableFields(kind.name).length > 0).toBe(kind.name !== 'invoice');
      if (kind.readOnly) expect([kind.paths.create, kind.paths.update, kind.paths.delete]).toEqual([null, null, null]);
    }
  });

  it('requires a name (or the day of a history value) on create', () => {
    for (const kind of KINDS.filter((k) => !k.readOnly)) {
      const title = fieldSpec(kind.name, kind.titleField)!;
      expect(title.requiredOnCreate, kind.name).toBe(true);
      expect(title.access).toBe('writable');
    }
  });

  it('carries the enums of the facts', () => {
    expect(fieldSpec('task', 'status')!.type).toEqual({
      kind: 'enum',
      values: ['backlog', 'active', 'completed', 'discarded', 'deleted'],
    });
    expect(fieldSpec('task', 'feeling')!.type).toEqual({ kind: 'enum', values: ['smile', 'wondering', 'sad'] });
    expect(fieldSpec('indicator', 'frequency')!.type).toEqual({
      kind: 'enum',
      values: ['weekly', 'monthly', 'quarterly'],
    });
    expect(fieldSpec('area', 'color')!.type).toEqual({ kind: 'colour' });
  });

  it('knows the hierarchy', () => {
    expect(childKinds('hoshin').map((k) => k.name)).toEqual(['area', 'goal']);
    expect(childKinds('objective').map((k) => k.name)).toEqual(['indicator', 'task']);
    expect(ancestorKinds('indicator_history')).toEqual(['company', 'hoshin', 'area', 'objective', 'indicator']);
  });

  it('resolves kind words and refuses unknown ones', () => {
    expect(resolveKind('Objectives')!.name).toBe('objective');
    expect(resolveKind('history')!.name).toBe('indicator_history');
    expect(resolveKind('kpi')!.name).toBe('indicator');
    expect(resolveKind('widget')).toBeUndefined();
  });

  it('fills paths only with positive integer ids', () => {
    expect(fillPath('/areas/:id', { id: 5 })).toBe('/areas/5');
    expect(() => fillPath('/areas/:id', { id: '5-x' })).toThrow(/positive integer/);
    expect(() => fillPath('/areas/:id', { id: 0 })).toThrow(/positive integer/);
    expect(() => fillPath('/areas/:id', {})).toThrow(/needs id/);
  });
});

describe('list columns', () => {
  it('name only fields the kind has', () => {
    for (const kind of KINDS) {
      for (const column of kind.listColumns) expect(fieldSpec(kind.name, column), `${kind.name}.${column}`).toBeDefined();
    }
  });
});
