// The first frame's rehearsal, run while the executable's snapshot is built (decision 0376): it
// draws, and leaves nothing behind that the snapshot would keep or the builder would wait for.
import chalk from 'chalk';
import Yoga from 'yoga-layout';
import { expect, it, vi } from 'vitest';
import { rehearseFirstFrame } from '../../../source/tui/kernel/snapshot-rehearsal.js';

/** How many of each kind of handle and request keep the process alive. */
function resources(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const kind of process.getActiveResourcesInfo()) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return counts;
}

function listeners(): Record<string, number> {
  return Object.fromEntries(process.eventNames().map((name) => [String(name), process.listenerCount(name)]));
}

it('paints a frame, then gives yoga its nodes and chalk its level back and leaves no listener or timer', async () => {
  const yogaNode = Object.getOwnPropertyDescriptor(Yoga, 'Node');
  const level = chalk.level;
  const before = { listeners: listeners(), resources: resources() };

  const painted = await rehearseFirstFrame();

  expect(painted).toBeGreaterThan(0);
  expect(Object.getOwnPropertyDescriptor(Yoga, 'Node')).toEqual(yogaNode);
  expect(chalk.level).toBe(level);
  expect(listeners()).toEqual(before.listeners);
  // None more of any kind (the test runner's own may have ended meanwhile).
  for (const [kind, count] of resources()) expect(count, kind).toBeLessThanOrEqual(before.resources.get(kind) ?? 0);
  // Yoga's own nodes still lay out after it.
  const node = Yoga.Node.create();
  node.setWidth(7);
  node.calculateLayout(undefined, undefined, Yoga.DIRECTION_LTR);
  expect(node.getComputedWidth()).toBe(7);
  node.free();
});

// What the rehearsal read of the machine would be frozen into the snapshot: the build's clock or
// locale in every user's console. It reads neither (decision 0376).
it('reads no clock and makes no locale object', async () => {
  const made: string[] = [];
  const intl = Intl as unknown as Record<string, unknown>;
  const kinds = ['Collator', 'Segmenter', 'DateTimeFormat', 'NumberFormat', 'PluralRules', 'ListFormat', 'RelativeTimeFormat'];
  const originals = Object.fromEntries(kinds.map((kind) => [kind, intl[kind]]));
  for (const kind of kinds) {
    intl[kind] = new Proxy(originals[kind] as object, {
      construct: (target, args) => {
        made.push(kind);
        return Reflect.construct(target as new (...rest: unknown[]) => object, args) as object;
      },
    });
  }
  const now = vi.spyOn(Date, 'now');
  try {
    await rehearseFirstFrame();
  } finally {
    for (const kind of kinds) intl[kind] = originals[kind];
    now.mockRestore();
  }
  expect(made).toEqual([]);
  expect(now).not.toHaveBeenCalled();
});
