// The one declarative description of the service's resources (api facts section 5); client, CLI, forms, tree and sandbox derive from it.

export type KindName = 'company' | 'hoshin' | 'area' | 'goal' | 'objective' | 'indicator' | 'task' | 'indicator_history' | 'invoice';

/** Parents that are not kinds of their own: invoices hang off a subscription the API cannot show. */
export type ParentKindName = KindName | 'subscription';

export type FieldType =
  | { readonly kind: 'string' }
  | { readonly kind: 'text' }
  | { readonly kind: 'integer' }
  | { readonly kind: 'decimal' }
  | { readonly kind: 'date' }
  | { readonly kind: 'datetime' }
  | { readonly kind: 'boolean' }
  | { readonly kind: 'enum'; readonly values: readonly string[] }
  | { readonly kind: 'colour' }
  | { readonly kind: 'reference'; readonly to: ParentKindName | 'user' | 'billing_detail' };

export type FieldAccess = 'writable' | 'readonly';

export interface FieldSpec {
  readonly name: string;
  readonly type: FieldType;
  readonly access: FieldAccess;
  /** Must be given on create (the sandbox answers 422 without it; the CLI and forms refuse first). */
  readonly requiredOnCreate: boolean;
  /** True for the field that names the parent (company_id, hoshin_id, ...). */
  readonly parentRef: boolean;
  readonly label: string;
  readonly help?: string;
  /** False where the service drops the field on create: the client applies it with an update right after. */
  readonly appliedOnCreate: boolean;
  /** Its column's limit; longer values are refused before sending. */
  readonly maxLength?: number;
  /** Multi-line text: tab and newline are allowed in it; every other control character is refused. */
  readonly multiline?: boolean;
  /** Taken but never shown: sent only in the wrapped body, read back from another column. */
  readonly shownAs?: 'ancestry-last';
  /** Never saved by an update: changed by each target state's route (facts 4.10). */
  readonly transitions?: Readonly<Record<string, string>>;
}

/** When `trigger` is in an update, the service applies just `fields` and ignores the rest, so the rest goes first. */
export interface SeparateUpdate {
  readonly trigger: string;
  readonly fields: readonly string[];
}

export interface ListSpec {
  /** Path template of the list the service offers, e.g. /objectives/:objective_id/indicators. */
  readonly path: string;
  /** The kind (or pseudo-kind) whose id fills the path, or null for a top-level list. */
  readonly scope: ParentKindName | null;
  /** The CLI option naming the scope id, e.g. "objective" for --objective. */
  readonly option: string | null;
}

export interface KindSpec {
  readonly name: KindName;
  readonly label: string;
  readonly plural: string;
  /** Words the CLI and the palette accept for this kind (singular and plural forms, aliases). */
  readonly aliases: readonly string[];
  readonly parent: ParentKindName | null;
  /** Field on the resource holding the parent's id. */
  readonly parentField: string | null;
  readonly paths: {
    readonly create: string | null;
    readonly get: string;
    /** Further get paths the spec lists (the invoice one under a subscription). */
    readonly getAlternatives: readonly string[];
    /** Tried first, falling back to `create` on a missing route; which worked is remembered. */
    readonly publicCreate?: string;
    readonly update: string | null;
    readonly delete: string | null;
    /** Any other redirect after a delete is a refusal (the service never answers 422). */
    readonly deleteRedirect?: string;
  };
  readonly separateUpdate?: SeparateUpdate;
  /** The list the service offers for this kind, if any (most children cannot be listed). */
  readonly list: ListSpec | null;
  readonly readOnly: boolean;
  /** Field shown as the resource's name in lists and breadcrumbs. */
  readonly titleField: string;
  /** Field that orders siblings (the acts_as_list column; the day for history values). */
  readonly orderField?: string;
  /** Fields shown beside the title in list output (the kind's key figures). */
  readonly listColumns: readonly string[];
  /** Body wrapper key the service's parameter wrapping uses (section 3.1 of the facts). */
  readonly wrapperKey: string;
  /** First path segment of the service's web pages for this kind (/hoshins/123-my-plan). */
  readonly webSegment: string;
  readonly fields: readonly FieldSpec[];
}

interface FieldOptions {
  readonly required?: boolean;
  readonly label?: string;
  readonly help?: string;
  readonly appliedOnCreate?: boolean;
  readonly shownAs?: 'ancestry-last';
  readonly transitions?: Readonly<Record<string, string>>;
}

/** Column limits of the service's schema by type: a string column holds 255 characters, a text column 65,535. */
const STRING_COLUMN_LIMIT = 255;
const TEXT_COLUMN_LIMIT = 65_535;

function columnLimit(type: FieldType): number | undefined {
  if (type.kind === 'string') return STRING_COLUMN_LIMIT;
  if (type.kind === 'text') return TEXT_COLUMN_LIMIT;
  return undefined;
}

/** A field spec that keeps its name and type as literals, so typed resources can be computed from the table. */
type FieldOf<N extends string, T extends FieldType> = FieldSpec & { readonly name: N; readonly type: T };

function field<N extends string, T extends FieldType>(name: N, type: T, access: FieldAccess, options: FieldOptions = {}): FieldOf<N, T> {
  const maxLength = columnLimit(type);
  return {
    name,
    type,
    access,
    requiredOnCreate: options.required ?? false,
    parentRef: false,
    label: options.label ?? humanise(name),
    ...(options.help === undefined ? {} : { help: options.help }),
    appliedOnCreate: options.appliedOnCreate ?? true,
    ...(maxLength === undefined ? {} : { maxLength }),
    multiline: type.kind === 'text',
    ...(options.shownAs === undefined ? {} : { shownAs: options.shownAs }),
    ...(options.transitions === undefined ? {} : { transitions: options.transitions }),
  };
}

function humanise(name: string): string {
  const words = name.replace(/_id$/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const string = { kind: 'string' } as const;
const text = { kind: 'text' } as const;
const integer = { kind: 'integer' } as const;
const decimal = { kind: 'decimal' } as const;
const date = { kind: 'date' } as const;
const datetime = { kind: 'datetime' } as const;
const boolean = { kind: 'boolean' } as const;
const colour = { kind: 'colour' } as const;
const enumOf = <V extends string>(...values: V[]) => ({ kind: 'enum', values }) as const;
const ref = <T extends ParentKindName | 'user' | 'billing_detail'>(to: T) => ({ kind: 'reference', to }) as const;

const w = <N extends string, T extends FieldType>(name: N, type: T, options?: FieldOptions) => field(name, type, 'writable', options);
const ro = <N extends string, T extends FieldType>(name: N, type: T, options?: FieldOptions) => field(name, type, 'readonly', options);
const parentField = <N extends string, T extends ParentKindName>(name: N, to: T) => ({ ...ro(name, ref(to)), parentRef: true });

const id = ro('id', integer, { label: 'Id' });
const timestamps = [ro('created_at', datetime), ro('updated_at', datetime)] as const;
const softDelete = ro('deleted_at', datetime);

export const TASK_STATUSES = ['backlog', 'active', 'completed', 'discarded', 'deleted'] as const;
export const TASK_FEELINGS = ['smile', 'wondering', 'sad'] as const;
export const INDICATOR_FREQUENCIES = ['weekly', 'monthly', 'quarterly'] as const;

const kinds = [
  {
    name: 'company',
    label: 'Company',
    plural: 'companies',
    aliases: ['company', 'companies'],
    parent: null,
    parentField: null,
    paths: {
      create: '/companies',
      get: '/companies/:id',
      getAlternatives: [],
      update: '/companies/:id',
      delete: '/companies/:id',
      deleteRedirect: '/',
    },
    list: { path: '/companies', scope: null, option: null },
    readOnly: false,
    titleField: 'name',
    listColumns: ['hoshins_count', 'subscriptions_count'],
    wrapperKey: 'company',
    webSegment: 'companies',
    fields: [
      id,
      w('name', string, { required: true }),
      ro('hoshins_count', integer),
      ro('creator_id', ref('user')),
      ro('unlimited', boolean),
      ro('subscriptions_count', integer, { help: 'Active subscriptions' }),
      ro('credit', decimal),
      ro('trial_ends_at', date),
      ro('payment_error', boolean),
      ro('minimum_subscription_users', integer),
      ro('partner_id', integer),
      ...timestamps,
      softDelete,
    ],
  },
  {
    name: 'hoshin',
    label: 'Hoshin',
    plural: 'hoshins',
    aliases: ['hoshin', 'hoshins', 'plan'],
    parent: 'company',
    parentField: 'company_id',
    paths: {
      create: '/companies/:company_id/hoshins',
      get: '/hoshins/:id',
      getAlternatives: [],
      update: '/hoshins/:id',
      delete: '/hoshins/:id',
    },
    list: null,
    readOnly: false,
    titleField: 'name',
    listColumns: ['state', 'areas_count', 'objectives_count'],
    orderField: 'position',
    wrapperKey: 'hoshin',
    webSegment: 'hoshins',
    fields: [
      id,
      w('name', string, { required: true }),
      w('header', text, { help: 'Mission, vision or description (Textile)' }),
      w('color', colour, { label: 'Colour' }),
      w('position', integer),
      w('tasks_visible_days', integer, { help: 'Days completed and discarded tasks stay visible' }),
      parentField('company_id', 'company'),
      w('parent_id', ref('hoshin'), { label: 'Parent plan', help: 'The plan above it, in the same company', shownAs: 'ancestry-last' }),
      w('state', enumOf('active', 'archived'), {
        help: 'Archived or active: only its creator or a company admin can change it',
        appliedOnCreate: false,
        transitions: { archived: '/hoshins/:id/archive', active: '/hoshins/:id/activate' },
      }),
      ro('ancestry', string, { help: 'Ancestor hoshin ids, root first' }),
      ro('creator_id', ref('user')),
      ro('areas_count', integer),
      ro('goals_count', integer),
      ro('objectives_count', integer),
      ro('indicators_count', integer),
      ro('tasks_count', integer),
      ro('outdated_indicators_count', integer),
      ro('outdated_tasks_count', integer),
      ro('blind_objectives_count', integer),
      ro('neglected_objectives_count', integer),
      ro('hoshins_count', integer),
      ro('health_updated_at', datetime),
      ...timestamps,
      softDelete,
    ],
  },
  {
    name: 'area',
    label: 'Area',
    plural: 'areas',
    aliases: ['area', 'areas'],
    parent: 'hoshin',
    parentField: 'hoshin_id',
    paths: {
      create: '/hoshins/:hoshin_id/areas',
      get: '/areas/:id',
      getAlternatives: [],
      update: '/areas/:id',
      delete: '/areas/:id',
    },
    list: null,
    readOnly: false,
    titleField: 'name',
    listColumns: ['color', 'position'],
    orderField: 'position',
    wrapperKey: 'area',
    webSegment: 'areas',
    fields: [
      id,
      w('name', string, { required: true }),
      w('description', text),
      w('color', colour, { label: 'Colour', help: "Colour of the area's post-its, #RRGGBB" }),
      w('position', integer),
      parentField('hoshin_id', 'hoshin'),
      ro('company_id', ref('company')),
      ro('creator_id', ref('user')),
      ...timestamps,
      softDelete,
    ],
  },
  {
    name: 'goal',
    label: 'Long-term goal',
    plural: 'goals',
    aliases: ['goal', 'goals', 'long-term-goal', 'ltg'],
    parent: 'hoshin',
    parentField: 'hoshin_id',
    paths: {
      create: '/hoshins/:hoshin_id/goals',
      get: '/goals/:id',
      getAlternatives: [],
      update: '/goals/:id',
      delete: '/goals/:id',
    },
    list: null,
    readOnly: false,
    titleField: 'name',
    listColumns: ['position'],
    orderField: 'position',
    wrapperKey: 'goal',
    webSegment: 'goals',
    fields: [
      id,
      w('name', string, { required: true }),
      w('position', integer),
      parentField('hoshin_id', 'hoshin'),
      ro('company_id', ref('company')),
      ro('creator_id', ref('user')),
      ...timestamps,
      softDelete,
    ],
  },
  {
    name: 'objective',
    label: 'Objective',
    plural: 'objectives',
    aliases: ['objective', 'objectives', 'obj'],
    parent: 'area',
    parentField: 'area_id',
    paths: {
      create: '/areas/:area_id/objectives',
      get: '/objectives/:id',
      getAlternatives: [],
      update: '/objectives/:id',
      delete: '/objectives/:id',
    },
    list: null,
    readOnly: false,
    titleField: 'name',
    listColumns: ['responsible_id', 'neglected', 'blind'],
    orderField: 'obj_pos',
    wrapperKey: 'objective',
    webSegment: 'objectives',
    fields: [
      id,
      w('name', string, { required: true }),
      w('description', text),
      w('responsible_id', ref('user'), { label: 'Responsible' }),
      w('parent_id', ref('objective'), { label: 'Parent objective', help: 'Objective in the parent hoshin' }),
      w('obj_pos', integer, { label: 'Position' }),
      parentField('area_id', 'area'),
      ro('hoshin_id', ref('hoshin')),
      ro('company_id', ref('company')),
      ro('creator_id', ref('user')),
      ro('neglected', boolean, { help: 'Indicators below 100% and no active task' }),
      ro('blind', boolean, { help: 'No indicators' }),
      ro('hidden', boolean),
      ...timestamps,
      softDelete,
    ],
  },
  {
    name: 'indicator',
    label: 'Indicator',
    plural: 'indicators',
    aliases: ['indicator', 'indicators', 'kpi'],
    parent: 'objective',
    parentField: 'objective_id',
    paths: {
      create: '/objectives/:objective_id/indicators',
      get: '/indicators/:id',
      getAlternatives: [],
      update: '/indicators/:id',
      delete: '/indicators/:id',
    },
    separateUpdate: { trigger: 'value', fields: ['value', 'last_update'] },
    list: { path: '/objectives/:objective_id/indicators', scope: 'objective', option: 'objective' },
    readOnly: false,
    titleField: 'name',
    listColumns: ['value', 'goal', 'worst_value', 'frequency', 'next_update'],
    orderField: 'ind_pos',
    wrapperKey: 'indicator',
    webSegment: 'indicators',
    fields: [
      id,
      w('name', string, { required: true }),
      w('description', text),
      w('value', decimal, { help: 'Current value' }),
      w('goal', decimal, { help: 'Value that sets the indicator to 100%' }),
      w('worst_value', decimal, { help: 'Value that sets the indicator to 0%' }),
      w('frequency', enumOf(...INDICATOR_FREQUENCIES)),
      w('next_update', date, { help: 'Date of the next desired update' }),
      w('responsible_id', ref('user'), { label: 'Responsible' }),
      w('reminder', boolean, { help: 'E-mail reminders' }),
      w('show_on_parent', boolean),
      w('show_on_charts', boolean),
      w('ind_pos', integer, { label: 'Position' }),
      parentField('objective_id', 'objective'),
      // Writable together with value (the indicator update accepts it): the day the value is booked on.
      w('last_update', date, { help: 'Date the current value applies to (sent with value)' }),
      ro('last_value', decimal, { help: 'Previous value' }),
      ro('area_id', ref('area')),
      ro('hoshin_id', ref('hoshin')),
      ro('company_id', ref('company')),
      ro('creator_id', ref('user')),
      ro('parent_objective_id', ref('objective')),
      ro('parent_area_id', ref('area')),
      ro('hidden', boolean),
      ...timestamps,
      softDelete,
    ],
  },
  {
    name: 'task',
    label: 'Task',
    plural: 'tasks',
    aliases: ['task', 'tasks'],
    parent: 'objective',
    parentField: 'objective_id',
    paths: {
      create: '/objectives/:objective_id/tasks',
      get: '/tasks/:id',
      getAlternatives: [],
      update: '/tasks/:id',
      delete: '/tasks/:id',
    },
    list: { path: '/objectives/:objective_id/tasks', scope: 'objective', option: 'objective' },
    readOnly: false,
    titleField: 'name',
    listColumns: ['status', 'deadline', 'feeling'],
    orderField: 'tsk_pos',
    wrapperKey: 'task',
    webSegment: 'tasks',
    fields: [
      id,
      w('name', string, { required: true }),
      w('description', text),
      // Protected from mass assignment: a create leaves it backlog (then only `active` is applied).
      w('status', enumOf(...TASK_STATUSES), { help: 'Changed through the task lifecycle', appliedOnCreate: false }),
      w('deadline', date),
      w('responsible_id', ref('user'), { label: 'Responsible' }),
      w('feeling', enumOf(...TASK_FEELINGS), { help: 'How completing it as planned feels' }),
      w('reminder', boolean, { help: 'E-mail reminders at the deadline' }),
      w('show_on_parent', boolean),
      w('tsk_pos', integer, { label: 'Position' }),
      // A create always ends at 0 (the public implementation's bottom-of-lane cast gives 0).
      w('lane_pos', integer, { label: 'Kanban position', appliedOnCreate: false }),
      parentField('objective_id', 'objective'),
      ro('original_deadline', date),
      ro('area_id', ref('area')),
      ro('hoshin_id', ref('hoshin')),
      ro('company_id', ref('company')),
      ro('creator_id', ref('user')),
      ro('parent_objective_id', ref('objective')),
      ro('parent_area_id', ref('area')),
      ro('confidence', decimal),
      ro('impact', decimal),
      ro('effort', decimal),
      ro('visible_days', integer),
      ro('hidden', boolean),
      ...timestamps,
      softDelete,
    ],
  },
  {
    name: 'indicator_history',
    label: 'History value',
    plural: 'indicator_histories',
    aliases: ['indicator_history', 'indicator_histories', 'history', 'histories', 'indicator-history'],
    parent: 'indicator',
    parentField: 'indicator_id',
    paths: {
      // The spec's singular `indicator` segment; the public implementation routes the plural one.
      create: '/indicator/:indicator_id/indicator_histories',
      publicCreate: '/indicators/:indicator_id/indicator_histories',
      get: '/indicator_histories/:id',
      getAlternatives: [],
      update: '/indicator_histories/:id',
      delete: '/indicator_histories/:id',
      deleteRedirect: '/indicators/:indicator_id/history',
    },
    list: null,
    readOnly: false,
    titleField: 'day',
    listColumns: ['value', 'goal', 'comment'],
    orderField: 'day',
    wrapperKey: 'indicator_history',
    webSegment: 'indicator_histories',
    fields: [
      id,
      w('day', date, { required: true, help: 'Unique per indicator' }),
      w('value', decimal, { required: true }),
      w('goal', decimal),
      w('previous', decimal),
      w('comment', string),
      parentField('indicator_id', 'indicator'),
      ro('company_id', ref('company')),
      ro('creator_id', ref('user')),
      ro('responsible_id', ref('user')),
      ...timestamps,
    ],
  },
  {
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
    fields: [
      id,
      ro('description', string),
      ro('net_amount', decimal),
      ro('tax_tpc', decimal, { label: 'Tax %' }),
      ro('total_amount', decimal),
      parentField('subscription_id', 'subscription'),
      ro('billing_detail_id', ref('billing_detail')),
      ro('sage_one_invoice_id', string),
      ro('sage_active_invoice_id', string),
      ro('sage_active_operational_number', string),
      ...timestamps,
    ],
  },
] as const satisfies readonly KindSpec[];

/** The field specs of one kind, each with its literal name and type (typed resources derive from them). */
export type KindFieldSpec<K extends KindName> = Extract<(typeof kinds)[number], { readonly name: K }>['fields'][number];

const byName = new Map<KindName, KindSpec>(kinds.map((spec) => [spec.name, spec]));
const byAlias = new Map<string, KindSpec>();
for (const spec of kinds) for (const alias of spec.aliases) byAlias.set(alias, spec);

export const KINDS: readonly KindSpec[] = kinds;
export const KIND_NAMES: readonly KindName[] = kinds.map((spec) => spec.name);

export function kindSpec(name: KindName): KindSpec {
  const spec = byName.get(name);
  if (!spec) throw new Error(`unknown kind ${name}`);
  return spec;
}

/** Resolves a user-typed kind word (singular, plural or alias, any case); undefined when unknown. */
export function resolveKind(word: string): KindSpec | undefined {
  return byAlias.get(word.trim().toLowerCase().replace(/\s+/g, '_'));
}

export function isKindName(value: string): value is KindName {
  return byName.has(value as KindName);
}

export function fieldSpec(kind: KindName, name: string): FieldSpec | undefined {
  return kindSpec(kind).fields.find((f) => f.name === name);
}

/** A field the caller knows the catalogue holds; its absence is a mistake in the catalogue. */
export function knownField(kind: KindName, name: string): FieldSpec {
  const field = fieldSpec(kind, name);
  if (!field) throw new Error(`the catalogue has no field ${name} on ${kind}`);
  return field;
}

/** Forms pick it by name, the CLI takes a name or a prefix, output shows the name beside the id. */
export function isPersonField(field: FieldSpec): boolean {
  return field.type.kind === 'reference' && field.type.to === 'user';
}

export function writableFields(kind: KindName): readonly FieldSpec[] {
  return kindSpec(kind).fields.filter((f) => f.access === 'writable');
}

export function requiredFields(kind: KindName): readonly FieldSpec[] {
  return kindSpec(kind).fields.filter((f) => f.requiredOnCreate);
}

/** A kind in the product's words, as people read it: "history value", "long-term goal". */
export function kindWords(kind: KindName | ParentKindName | KindSpec): string {
  if (typeof kind !== 'string') return kind.label.toLowerCase();
  const spec = KINDS.find((candidate) => candidate.name === kind);
  return spec ? spec.label.toLowerCase() : kind.replace(/_/g, ' ');
}

/** The plural as words, for messages and headings ("indicator histories"). */
export function pluralWords(spec: KindSpec): string {
  return spec.plural.replace(/_/g, ' ');
}

/** Kinds whose parent is the given kind, in catalogue order (hoshin -> area, goal). */
export function childKinds(parent: ParentKindName): readonly KindSpec[] {
  return kinds.filter((spec) => spec.parent === parent);
}

/** The chain of ancestor kinds from the root down to the kind's parent. */
export function ancestorKinds(kind: KindName): readonly ParentKindName[] {
  const chain: ParentKindName[] = [];
  let parent = kindSpec(kind).parent;
  while (parent) {
    chain.unshift(parent);
    parent = isKindName(parent) ? kindSpec(parent).parent : null;
  }
  return chain;
}

/** A path template split once into literal text and placeholder names (fillPath is on the hot path). */
interface CompiledTemplate {
  readonly literals: readonly string[];
  readonly names: readonly string[];
}

const compiledTemplates = new Map<string, CompiledTemplate>();

function compileTemplate(template: string): CompiledTemplate {
  let compiled = compiledTemplates.get(template);
  if (!compiled) {
    const pieces = template.split(/:([a-z_]+)/);
    compiled = { literals: pieces.filter((_, i) => i % 2 === 0), names: pieces.filter((_, i) => i % 2 === 1) };
    compiledTemplates.set(template, compiled);
  }
  return compiled;
}

const ID_TEXT = /^[1-9][0-9]*$/;

/** Fills `:name` placeholders of a path template; every value must be a positive integer id. */
export function fillPath(template: string, values: Readonly<Record<string, string | number>>): string {
  const { literals, names } = compileTemplate(template);
  let path = literals[0] as string;
  for (let i = 0; i < names.length; i++) {
    const key = names[i] as string;
    const value = values[key];
    if (value === undefined) throw new Error(`path ${template} needs ${key}`);
    const isId = typeof value === 'number' ? Number.isSafeInteger(value) && value > 0 : ID_TEXT.test(value);
    if (!isId) throw new Error(`${key} must be a positive integer id, got "${String(value)}"`);
    path += String(value) + (literals[i + 1] as string);
  }
  return path;
}

/** Placeholder names of a path template, in order. */
export function pathParameters(template: string): string[] {
  return [...template.matchAll(/:([a-z_]+)/g)].map((match) => match[1] as string);
}
