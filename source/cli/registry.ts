// Every subcommand, in the order `hoshin help` lists them. Each module exports its Command.
import { loadWithoutCi } from './console-loading.js';
import type { CommandEntry } from './context.js';

export const COMMANDS: readonly CommandEntry[] = [
  { name: 'tui', summary: 'The interactive console (also: hoshin with no command)', usage: 'Usage: hoshin [tui] [--profile P] [--readonly]\n\nOpens the console on the profile. Without stored credentials it asks for them first.\nNeeds a terminal on standard input and output; scripts use get, list, create, update, delete.', load: async () => (await loadWithoutCi(() => import('./commands/tui.js'))).run },
  { name: 'demo', summary: 'The console against a built-in sandbox with demo data', usage: 'Usage: hoshin demo [--readonly]\n\nStarts a local sandbox with the demo plan on a free loopback port, with throwaway\ncredentials held in memory only, and opens the console on it (profile "demo").', load: async () => (await import('./commands/demo.js')).run },
  {
    name: 'get',
    summary: 'Show one resource',
    usage: 'Usage: hoshin get <kind> <id> [--json]\n       hoshin get <web address> [--json]\n  kinds: company, hoshin, area, goal, objective, indicator, task, history, invoice',
    load: async () => (await import('./commands/resources.js')).get,
  },
  {
    name: 'list',
    summary: 'List companies, an objective\'s indicators and tasks, or the children known here',
    usage:
      'Usage: hoshin list companies | indicators --objective <id> | tasks --objective <id> | invoices --subscription <id> [--json]\n' +
      '       hoshin list hoshins --company <id> | areas --hoshin <id> | goals --hoshin <id> | objectives --area <id> | histories --indicator <id> [--json]\n\n' +
      'The service cannot list hoshins, areas, goals, objectives or history values: for those, hoshin shows\n' +
      'the ones its local index knows (from earlier answers, or hoshin index import) after one request for\n' +
      'the parent, and says on stderr how many the parent counts. Open others by id or web address:\n' +
      '  hoshin get hoshin 12    hoshin get https://www.hoshinplan.com/hoshins/12-my-plan',
    load: async () => (await import('./commands/resources.js')).list,
  },
  {
    name: 'create',
    summary: 'Create a resource under its parent',
    usage: 'Usage: hoshin create <kind> --parent <id> [field=value ...] [--json]\n  e.g. hoshin create task --parent 42 name="Call supplier" deadline=2026-12-01',
    load: async () => (await import('./commands/resources.js')).create,
  },
  {
    name: 'update',
    summary: 'Change fields of a resource',
    usage: 'Usage: hoshin update <kind> <id> field=value ... [--json]\n  an empty value clears a field: description=',
    load: async () => (await import('./commands/resources.js')).update,
  },
  {
    name: 'delete',
    summary: 'Delete a resource and what it contains',
    usage: 'Usage: hoshin delete <kind> <id> [--yes]\n  asks for confirmation on a terminal unless --yes',
    load: async () => (await import('./commands/resources.js')).remove,
  },
  {
    name: 'sign',
    summary: 'Print a signed path+query (for curl)',
    usage: 'Usage: hoshin sign <path> [--app-key K] [--timestamp T] [--dialect hoshinplan|encoded|plain]\n  T is used verbatim when given; the secret comes from the environment or the keychain',
    load: async () => (await import('./commands/sign.js')).run,
  },
  { name: 'auth', summary: 'Log in, show where credentials come from, log out', usage: 'Usage:\n  hoshin auth login [--profile P] [--base-url URL] [--app-key K] [--secret-stdin] [--session-only | --insecure-storage] [--no-verify]\n  hoshin auth status [--profile P] [--json]\n  hoshin auth logout [--profile P]\n\nThe secret is asked after the app key and checked with one signed request; then it goes to the OS keychain,\nor (asked at a terminal) --session-only keeps it for this login session only ($XDG_RUNTIME_DIR, in memory)\nand --insecure-storage in a plain-text file (0600).\nHOSHIN_APP_KEY and HOSHIN_APP_SECRET, set together, override anything stored.', load: async () => (await import('./commands/auth.js')).run },
  { name: 'profile', summary: 'List, choose and edit profiles (base URL, dialect, read-only)', usage: 'Usage:\n  hoshin profile list [--json]\n  hoshin profile use <name>\n  hoshin profile set <name> [--base-url URL] [--readonly|--no-readonly] [--dialect auto|hoshinplan|encoded|plain]\n\nProfile names use letters, digits, "-", "_" and ".". A new profile needs --base-url.', load: async () => (await import('./commands/profile.js')).run },
  { name: 'doctor', summary: 'Check profile, proxy, network, TLS, clock, credentials and signing', usage: 'Usage: hoshin doctor [--profile P] [--base-url URL] [--json]\n\nOne line per check (ok, FAIL, warn or skipped), with the fix when not ok: profile and base URL,\nproxy (HTTPS_PROXY, HTTP_PROXY, NO_PROXY), address (DNS and TCP), TLS, whether the address answers like\nthe planning service, clock offset, credentials, and one signed request. Exit 0 when nothing failed;\notherwise the code of the first failure: 2 configuration, 3 credentials, 5 network.', load: async () => (await import('./commands/doctor.js')).run },
  { name: 'info', summary: 'Paths in use and the keychain backend', usage: 'Usage: hoshin info [--json]\n\nShows the files hoshin uses and whether the OS keychain is reachable.', load: async () => (await import('./commands/info.js')).run },
  { name: 'sandbox', summary: 'Run a local planning service to try hoshin against', usage: 'Usage: hoshin sandbox [--port N] [--host 127.0.0.1] [--seed demo|empty] [--data FILE] [--flavour spec|hoshinplan] [--dialect lenient|hoshinplan|encoded|plain] [--quiet]\n\nCredentials come from HOSHIN_SANDBOX_APP_KEY and HOSHIN_SANDBOX_SECRET; without them both are generated and printed.\n--data FILE keeps the plan in FILE (loaded at start, saved after every change). Stops on Ctrl-C or SIGTERM.\n--flavour spec (the default) answers as the service spec describes; --flavour hoshinplan answers as the public\nimplementation does: the hoshinplan dialect only, no clock allowance, replays accepted, no 422 (id null instead),\nHTML 404 pages and billing redirects.\nLike the real service, it answers only JSON requests (Accept: application/json or a .json suffix); others are redirected to /login.', load: async () => (await import('./commands/sandbox.js')).run },
  { name: 'index', summary: 'Export, import and count the local index of known resources', usage: 'Usage:\n  hoshin index export [--profile P] > FILE\n  hoshin index import FILE|- [--profile P]\n  hoshin index stats [--profile P] [--json]\n\nThe export holds ids, kinds, parents and names only. Import merges it and never overwrites\nwhat hoshin has fetched from the service.', load: async () => (await import('./commands/index.js')).run },
  { name: 'history', summary: 'History values of an indicator known locally (offline)', usage: 'Usage: hoshin history <indicator-id> [--profile P] [--json]\n\nPrints the values the local index knows, by day; does not contact the service.', load: async () => (await import('./commands/history.js')).run },
  { name: 'record', summary: 'Record an indicator value (the monthly update)', usage: 'Usage: hoshin record <indicator-id> <value> [--day YYYY-MM-DD] [--comment TEXT] [--json]\n       hoshin record --csv FILE|- [--dry-run] [--json]\n\nCreates the history value for the day (default today) and, when that day is the newest,\nmoves the indicator\'s value and last update with it. A day that already has a value is refused.\nWith --csv, rows indicator_id,day,value[,comment] (a header row is optional) are all checked\nbefore anything is sent; a day holding the same value is skipped, one holding another is a\nconflict and is left alone; exit 0 only when every row was recorded or skipped.', load: async () => (await import('./commands/record.js')).run },
  {
    name: 'health',
    summary: 'Plan health of a hoshin (objectives, indicators, tasks)',
    usage:
      'Usage: hoshin health <hoshin-id> [--json]\n\nThe percentages the service keeps on the hoshin (overall, objectives, indicators, tasks) with\nthe neglected and blind objectives and the outdated indicators and tasks known here.\n  e.g. hoshin health 11\n       hoshin health 11 --json | jq .overall',
    load: async () => (await import('./commands/health.js')).run,
  },
  {
    name: 'bowling',
    summary: 'Bowling chart: indicators x months, met or missed',
    usage:
      'Usage: hoshin bowling <hoshin|area|objective> <id> [--months N] [--to YYYY-MM] [--json|--csv]\n\nEach cell is the month\'s value (the latest dated in it) against its goal: + met, - missed,\n. no value known here. The 12 months ending with the current one unless told.\n  e.g. hoshin bowling hoshin 11\n       hoshin bowling objective 61 --to 2026-06 --months 6 --csv > june.csv',
    load: async () => (await import('./commands/bowling.js')).run,
  },
  {
    name: 'due',
    summary: 'What is late: indicators to update, tasks past their deadline',
    usage:
      'Usage: hoshin due [--hoshin ID] [--json]\n\nRefreshes the indicators and tasks of every known objective, then lists the indicators whose\nupdate is due, overdue or multioverdue and the open tasks past their deadline, most late first.\n  e.g. hoshin due\n       hoshin due --hoshin 11 --json',
    load: async () => (await import('./commands/due.js')).run,
  },
  { name: 'move', summary: 'Move a task to another status', usage: 'Usage: hoshin move <task-id> <backlog|active|completed|discarded|deleted> [--json]\n\nA move to the status the task already has is refused (the service would reject it).', load: async () => (await import('./commands/move.js')).run },
];

export function findCommand(name: string): CommandEntry | undefined {
  return COMMANDS.find((entry) => entry.name === name);
}
