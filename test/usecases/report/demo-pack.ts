// The demo plan's review pack, gathered in process from the sandbox's demo seed recorded in a fresh
// index (as `hoshin demo` records it), for the rendering tests.
import { recordSandboxInIndex } from '../../../source/cli/commands/demo/sandbox-index.js';
import type { Resource } from '../../../source/core/resource.js';
import { utcDay } from '../../../source/domain/dates.js';
import { LocalIndex } from '../../../source/index/model.js';
import { defaultPackMonth, gatherReviewPack } from '../../../source/usecases/review-pack.js';
import type { ReviewPack } from '../../../source/usecases/report/pack.js';
import { demoSnapshot } from '../../../source/sandbox/seed.js';
import { SandboxStore } from '../../../source/sandbox/sandbox-records-store.js';

export const DEMO_HOSHIN = 11;

export function demoPack(nowMs = Date.now(), rename: Readonly<Record<number, string>> = {}): { pack: ReviewPack; store: SandboxStore } {
  const store = new SandboxStore(demoSnapshot(nowMs));
  for (const [id, name] of Object.entries(rename)) {
    const indicator = store.get('indicator', Number(id));
    if (indicator) store.put('indicator', { ...indicator, name });
  }
  const index = new LocalIndex({ now: () => nowMs });
  recordSandboxInIndex(store, index);
  const today = utcDay(nowMs);
  const people = new Map(store.users().map((user) => [user.id, user.name]));
  const pack = gatherReviewPack(index, {
    scope: { kind: 'hoshin', id: DEMO_HOSHIN },
    month: defaultPackMonth(today),
    today,
    fetchedAt: new Date(nowMs).toISOString(),
    hoshin: store.get('hoshin', DEMO_HOSHIN) as unknown as Resource,
    nameOf: (_company, user) => (user === null ? null : (people.get(user) ?? null)),
  });
  return { pack, store };
}
