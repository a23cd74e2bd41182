// Each kind as the service knows it (facts sections 3 to 5): its routes, the body wrapper, the
// web address segment, the words that name it, and the helpers that read the catalogue.
import { describe, expect, it } from 'vitest';
import {
  KINDS,
  KIND_NAMES,
  ancestorKinds,
  childKinds,
  fieldSpec,
  fillPath,
  isKindName,
  kindSpec,
  pathParameters,
  pluralWords,
  requiredFields,
  resolveKind,
  writableFields,
  type KindName,
} from '../../source/catalogue/catalogue.js';

/** Everything but the fields, which catalogue-fields.test.ts states. */
const kind = (name: KindName) => {
  const { fields: _fields, ...rest } = kindSpec(name);
  return rest;
};

const children = (parent: string) => ({
  get: `/${parent}/:id`,
  getAlternatives: [],
  update: `/${parent}/:id`,
  delete: `/${parent}/:id`,
});

describe('the kinds', () => {
  it('company: top level, listed, deleted with a redirect to /', () => {
    expect(kind('company')).toEqual({
      name: 'company',
      label: 'Company',
      plural: 'companies',
      aliases: ['company', 'companies'],
      parent: null,
      parentField: null,
      paths: { create: '/companies', ...children('companies'), deleteRedirect: '/' },
      list: { path: '/companies', scope: null, option: null },
      readOnly: false,
      titleField: 'name',
      listColumns: ['hoshins_count', 'subscriptions_count'],
      wrapperKey: 'company',
      webSegment: 'companies',
    });
  });

  it('hoshin, area and goal: under their parent, ordered by position, not listed', () => {
    expect(kind('hoshin')).toEqual({
      name: 'hoshin',
      label: 'Hoshin',
      plural: 'hoshins',
      aliases: ['hoshin', 'hoshins', 'plan'],
      parent: 'company',
      parentField: 'company_id',
      paths: { create: '/companies/:company_id/hoshins', ...children('hoshins') },
      list: null,
      readOnly: false,
      titleField: 'name',
      listColumns: ['state', 'areas_count', 'objectives_count'],
      orderField: 'position',
      wrapperKey: 'hoshin',
      webSegment: 'hoshins',
    });
    expect(kind('area')).toEqual({
      name: 'area',
      label: 'Area',
      plural: 'areas',
      aliases: ['area', 'areas'],
      parent: 'hoshin',
      parentField: 'hoshin_id',
      paths: { create: '/hoshins/:hoshin_id/areas', ...children('areas') },
      list: null,
      readOnly: false,
      titleField: 'name',
      listColumns: ['color', 'position'],
      orderField: 'position',
      wrapperKey: 'area',
      webSegment: 'areas',
    });
    expect(kind('goal')).toEqual({
      name: 'goal',
      label: 'Long-term goal',
      plural: 'goals',
      aliases: ['goal', 'goals', 'long-term-goal', 'ltg'],
      parent: 'hoshin',
      parentField: 'hoshin_id',
      paths: { create: '/hoshins/:hoshin_id/goals', ...children('goals') },
      list: null,
      readOnly: false,
      titleField: 'name',
      listColumns: ['position'],
      orderField: 'position',
      wrapperKey: 'goal',
      webSegment: 'goals',
    });
  });

  it('objective, indicator and task: the indicator’s value goes in an update of its own', () => {
    expect(kind('objective')).toEqual({
      name: 'objective',
      label: 'Objective',
      plural: 'objectives',
      aliases: ['objective', 'objectives', 'obj'],
      parent: 'area',
      parentField: 'area_id',
      paths: { create: '/areas/:area_id/objectives', ...children('objectives') },
      list: null,
      readOnly: false,
      titleField: 'name',
      listColumns: ['responsible_id', 'neglected', 'blind'],
      orderField: 'obj_pos',
      wrapperKey: 'objective',
      webSegment: 'objectives',
    });
    expect(kind('indicator')).toEqual({
      name: 'indicator',
      label: 'Indicator',
      plural: 'indicators',
      aliases: ['indicator', 'indicators', 'kpi'],
      parent: 'objective',
      parentField: 'objective_id',
      paths: { create: '/objectives/:objective_id/indicators', ...children('indicators') },
      separateUpdate: { trigger: 'value', fields: ['value', 'last_update'] },
      list: { path: '/objectives/:objective_id/indicators', scope: 'objective', option: 'objective' },
      readOnly: false,
      titleField: 'name',
      listColumns: ['value', 'goal', 'worst_value', 'frequency', 'next_update'],
      orderField: 'ind_pos',
      wrapperKey: 'indicator',
      webSegment: 'indicators',
    });
    expect(kind('task')).toEqual({
      name: 'task',
      label: 'Task',
      plural: 'tasks',
      aliases: ['task', 'tasks'],
      parent: 'objective',
      parentField: 'objective_id',
      paths: { create: '/objectives/:objective_id/tasks', ...children('tasks') },
      list: { path: '/objectives/:objective_id/tasks', scope: 'objective', option: 'objective' },
      readOnly: false,
      titleField: 'name',
      listColumns: ['status', 'deadline', 'feeling'],
      orderField: 'tsk_pos',
      wrapperKey: 'task',
      webSegment: 'tasks',
    });
  });

  it('history value: the spec’s singular create path, the public one, and the redirect after a delete', () => {
    expect(kind('indicator_history')).toEqual({
      name: 'indicator_history',
      label: 'History value',
      plural: 'indicator_histories',
      aliases: ['indicator_history', 'indicator_histories', 'history', 'histories', 'indicator-history'],
      parent: 'indicator',
      parentField: 'indicator_id',
      paths: {
        create: '/indicator/:indicator_id/indicator_histories',
        publicCreate: '/indicators/:indicator_id/indicator_histories',
        ...children('indicator_histories'),
        deleteRedirect: '/indicators/:indicator_id/history',
      },
      list: null,
      readOnly: false,
      titleField: 'day',
      listColumns: ['value', 'goal', 'comment'],
      orderField: 'day',
      wrapperKey: 'indicator_history',
      webSegment: 'indicator_histories',
    });
  });

  it('invoice: read-only, under a subscription the API cannot show', () => {
    expect(kind('invoice')).toEqual({
      name: 'invoice',
      label: 'Invoice',
      plural: 'invoices',
      aliases: ['invoice', 'invoices'],
      parent: 'subscription',
      parentField: 'subscription_id',
      paths: {
        create: null,
        get: '/invoices/:id',
        getAlternatives: ['/subscriptions/:subscription_id/invoices/:id'],
        update: null,
        delete: null,
      },
      list: { path: '/subscriptions/:subscription_id/invoices', scope: 'subscription', option: 'subscription' },
      readOnly: true,
      titleField: 'description',
      listColumns: ['total_amount', 'created_at'],
      wrapperKey: 'invoice',
      webSegment: 'invoices',
    });
  });
});

describe('reading the catalogue', () => {
  it('lists the kind names in catalogue order and knows only those', () => {
    expect(KIND_NAMES).toEqual(KINDS.map((k) => k.name));
    expect(KIND_NAMES.every(isKindName)).toBe(true);
    expect(['subscription', 'user', 'Company', ''].map(isKindName)).toEqual([false, false, false, false]);
    expect(() => kindSpec('subscription' as KindName)).toThrow('unknown kind subscription');
  });

  it('resolves kind words in any case, with spaces around or inside', () => {
    expect(resolveKind('  TASKS ')?.name).toBe('task');
    expect(resolveKind('indicator history')?.name).toBe('indicator_history');
    expect(resolveKind('Indicator   Histories')?.name).toBe('indicator_history');
    expect(resolveKind('long-term-goal')?.name).toBe('goal');
    expect(resolveKind('')).toBeUndefined();
  });

  it('finds fields by name, writable and required ones in catalogue order', () => {
    expect(fieldSpec('goal', 'name')?.name).toBe('name');
    expect(fieldSpec('goal', 'colour')).toBeUndefined();
    expect(writableFields('goal').map((f) => f.name)).toEqual(['name', 'position']);
    expect(requiredFields('indicator_history').map((f) => f.name)).toEqual(['day', 'value']);
  });

  it('words plurals with spaces', () => {
    expect(pluralWords(kindSpec('indicator_history'))).toBe('indicator histories');
    expect(pluralWords(kindSpec('task'))).toBe('tasks');
  });

  it('knows the children of each parent and the ancestors of each kind, root first', () => {
    expect(childKinds('company').map((k) => k.name)).toEqual(['hoshin']);
    expect(childKinds('indicator').map((k) => k.name)).toEqual(['indicator_history']);
    expect(childKinds('subscription').map((k) => k.name)).toEqual(['invoice']);
    expect(childKinds('task')).toEqual([]);
    expect(ancestorKinds('company')).toEqual([]);
    expect(ancestorKinds('task')).toEqual(['company', 'hoshin', 'area', 'objective']);
    expect(ancestorKinds('invoice')).toEqual(['subscription']);
  });
});

describe('path templates', () => {
  it('fill every placeholder with ids given as numbers or digit text', () => {
    expect(fillPath('/a/:a_id/b/:id', { a_id: 3, id: '40' })).toBe('/a/3/b/40');
    expect(fillPath('/companies', {})).toBe('/companies');
    expect(fillPath('/x/:id', { id: 9007199254740991 })).toBe('/x/9007199254740991');
    expect([fillPath('/x/:id', { id: '7' }), fillPath('/x/:id', { id: '1234' })]).toEqual(['/x/7', '/x/1234']);
    // The same template twice: the second fill must not reuse the first one's values.
    expect(fillPath('/a/:a_id/b/:id', { a_id: 4, id: 5 })).toBe('/a/4/b/5');
  });

  it('refuse ids that are not positive integers, naming the placeholder', () => {
    for (const id of [0, -1, 1.5, Number.NaN, 2 ** 53, '0', '07', '', ' 7', '7 ', '1e3']) {
      expect(() => fillPath('/x/:id', { id }), String(id)).toThrow(`id must be a positive integer id, got "${String(id)}"`);
    }
    expect(() => fillPath('/a/:a_id/b/:id', { id: 1 })).toThrow('path /a/:a_id/b/:id needs a_id');
  });

  it('name their placeholders in order', () => {
    expect(pathParameters('/subscriptions/:subscription_id/invoices/:id')).toEqual(['subscription_id', 'id']);
    expect(pathParameters('/companies')).toEqual([]);
  });
});
