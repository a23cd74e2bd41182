// The CLI's side of the chunk groups (scripts/console-chunk.mjs groups the console's): `list` and
// `get` are held to 2.0 x `--version` (docs/PERFORMANCE.md), and each file they read is a round of
// the module loader (decision 0355). None of these groups takes a module of the console's first
// frame or of every run:
// - 'client': the HTTP client (source/client/http-client.ts, loaded on the first request, undici
//   with it), without what `list`, `get` or a console start read before a request, so a command or
//   a console start that sends nothing never reads it;
// - 'list-get-console', 'list-get-demo', 'list-get-tui': what `list` and `get` import that the
//   console's starts (`hoshin demo`, `hoshin`) read before their first frame too (the connection,
//   the database, the journal, the index), by which start reads it, so that no start reads a
//   module it would not have read anyway, and each reads one file or two for them;
// - 'list-get': the rest of what `list` and `get` import (their output, the fields, the names).
import { resolve } from 'node:path';

/** The groups' names, in the order rolldown tries them (after the console's). */
export const CLI_GROUPS = ['client', 'list-get-console', 'list-get-demo', 'list-get-tui', 'list-get'];

/** The HTTP client, loaded on a command's first request (source/client/lazy-client.ts). */
export const HTTP_CLIENT = 'source/client/http-client.ts';

/** rolldown groups' module sets; `walk` follows a module's imports (the dynamic ones too when asked). */
export function cliChunkSets(walk, owned) {
  // What each console start reads before its first frame: the console's first frame, the command
  // that starts it, and the session (the demo imports it then, the tui command statically).
  const start = (command) =>
    walk(
      ['source/tui/kernel/run.ts', `source/cli/commands/${command}/${command}.ts`, 'source/usecases/session.ts'].map((file) =>
        resolve(file),
      ),
      {
        dynamic: false,
      },
    );
  const demo = start('demo');
  const tui = start('tui');
  // Their descriptions too, which the dispatcher reads first (source/cli/command-index.ts).
  const listGet = walk(
    ['list/list.ts', 'get/get.ts', 'list/spec.ts', 'get/spec.ts'].map((file) => resolve('source/cli/commands', file)),
    { dynamic: false },
  );
  const rest = [...listGet].filter((id) => !owned(id));
  // Of what the client imports, what neither list and get nor a console start read before a request.
  const client = new Set(
    [...walk([resolve(HTTP_CLIENT)], { dynamic: false })].filter((id) => !owned(id) && !demo.has(id) && !tui.has(id) && !listGet.has(id)),
  );
  return {
    client,
    // Split by which console start reads them before its first frame, so that no start reads a
    // module it would not have read anyway.
    'list-get-console': new Set(rest.filter((id) => demo.has(id) && tui.has(id))),
    'list-get-demo': new Set(rest.filter((id) => demo.has(id) && !tui.has(id))),
    'list-get-tui': new Set(rest.filter((id) => !demo.has(id) && tui.has(id))),
    'list-get': new Set(rest.filter((id) => !demo.has(id) && !tui.has(id))),
  };
}
