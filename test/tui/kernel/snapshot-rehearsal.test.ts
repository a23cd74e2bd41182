// The first frame's rehearsal, run while the executable's snapshot is built (decision 0376): it
// draws, and leaves nothing behind that the snapshot would keep or the builder would wait for.
import chalk from 'chalk';
import Yoga from 'yoga-layout';
import { expect, it } from 'vitest';
import { rehearseFirstFrame } from '../../../source/tui/kernel/snapshot-rehearsal.js';

function listeners(): Record<string, number> {
  return Object.fromEntries(process.eventNames().map((name) => [String(name), process.listenerCount(name)]));
}

it('paints a frame, then gives yoga its nodes and chalk its level back and leaves no listener or timer', async () => {
  const yogaNode = Object.getOwnPropertyDescriptor(Yoga, 'Node');
  const level = chalk.level;
  const before = { listeners: listeners(), resources: process.getActiveResourcesInfo().sort() };

  const painted = await rehearseFirstFrame();

  expect(painted).toBeGreaterThan(0);
  expect(Object.getOwnPropertyDescriptor(Yoga, 'Node')).toEqual(yogaNode);
  expect(chalk.level).toBe(level);
  expect(listeners()).toEqual(before.listeners);
  expect(process.getActiveResourcesInfo().sort()).toEqual(before.resources);
  // Yoga's own nodes still lay out after it.
  const node = Yoga.Node.create();
  node.setWidth(7);
  node.calculateLayout(undefined, undefined, Yoga.DIRECTION_LTR);
  expect(node.getComputedWidth()).toBe(7);
  node.free();
});
