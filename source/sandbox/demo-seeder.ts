// The demo seed's writer: adds a resource as the service would render it, dated relative to the sandbox clock's today.
import { fieldSpec, type KindName } from '../catalogue/catalogue.js';
import type { JsonValue } from '../catalogue/values.js';
import { endOfMonth, instantOf, utcDay } from '../domain/dates.js';
import { blankResource, renderValue } from './records.js';
import type { Resource, SandboxStore } from './sandbox-records-store.js';

export interface DemoSeeder {
  readonly store: SandboxStore;
  readonly today: string;
  /** When the current plan was made, 13 months back: the default creation day. */
  readonly planStart: string;
  readonly add: (kind: KindName, values: Record<string, JsonValue>, createdDay?: string) => Resource;
}

/** The current plan's tree the indicators and tasks hang from. */
export interface DemoPlan {
  readonly companyId: number;
  readonly areas: readonly Resource[];
  /** The archived hoshin's area and objective. */
  readonly oldArea: Resource;
  readonly objectives: readonly Resource[];
  readonly oldObjective: Resource;
}

export function demoSeeder(store: SandboxStore, nowMs: number): DemoSeeder {
  const today = utcDay(nowMs);
  const at = (day: string, hour = 9) => instantOf(Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00.000Z`));
  const planStart = endOfMonth(today, -13);

  const add = (kind: KindName, values: Record<string, JsonValue>, createdDay = planStart): Resource => {
    const resource: Resource = {
      ...blankResource(kind),
      id: store.nextId(kind),
      created_at: at(createdDay),
      updated_at: at(createdDay),
    };
    for (const [name, value] of Object.entries(values)) {
      const field = fieldSpec(kind, name);
      if (!field) throw new Error(`demo seed: ${kind} has no field ${name}`);
      resource[name] = renderValue(field, value);
    }
    store.put(kind, resource);
    return resource;
  };

  return { store, today, planStart, add };
}

/** An objective as the demo's API user makes it, before the service's flags are recomputed. */
export const NEW_OBJECTIVE = { creator_id: 1, neglected: false, blind: true, hidden: false } as const;

/** The ids an indicator or a task of an area carries: its area, hoshin and company. */
export function inArea(area: Resource, companyId: number): Record<string, number> {
  return {
    area_id: area.id as number,
    hoshin_id: area.hoshin_id as number,
    company_id: companyId,
  };
}

/** An entry the seed's own tables name by position; a wrong position is a mistake in the seed. */
export function seedEntry<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`the demo seed names entry ${index} of ${items.length}`);
  return item;
}
