// The single-file executable's entry: scripts/sea.mjs bundles it as one CommonJS script and builds
// the executable's startup snapshot by running it once. While the snapshot is built it only loads
// the program's code and builds its tables (no terminal, no WebAssembly, no socket, no timer, no
// file of the user's); the process restored from it runs the program (decision 0376).
import * as v8 from 'node:v8';
import chalk from 'chalk';
// chalk's own detection, which it runs once when it loads (here: in the builder, on no terminal).
import { createSupportsColor } from '../node_modules/chalk/source/vendor/supports-color/index.js';
import { opensConsole, runProgram } from './program.js';
import { resumeBaselineCompiler } from './terminal/baseline-compiler.js';
import { settleTimers } from './terminal/snapshot-timers.js';
import { loadWithoutCi } from './terminal/console-loading.js';

// Into the snapshot: the CLI and the console, loaded as main.ts loads them, and what the demo and
// the commands held to 2.0 x --version (list, get) load next: their modules and the HTTP client.
// Then the console's first frame is rehearsed, so that the functions it runs are compiled in the
// snapshot (snapshot-rehearsal.ts), and the features' lazy modules and views are marked loaded.
void Promise.all([
  import('./cli/main.js'),
  loadWithoutCi(() => import('./tui/kernel/run.js')),
  loadWithoutCi(() => import('./tui/kernel/snapshot-rehearsal.js')),
  import('./cli/commands/demo/demo.js'),
  import('./cli/commands/list/list.js'),
  import('./cli/commands/get/get.js'),
  import('./client/http-client.js'),
]).then(async ([, , { rehearseFirstFrame, loadEverythingLater }]) => {
  const painted = await rehearseFirstFrame();
  // A rehearsal that drew nothing compiled next to nothing: the build stops rather than lose the gain quietly.
  if (painted === 0) throw new Error("the first frame's rehearsal painted nothing");
  // What the npm bundle loads after the first frame is in the snapshot, loaded.
  await loadEverythingLater();
  // Last: Node's timers as new (terminal/snapshot-timers.ts).
  await settleTimers();
});

v8.startupSnapshot.setDeserializeMainFunction(() => {
  // What a module read of this process when it loaded is read again: chalk's colour level, by
  // which Ink colours the console (the rest the program reads when it runs; decision 0376).
  const colour = createSupportsColor(process.stdout);
  chalk.level = colour === false ? 0 : colour.level;
  // A command that opens no console has no first frame to wait for: the baseline compiler is back at once.
  if (!opensConsole(process.argv.slice(2))) resumeBaselineCompiler();
  void runProgram({ compileCache: false });
});
