// The demo's other plant plan: in the sandbox, counted by the group plan as a child, and not known to
// the demo's index, as the service would count a child plan without listing it. Imports nothing, so
// `hoshin demo` can ask before the sandbox loads.

export const OTHER_PLANT_PREFIX = 'Brno plant ';

export function isOtherPlantPlan(kind: string, resource: { readonly name?: unknown }): boolean {
  return kind === 'hoshin' && typeof resource.name === 'string' && resource.name.startsWith(OTHER_PLANT_PREFIX);
}
