// The sandbox's tables, holding resources exactly as the service renders them, so a snapshot is also the data file's content.
import { KIND_NAMES, kindSpec, type KindName } from '../catalogue/catalogue.js';
import type { JsonValue } from '../catalogue/values.js';

export type Resource = Record<string, JsonValue>;

/** Subscriptions are not a catalogue kind (the API cannot show them), only the invoices' parent. */
export interface SubscriptionRecord {
  readonly id: number;
  readonly company_id: number;
  readonly status: 'Active' | 'Canceled' | 'Pending' | 'Invalid';
  /** Date (YYYY-MM-DD) or ISO time of the next payment due; the payment redirect reads it. */
  readonly next_payment_at?: string | null;
}

/** A person who can be made responsible; the app key acts as the one named by `ownerId`. */
export interface SandboxUser {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  readonly companyIds: readonly number[];
}

export type SequenceName = KindName | 'subscription' | 'user';

export interface StoreSnapshot {
  readonly format: 'hoshin-sandbox';
  readonly version: 1;
  readonly nextIds: Readonly<Record<SequenceName, number>>;
  readonly resources: Readonly<Record<KindName, readonly Resource[]>>;
  readonly subscriptions: readonly SubscriptionRecord[];
  readonly users: readonly SandboxUser[];
  /** Id of the user the sandbox's app key acts as. */
  readonly ownerId: number;
}

export class SnapshotError extends Error {}

const SEQUENCES: readonly SequenceName[] = [...KIND_NAMES, 'subscription', 'user'];

export class SandboxStore {
  private readonly tables = new Map<KindName, Map<number, Resource>>();
  private readonly subscriptionTable = new Map<number, SubscriptionRecord>();
  private userTable = new Map<number, SandboxUser>();
  private readonly nextIds = new Map<SequenceName, number>();
  private owner = 0;

  constructor(snapshot: StoreSnapshot) {
    checkSnapshot(snapshot);
    for (const kind of KIND_NAMES) {
      const table = new Map<number, Resource>();
      for (const resource of snapshot.resources[kind]) table.set(resource.id as number, { ...resource });
      this.tables.set(kind, table);
    }
    for (const subscription of snapshot.subscriptions) this.subscriptionTable.set(subscription.id, { ...subscription });
    for (const user of snapshot.users) this.userTable.set(user.id, { ...user, companyIds: [...user.companyIds] });
    for (const name of SEQUENCES) this.nextIds.set(name, snapshot.nextIds[name]);
    this.owner = snapshot.ownerId;
  }

  /** A copy of the stored resource, or undefined. */
  get(kind: KindName, id: number): Resource | undefined {
    const resource = this.table(kind).get(id);
    return resource ? { ...resource } : undefined;
  }

  /** Copies of every stored resource of the kind, in id order. */
  all(kind: KindName): Resource[] {
    return [...this.table(kind).values()].sort((a, b) => (a.id as number) - (b.id as number)).map((r) => ({ ...r }));
  }

  /** The stored resources themselves, unordered, for read-only passes over a whole table. */
  scan(kind: KindName): Iterable<Readonly<Resource>> {
    return this.table(kind).values();
  }

  /** Copies of the resources whose `field` equals `value`, in id order. */
  where(kind: KindName, field: string, value: JsonValue): Resource[] {
    const matches: Resource[] = [];
    for (const resource of this.table(kind).values()) if (resource[field] === value) matches.push({ ...resource });
    return matches.sort((a, b) => (a.id as number) - (b.id as number));
  }

  count(kind: KindName): number {
    return this.table(kind).size;
  }

  subscription(id: number): SubscriptionRecord | undefined {
    return this.subscriptionTable.get(id);
  }

  subscriptions(): SubscriptionRecord[] {
    return [...this.subscriptionTable.values()];
  }

  users(): SandboxUser[] {
    return [...this.userTable.values()];
  }

  get ownerId(): number {
    return this.owner;
  }

  // Writes: the operations layer keeps the invariants.
  nextId(sequence: SequenceName): number {
    const id = this.nextIds.get(sequence) ?? 1;
    this.nextIds.set(sequence, id + 1);
    return id;
  }

  put(kind: KindName, resource: Resource): void {
    const id = resource.id;
    if (typeof id !== 'number') throw new Error(`a ${kind} needs a numeric id`);
    this.table(kind).set(id, { ...resource });
  }

  delete(kind: KindName, id: number): boolean {
    return this.table(kind).delete(id);
  }

  /** Adds the subscription, or replaces the one with its id. */
  putSubscription(subscription: SubscriptionRecord): void {
    if (!isId(subscription.id) || !isId(subscription.company_id)) throw new Error('a subscription needs numeric ids');
    this.subscriptionTable.set(subscription.id, { ...subscription });
  }

  deleteSubscription(id: number): void {
    this.subscriptionTable.delete(id);
  }

  setMembership(userId: number, companyId: number, member: boolean): void {
    const user = this.userTable.get(userId);
    if (!user) return;
    const others = user.companyIds.filter((id) => id !== companyId);
    this.userTable.set(userId, { ...user, companyIds: member ? [...others, companyId] : others });
  }

  removeCompanyFromUsers(companyId: number): void {
    for (const user of this.userTable.values()) this.setMembership(user.id, companyId, false);
  }

  snapshot(): StoreSnapshot {
    const resources = Object.fromEntries(KIND_NAMES.map((kind) => [kind, this.all(kind)])) as Record<KindName, Resource[]>;
    const nextIds = Object.fromEntries(SEQUENCES.map((name) => [name, this.nextIds.get(name) ?? 1])) as Record<SequenceName, number>;
    return {
      format: 'hoshin-sandbox',
      version: 1,
      nextIds,
      resources,
      subscriptions: this.subscriptions(),
      users: this.users(),
      ownerId: this.owner,
    };
  }

  private table(kind: KindName): Map<number, Resource> {
    const table = this.tables.get(kind);
    if (!table) throw new Error(`unknown kind ${kind}`);
    return table;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** Refuses anything that is not a snapshot this version wrote; the message says what is wrong. */
export function checkSnapshot(value: unknown): asserts value is StoreSnapshot {
  if (!isObject(value) || value.format !== 'hoshin-sandbox') throw new SnapshotError('not a hoshin sandbox data file');
  if (value.version !== 1) throw new SnapshotError(`unsupported version ${JSON.stringify(value.version)}`);
  const { nextIds, resources, subscriptions, users, ownerId } = value;
  if (!isObject(nextIds) || !SEQUENCES.every((name) => isId(nextIds[name]))) throw new SnapshotError('nextIds is missing or invalid');
  if (!isObject(resources)) throw new SnapshotError('resources is missing');
  for (const kind of KIND_NAMES) {
    const list = resources[kind];
    if (!Array.isArray(list)) throw new SnapshotError(`resources.${kind} is not a list`);
    const fields = kindSpec(kind)
      .fields.filter((f) => f.shownAs === undefined)
      .map((f) => f.name);
    const seen = new Set<number>();
    for (const item of list) {
      if (!isObject(item) || !isId(item.id)) throw new SnapshotError(`resources.${kind} holds an entry without a valid id`);
      if (seen.has(item.id)) throw new SnapshotError(`resources.${kind} holds id ${item.id} twice`);
      seen.add(item.id);
      for (const name of fields) {
        const field = item[name];
        if (field === undefined) throw new SnapshotError(`${kind} ${item.id} lacks ${name}`);
        if (field !== null && typeof field === 'object') throw new SnapshotError(`${kind} ${item.id}: ${name} is not a plain value`);
      }
    }
  }
  if (!Array.isArray(subscriptions) || !subscriptions.every((s) => isObject(s) && isId(s.id) && isId(s.company_id))) {
    throw new SnapshotError('subscriptions is missing or invalid');
  }
  if (
    !Array.isArray(users) ||
    !users.every(
      (u) => isObject(u) && isId(u.id) && typeof u.name === 'string' && typeof u.email === 'string' && Array.isArray(u.companyIds),
    )
  ) {
    throw new SnapshotError('users is missing or invalid');
  }
  if (!isId(ownerId)) throw new SnapshotError('ownerId is missing');
}
