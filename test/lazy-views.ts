// The console's views load the first time they are drawn (source/tui/kernel/lazy-view.ts), and the
// console loads them all once its first frame is out. A unit test's frames are read at once after a
// key, so each file starts with them loaded, as they are a moment after the console starts; so do
// the features' lazy modules (source/tui/kernel/lazy-module.ts).
import { beforeAll } from 'vitest';
import '../source/tui/kernel/registry.js';
import { loadLazyViews } from '../source/tui/kernel/lazy-view.js';
import { loadLazyModules } from '../source/tui/kernel/lazy-module.js';

beforeAll(() => Promise.all([loadLazyViews(), loadLazyModules()]));
