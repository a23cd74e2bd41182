// Which file of dist/chunks each module of the npm bundle goes in. Every file costs a start-up
// about 0.15 ms to resolve, open, read and link, whatever its size; split by the exact set of
// dynamic imports that reach each module (esbuild's rule), `hoshin list` loaded 48 files and the
// console 64, many under 1 kB. Here a lazily loaded part is one of a few bundles, and a module
// goes where the bundles that use it say:
// - `cli`: everything the CLI's dispatcher loads (every command needs it);
// - one bundle per command, and for the console (Ink, React, the views), the HTTP client
//   (undici), the sandbox, the CSV reader and the doctor;
// - a module used by one bundle goes in its file; one used by several, in a file per set of
//   sharing groups: the console, the sign-in screen, the client, the sandbox, the code of the
//   resource commands (get, list, create, update, delete; `services`) and of the other commands
//   (`tools`).
// No command loads the console, the client before its first request, or another command's own code.
import { relative, sep } from 'node:path';

/** The bundle a lazily loaded module starts, by its path under source/. */
const BUNDLES = [
  // The sign-in screen sends a request (undici) before the console draws; the console itself does not.
  ['login', /^source\/tui\/login\/login-screen\.tsx$/],
  ['console', /^source\/(tui\/|usecases\/session\.ts$|cli\/commands\/demo\.ts$)/],
  ['client', /^source\/client\/http-client\.ts$/],
  ['sandbox', /^source\/sandbox\//],
  ['record', /^source\/cli\/commands\/record\.ts$/],
  ['doctor', /^source\/cli\/commands\/doctor\.ts$/],
];

const projectPath = (id) => relative(process.cwd(), id).split(sep).join('/');

/** The commands scripts run most: what they share is kept apart from the other commands' code. */
const RESOURCE_COMMANDS = new Set(['command get', 'command list', 'command create', 'command update', 'command delete']);

/**
 * For code several bundles share: the console, the sign-in screen (which sends requests, so holds
 * undici), the client and the sandbox (an HTTP server) each stay themselves; the commands, the
 * CSV reader and the doctor count as `services` when one of get, list, create, update and delete
 * uses the module, as `tools` when only others do. A shared file per set of these.
 */
function sharingGroups(bundles) {
  const groups = new Set();
  for (const bundle of bundles) if (['console', 'login', 'client', 'sandbox'].includes(bundle)) groups.add(bundle);
  const others = bundles.filter((bundle) => !groups.has(bundle));
  if (others.some((bundle) => RESOURCE_COMMANDS.has(bundle))) groups.add('services');
  else if (others.length > 0) groups.add('tools');
  return [...groups].sort();
}

/** node_modules/<package> (scoped too) of a module, or undefined. */
function packageOf(id) {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(projectPath(id));
  return match?.[1];
}

function bundleOf(target) {
  const path = projectPath(target);
  const found = BUNDLES.find(([, test]) => test.test(path));
  if (found) return found[0];
  const name = path
    .split('/')
    .pop()
    .replace(/\.tsx?$/, '');
  // A dependency's own lazy module (Ink's devtools, left out by the trims) is no command.
  return path.startsWith('source/') ? `command ${name}` : `lazy ${name.replace(/[^\w-]/g, '-')}`;
}

/**
 * The chunk name of every module, from the module graph rolldown gives the chunking step.
 * Modules a package loads with require() are not in that graph: they go with their package.
 */
export function chunkPlan(moduleInfo, entry, dispatcher) {
  const closure = (start) => {
    const seen = new Set([start]);
    const pending = [start];
    while (pending.length > 0) {
      for (const next of moduleInfo(pending.pop())?.importedIds ?? []) {
        if (!seen.has(next)) {
          seen.add(next);
          pending.push(next);
        }
      }
    }
    return seen;
  };
  const lazy = new Set();
  const visited = new Set();
  const pending = [entry];
  while (pending.length > 0) {
    const info = moduleInfo(pending.pop());
    if (!info || visited.has(info.id)) continue;
    visited.add(info.id);
    for (const target of info.dynamicallyImportedIds) {
      lazy.add(target);
      pending.push(target);
    }
    pending.push(...info.importedIds);
  }
  const dispatcherId = [...lazy].find((id) => projectPath(id) === dispatcher);
  if (!dispatcherId) throw new Error(`chunk plan: ${dispatcher} is not imported lazily from ${entry}`);
  const always = closure(dispatcherId);
  const users = new Map();
  const use = (key, bundle) => {
    if (!users.has(key)) users.set(key, new Set());
    users.get(key).add(bundle);
  };
  for (const target of lazy) {
    if (target === dispatcherId) continue;
    const bundle = bundleOf(target);
    for (const id of closure(target)) {
      if (always.has(id)) continue;
      use(id, bundle);
      const owner = packageOf(id);
      if (owner) use(`package ${owner}`, bundle);
    }
  }
  const nameOf = (bundles) => {
    const names = [...bundles];
    if (names.length === 1) return names[0].replace(/^(command|lazy) /, '$1-');
    return sharingGroups(names).join('-');
  };
  const alwaysPackages = new Set([...always].map(packageOf).filter(Boolean));
  return (id) => {
    if (always.has(id)) return 'cli';
    const bundles = users.get(id);
    if (bundles) return nameOf(bundles);
    const owner = packageOf(id);
    if (owner && alwaysPackages.has(owner)) return 'cli';
    if (owner && users.has(`package ${owner}`)) return nameOf(users.get(`package ${owner}`));
    return null;
  };
}
