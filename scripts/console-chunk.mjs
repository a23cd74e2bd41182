// Fewer, larger chunks where the program always loads them together. Left to itself the bundler
// cuts the program into a chunk per combination of its dynamic imports: about a hundred files
// before the console's first frame, each a round of the module loader (resolve, read, link).
// - 'cli': what every run loads (the entry's and the CLI dispatcher's static imports);
// - 'console': what only the console's start reaches (source/tui/kernel/run.ts and its static
//   imports: the kernel and the features' keys, and the module that runs Ink, React and yoga from
//   their script, scripts/console-script.mjs), nothing a scriptable command reaches, so
//   `hoshin list` still never loads Ink;
// - 'reads': of what the console's start shares with commands, the part `list` and `get` use (the
//   commands held to 2.0 x `--version`: docs/PERFORMANCE.md) with their client, so they read it
//   and no more;
// - 'console-shared': the rest it shares with some commands (the use cases, the index), so the
//   first frame reads one file for them, and a command that needs one reads it whole;
// - 'console-later': what only the console reaches through its lazy imports (the features' lazy
//   modules and views: source/tui/kernel/lazy-module.ts, lazy-view.ts), loaded together right
//   after the first frame: one file, not one per module;
// - 'console-later-shared': what those lazy imports share with some commands (the use cases of the
//   meeting, the report, the cascade, the search), loaded with it, and read whole by a command
//   that needs one, as 'console-shared' is;
// - the CLI's own groups for what `list` and `get` read beyond these: scripts/cli-chunks.mjs;
// - 'spec-<command>': a command's description, read when the line names that command.
// A command's own modules keep their chunks.
import { resolve, sep } from 'node:path';
import { CLI_GROUPS, HTTP_CLIENT, cliChunkSets } from './cli-chunks.mjs';

const TUI = `${sep}source${sep}tui${sep}`;

/** rolldown's `output.codeSplitting.groups`. */
export function programChunks() {
  let sets;
  const group = (name) => ({
    name: (id, context) => {
      sets ??= chunkSets((module) => context.getModuleInfo(module));
      return sets[name].has(id) ? name : null;
    },
    debugName: name,
  });
  return [
    group('cli'),
    group('console'),
    group('reads'),
    group('console-shared'),
    group('console-later'),
    ...CLI_GROUPS.map(group),
    group('console-later-shared'),
    commandSpecs(),
  ];
}

// A command's description (its spec.ts, options.ts and its subcommands'), read by the dispatcher
// when the line names it (source/cli/command-index.ts): one file for each command, not four.
const COMMAND_DESCRIPTION = new RegExp(`${sep}source${sep}cli${sep}commands${sep}([\\w-]+)${sep}(?:[\\w-]+${sep})?(?:spec|options)\\.ts$`);

function commandSpecs() {
  return {
    name: (id) => {
      const command = COMMAND_DESCRIPTION.exec(id)?.[1];
      return command === undefined ? null : `spec-${command}`;
    },
    debugName: 'command specs',
  };
}

function chunkSets(info) {
  const walk = (from, { dynamic, enter = () => true }) => {
    const seen = new Set();
    const stack = [...from];
    while (stack.length > 0) {
      const id = stack.pop();
      if (seen.has(id) || !enter(id)) continue;
      seen.add(id);
      const module = info(id);
      if (module) stack.push(...module.importedIds, ...(dynamic ? module.dynamicallyImportedIds : []));
    }
    return seen;
  };
  // Not the entry's own static imports (the Node version check): they stay in the entry, so the
  // entry loads no chunk before it turns the compile cache on, and every chunk is cached.
  const cli = walk([resolve('source/cli/main.ts')], { dynamic: false });
  const firstFrame = walk([resolve('source/tui/kernel/run.ts')], { dynamic: false });
  // Every other way through the program: the CLI and its commands, never into the console's own modules.
  const elsewhere = walk([resolve('source/main.ts')], { dynamic: true, enter: (id) => !id.includes(TUI) });
  const consoleOnly = [...firstFrame].filter((id) => !elsewhere.has(id));
  // What the session the console starts with imports (the demo and the tui command read it before
  // the first frame too): with what the first frame shares, not a file for each of its use cases.
  const session = walk([resolve('source/usecases/session.ts')], { dynamic: false });
  // After the first frame: what the console's lazy imports reach (source/tui/later.ts), and what
  // the rest of the program reaches without it (the login screen shares some dialogs with it).
  const laterModule = resolve('source/tui/later.ts');
  const later = [...walk([laterModule], { dynamic: false })].filter((id) => !firstFrame.has(id) && !session.has(id) && !cli.has(id));
  const notLater = walk([resolve('source/main.ts')], { dynamic: true, enter: (id) => id !== laterModule });
  const shared = [...firstFrame].filter((id) => elsewhere.has(id) && !cli.has(id));
  // With the client they load on their first request (source/client/lazy-client.ts).
  const reads = walk(
    ['source/cli/commands/list/list.ts', 'source/cli/commands/get/get.ts', HTTP_CLIENT].map((file) => resolve(file)),
    {
      dynamic: false,
    },
  );
  const cliSets = cliChunkSets(walk, (id) => cli.has(id) || firstFrame.has(id));
  const startShared = [...session].filter((id) => !firstFrame.has(id) && elsewhere.has(id) && !cli.has(id) && !reads.has(id));
  return {
    ...cliSets,
    cli,
    console: new Set(consoleOnly),
    // With what `list` and `get` read that the lazy imports reach too (the client's checks of an
    // answer), as before they were lazy: not in the client's chunk, which a command that sends
    // nothing (`find`) would then read, and undici with it.
    reads: new Set([...shared, ...later.filter((id) => elsewhere.has(id))].filter((id) => reads.has(id))),
    'console-shared': new Set([...shared.filter((id) => !reads.has(id)), ...startShared]),
    'console-later': new Set(later.filter((id) => !notLater.has(id))),
    'console-later-shared': new Set(later.filter((id) => elsewhere.has(id) && !reads.has(id))),
  };
}
