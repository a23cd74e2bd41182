// The demo's sandbox plan in the index, once the sandbox runs: loaded then, with the sandbox, not
// before the first frame (decision 0377).
import { KIND_NAMES } from '../../../catalogue/catalogue.js';
import type { Resource } from '../../../core/resource.js';
import type { LocalIndex } from '../../../index/model.js';
import { isOtherPlantPlan } from '../../../sandbox/demo-other-plant.js';
import type { SandboxStore } from '../../../sandbox/server.js';

/** The sandbox's plan in the index: every resource `seen`, what an earlier demo left `gone`. */
export function recordSandboxInIndex(store: SandboxStore, index: LocalIndex): number {
  let count = 0;
  for (const kind of KIND_NAMES) {
    const present = new Set(store.all(kind).map((resource) => Number(resource.id)));
    for (const entry of index.all(kind)) if (!present.has(entry.id)) index.applyEvent({ type: 'gone', kind, id: entry.id });
  }
  // Parents before children, so every child links to a known parent.
  for (const kind of KIND_NAMES) {
    for (const resource of store.all(kind)) {
      if (isOtherPlantPlan(kind, resource)) continue; // the service counts it; nothing here lists it
      index.applyEvent({ type: 'seen', kind, resource: resource as unknown as Resource });
      count += 1;
    }
  }
  return count;
}
