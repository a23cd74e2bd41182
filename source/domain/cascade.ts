// The cascade (catchball): how a plan aligns with the plans above and below it. The service only
// counts child hoshins, so every answer says how many are not known here. Pure.

export type CascadeResource = { readonly id: number } & Readonly<Record<string, unknown>>;

export interface CascadeInput {
  readonly hoshin: CascadeResource;
  readonly hoshins: readonly CascadeResource[];
  readonly objectivesOf: (hoshinId: number) => readonly CascadeResource[];
  readonly indicatorsOf: (objectiveId: number) => readonly CascadeResource[];
}

export interface PlanRef {
  readonly id: number;
  /** Null when the plan is not known here (an ancestor named only by its id). */
  readonly name: string | null;
}

export interface ObjectiveRef {
  readonly id: number;
  readonly name: string;
  readonly hoshinId: number | null;
}

export interface Supporter extends ObjectiveRef {
  readonly hoshin: PlanRef;
}

export interface LiftedIndicator {
  readonly id: number;
  readonly name: string;
  readonly objectiveId: number;
  readonly hoshin: PlanRef;
}

export interface CascadeObjective extends ObjectiveRef {
  readonly supports: { readonly id: number; readonly name: string | null } | null;
  readonly supportedBy: readonly Supporter[];
  /** Indicators of child plans shown on this plan (show_on_parent). */
  readonly lifted: readonly LiftedIndicator[];
}

export interface Cascade {
  readonly hoshin: PlanRef;
  /** Root first; the last is the parent plan. */
  readonly ancestors: readonly PlanRef[];
  readonly children: readonly PlanRef[];
  /** hoshins_count; null when the service gives none. */
  readonly childrenCounted: number | null;
  readonly childrenUnknown: number;
  readonly objectives: readonly CascadeObjective[];
  /** Only when it has child plans. */
  readonly unsupported: readonly ObjectiveRef[];
  /** Only when it has a parent plan. */
  readonly unlinked: readonly ObjectiveRef[];
  /** Linked to nothing, or outside this plan while all its objectives are known here. */
  readonly childrenUnlinked: readonly Supporter[];
  readonly childrenSupportingUnknown: readonly (Supporter & { readonly supports: number })[];
  readonly objectivesUnknown: number;
}

function nameOf(resource: CascadeResource | undefined, kind: string, id: number): string {
  const name = resource?.name;
  return typeof name === 'string' && name.trim() !== '' ? name : `${kind} ${id}`;
}

function idOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
}

function count(value: unknown): number | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  if (typeof value === 'string' && /^\d{1,9}$/.test(value)) return Number(value);
  return null;
}

/** The ancestor ids of a hoshin, root first, from its `ancestry` ("1/5/12"); none when it has no readable one. */
export function ancestryIds(hoshin: CascadeResource): number[] {
  const ancestry = hoshin.ancestry;
  if (typeof ancestry !== 'string' || !/^\d{1,15}(\/\d{1,15}){0,63}$/.test(ancestry)) return [];
  return ancestry.split('/').map(Number);
}

export function parentPlanId(hoshin: CascadeResource): number | null {
  return ancestryIds(hoshin).at(-1) ?? null;
}

function objectiveRef(objective: CascadeResource, hoshinId: number): ObjectiveRef {
  return { id: objective.id, name: nameOf(objective, 'objective', objective.id), hoshinId };
}

function missingObjectives(hoshin: CascadeResource | undefined, known: number): number {
  const counted = count(hoshin?.objectives_count);
  return counted === null ? 0 : Math.max(0, counted - known);
}

export function cascadeOf(input: CascadeInput): Cascade {
  const { hoshin } = input;
  const byId = new Map(input.hoshins.map((plan) => [plan.id, plan]));
  const plan = (id: number): PlanRef => {
    const known = byId.get(id);
    return { id, name: known ? nameOf(known, 'hoshin', id) : null };
  };
  const ancestors = ancestryIds(hoshin).map(plan);
  const parentId = ancestors.at(-1)?.id ?? null;
  const children = input.hoshins
    .filter((other) => other.id !== hoshin.id && parentPlanId(other) === hoshin.id)
    .sort((a, b) => a.id - b.id)
    .map((child) => plan(child.id));
  const childrenCounted = count(hoshin.hoshins_count);

  const own = [...input.objectivesOf(hoshin.id)];
  const ownIds = new Set(own.map((objective) => objective.id));
  const parentObjectives = parentId === null ? [] : input.objectivesOf(parentId);
  const parentNames = new Map(parentObjectives.map((objective) => [objective.id, nameOf(objective, 'objective', objective.id)]));

  const supporters = new Map<number, Supporter[]>();
  const lifted = new Map<number, LiftedIndicator[]>();
  const childrenUnlinked: Supporter[] = [];
  const childrenSupportingUnknown: (Supporter & { readonly supports: number })[] = [];
  let objectivesUnknown = missingObjectives(hoshin, own.length);
  // Whether every objective of this plan is known here (the service counts them, and no more than known).
  const ownKnownWhole = count(hoshin.objectives_count) !== null && objectivesUnknown === 0;
  for (const child of children) {
    const childObjectives = input.objectivesOf(child.id);
    objectivesUnknown += missingObjectives(byId.get(child.id), childObjectives.length);
    for (const objective of childObjectives) {
      const supporter: Supporter = { ...objectiveRef(objective, child.id), hoshin: child };
      const supports = idOf(objective.parent_id);
      if (supports === null || (!ownIds.has(supports) && ownKnownWhole)) {
        childrenUnlinked.push(supporter);
        continue;
      }
      // Linked to an objective not known here: what it supports is not known, so it is no flag.
      if (!ownIds.has(supports)) {
        childrenSupportingUnknown.push({ ...supporter, supports });
        continue;
      }
      supporters.set(supports, [...(supporters.get(supports) ?? []), supporter]);
      for (const indicator of input.indicatorsOf(objective.id)) {
        if (indicator.show_on_parent !== true) continue;
        // The service computes parent_objective_id on save; the objective's own link stands in when it is absent.
        const under = idOf(indicator.parent_objective_id) ?? supports;
        if (!ownIds.has(under)) continue;
        lifted.set(under, [
          ...(lifted.get(under) ?? []),
          { id: indicator.id, name: nameOf(indicator, 'indicator', indicator.id), objectiveId: objective.id, hoshin: child },
        ]);
      }
    }
  }

  const objectives = own.map((objective): CascadeObjective => {
    const supports = idOf(objective.parent_id);
    return {
      ...objectiveRef(objective, hoshin.id),
      supports: supports === null ? null : { id: supports, name: parentNames.get(supports) ?? null },
      supportedBy: supporters.get(objective.id) ?? [],
      lifted: lifted.get(objective.id) ?? [],
    };
  });
  const hasChildren = children.length > 0 || (childrenCounted ?? 0) > 0;
  return {
    hoshin: plan(hoshin.id),
    ancestors,
    children,
    childrenCounted,
    childrenUnknown: childrenCounted === null ? 0 : Math.max(0, childrenCounted - children.length),
    objectives,
    unsupported: hasChildren ? objectives.filter((objective) => objective.supportedBy.length === 0) : [],
    unlinked: parentId === null ? [] : objectives.filter((objective) => objective.supports === null),
    childrenUnlinked,
    childrenSupportingUnknown,
    objectivesUnknown,
  };
}
