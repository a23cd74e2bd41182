// The catalogue's fields as the facts (section 5) describe them: which the service takes and which
// it only shows, and of what type. The client, the CLI's field=value checks, the forms and the
// sandbox all derive from these, so each line here is a promise to all four.
import { describe, expect, it } from 'vitest';
import { parseAssignments } from '../../source/cli/assignments.js';
import { KINDS, fieldSpec, requiredFields, writableFields, type FieldSpec, type KindName } from '../../source/catalogue/catalogue.js';

/** `name:type` of each field: enum(values), ref(kind) for references. */
const typed = (field: FieldSpec): string =>
  `${field.name}:${field.type.kind === 'enum' ? `enum(${field.type.values.join('|')})` : field.type.kind === 'reference' ? `ref(${field.type.to})` : field.type.kind}`;

const FIELDS: Readonly<Record<KindName, { writable: string; readonly: string }>> = {
  company: {
    writable: 'name:string',
    readonly:
      'id:integer hoshins_count:integer creator_id:ref(user) unlimited:boolean subscriptions_count:integer credit:decimal trial_ends_at:date payment_error:boolean minimum_subscription_users:integer partner_id:integer created_at:datetime updated_at:datetime deleted_at:datetime',
  },
  hoshin: {
    writable:
      'name:string header:text color:colour position:integer tasks_visible_days:integer parent_id:ref(hoshin) state:enum(active|archived)',
    readonly:
      'id:integer company_id:ref(company) ancestry:string creator_id:ref(user) areas_count:integer goals_count:integer objectives_count:integer indicators_count:integer tasks_count:integer outdated_indicators_count:integer outdated_tasks_count:integer blind_objectives_count:integer neglected_objectives_count:integer hoshins_count:integer health_updated_at:datetime created_at:datetime updated_at:datetime deleted_at:datetime',
  },
  area: {
    writable: 'name:string description:text color:colour position:integer',
    readonly:
      'id:integer hoshin_id:ref(hoshin) company_id:ref(company) creator_id:ref(user) created_at:datetime updated_at:datetime deleted_at:datetime',
  },
  goal: {
    writable: 'name:string position:integer',
    readonly:
      'id:integer hoshin_id:ref(hoshin) company_id:ref(company) creator_id:ref(user) created_at:datetime updated_at:datetime deleted_at:datetime',
  },
  objective: {
    writable: 'name:string description:text responsible_id:ref(user) parent_id:ref(objective) obj_pos:integer',
    readonly:
      'id:integer area_id:ref(area) hoshin_id:ref(hoshin) company_id:ref(company) creator_id:ref(user) neglected:boolean blind:boolean hidden:boolean created_at:datetime updated_at:datetime deleted_at:datetime',
  },
  indicator: {
    writable:
      'name:string description:text value:decimal goal:decimal worst_value:decimal frequency:enum(weekly|monthly|quarterly) next_update:date responsible_id:ref(user) reminder:boolean show_on_parent:boolean show_on_charts:boolean ind_pos:integer last_update:date',
    readonly:
      'id:integer objective_id:ref(objective) last_value:decimal area_id:ref(area) hoshin_id:ref(hoshin) company_id:ref(company) creator_id:ref(user) parent_objective_id:ref(objective) parent_area_id:ref(area) hidden:boolean created_at:datetime updated_at:datetime deleted_at:datetime',
  },
  task: {
    writable:
      'name:string description:text status:enum(backlog|active|completed|discarded|deleted) deadline:date responsible_id:ref(user) feeling:enum(smile|wondering|sad) reminder:boolean show_on_parent:boolean tsk_pos:integer lane_pos:integer',
    readonly:
      'id:integer objective_id:ref(objective) original_deadline:date area_id:ref(area) hoshin_id:ref(hoshin) company_id:ref(company) creator_id:ref(user) parent_objective_id:ref(objective) parent_area_id:ref(area) confidence:decimal impact:decimal effort:decimal visible_days:integer hidden:boolean created_at:datetime updated_at:datetime deleted_at:datetime',
  },
  indicator_history: {
    writable: 'day:date value:decimal goal:decimal previous:decimal comment:string',
    readonly:
      'id:integer indicator_id:ref(indicator) company_id:ref(company) creator_id:ref(user) responsible_id:ref(user) created_at:datetime updated_at:datetime',
  },
  invoice: {
    writable: '',
    readonly:
      'id:integer description:string net_amount:decimal tax_tpc:decimal total_amount:decimal subscription_id:ref(subscription) billing_detail_id:ref(billing_detail) sage_one_invoice_id:string sage_active_invoice_id:string sage_active_operational_number:string created_at:datetime updated_at:datetime',
  },
};

describe('the fields of each kind', () => {
  it.each(KINDS.map((kind) => [kind.name]))('%s: writable and read-only fields, in order, with their types', (name) => {
    const kind = KINDS.find((k) => k.name === name)!;
    const of = (access: string) =>
      kind.fields
        .filter((f) => f.access === access)
        .map(typed)
        .join(' ');
    expect(of('writable')).toBe(FIELDS[name].writable);
    expect(of('readonly')).toBe(FIELDS[name].readonly);
    expect(writableFields(name).map(typed).join(' ')).toBe(FIELDS[name].writable);
  });

  it('keeps last_value read-only: the service moves it when the value changes', () => {
    expect(fieldSpec('indicator', 'last_value')).toMatchObject({ access: 'readonly', type: { kind: 'decimal' } });
    expect(() => parseAssignments('indicator', ['last_value=3'], 'update')).toThrow('field: "last_value" is read-only');
    expect(parseAssignments('indicator', ['value=3', 'last_update=2026-01-31'], 'update')).toEqual({
      value: 3,
      last_update: '2026-01-31',
    });
  });

  it('requires the title on create, and the value of a history value too', () => {
    const required = Object.fromEntries(
      KINDS.map((kind) => [
        kind.name,
        requiredFields(kind.name)
          .map((f) => f.name)
          .join(' '),
      ]),
    );
    expect(required).toEqual({
      company: 'name',
      hoshin: 'name',
      area: 'name',
      goal: 'name',
      objective: 'name',
      indicator: 'name',
      task: 'name',
      indicator_history: 'day value',
      invoice: '',
    });
  });

  it('names the fields the service drops on create (applied with an update right after)', () => {
    const dropped = KINDS.flatMap((kind) => kind.fields.filter((f) => !f.appliedOnCreate).map((f) => `${kind.name}.${f.name}`));
    expect(dropped).toEqual(['hoshin.state', 'task.status', 'task.lane_pos']);
  });

  it('marks exactly the parent field of each kind as the parent reference', () => {
    for (const kind of KINDS) {
      expect(
        kind.fields.filter((f) => f.parentRef).map((f) => f.name),
        kind.name,
      ).toEqual(kind.parentField ? [kind.parentField] : []);
    }
  });
});

describe('labels and help', () => {
  it('gives every field a capitalised label, unique within its kind, and help only with words in it', () => {
    for (const kind of KINDS) {
      const labels = kind.fields.map((f) => f.label);
      expect(new Set(labels).size, kind.name).toBe(labels.length);
      for (const field of kind.fields) {
        expect(field.label, `${kind.name}.${field.name}`).toMatch(/^[A-Z][a-z]*( [a-z%]+)*$/);
        if (field.help !== undefined) expect(field.help, `${kind.name}.${field.name}`).toMatch(/^[A-Z].{5,}/);
      }
    }
  });

  it('labels a field by its name (without _id) unless it says otherwise', () => {
    const label = (kind: KindName, name: string) => fieldSpec(kind, name)!.label;
    expect(label('company', 'creator_id')).toBe('Creator');
    expect(label('company', 'trial_ends_at')).toBe('Trial ends at');
    expect(label('task', 'original_deadline')).toBe('Original deadline');
    expect([label('area', 'color'), label('hoshin', 'color')]).toEqual(['Colour', 'Colour']);
    expect(label('task', 'responsible_id')).toBe('Responsible');
    expect(label('objective', 'parent_id')).toBe('Parent objective');
    expect([label('objective', 'obj_pos'), label('indicator', 'ind_pos'), label('task', 'tsk_pos')]).toEqual([
      'Position',
      'Position',
      'Position',
    ]);
    expect(label('task', 'lane_pos')).toBe('Kanban position');
    expect(label('invoice', 'tax_tpc')).toBe('Tax %');
  });

  it('explains the fields a form cannot make clear by their label', () => {
    // A field without help carries no help key at all.
    const explained = KINDS.flatMap((kind) => kind.fields.filter((f) => 'help' in f).map((f) => `${kind.name}.${f.name}`));
    expect(explained).toEqual([
      'company.subscriptions_count',
      'hoshin.header',
      'hoshin.tasks_visible_days',
      'hoshin.parent_id',
      'hoshin.state',
      'hoshin.ancestry',
      'area.color',
      'objective.parent_id',
      'objective.neglected',
      'objective.blind',
      'indicator.value',
      'indicator.goal',
      'indicator.worst_value',
      'indicator.next_update',
      'indicator.reminder',
      'indicator.last_update',
      'indicator.last_value',
      'task.status',
      'task.feeling',
      'task.reminder',
      'indicator_history.day',
    ]);
  });
});
