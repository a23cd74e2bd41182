// The console's views load the first time they are drawn (source/tui/kernel/lazy-view.ts), and the
// console loads them all once its first frame is out. A unit test's frames are read at once after a
// key, so each file starts with them loaded, as they are a moment after the console starts.
import { beforeAll } from 'vitest';
import '../source/tui/kernel/registry.js';
import { loadLazyViews } from '../source/tui/kernel/lazy-view.js';

// Their modules are compiled for the test on first load: on a machine shared by several suites that
// took more than the 15 s hook default (a file failed before its first test), so the hook has 60.
beforeAll(loadLazyViews, 60_000);
