// The demo's other plant plan, counted by the group plan but not known to the index; imports nothing, so `demo` can ask first.

export const OTHER_PLANT_PREFIX = 'Brno plant ';

export function isOtherPlantPlan(kind: string, resource: { readonly name?: unknown }): boolean {
  return kind === 'hoshin' && typeof resource.name === 'string' && resource.name.startsWith(OTHER_PLANT_PREFIX);
}
