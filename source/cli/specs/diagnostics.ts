// doctor and info: what hoshin uses and what is wrong.
import type { CommandSpec } from './types.js';

export const DOCTOR: CommandSpec = {
  name: 'doctor',
  summary: 'Check profile, proxy, network, TLS, clock, credentials and signing',
  details:
    'One line per check (ok, FAIL, warn or skipped), with the fix when not ok: profile and base URL,\n' +
    'proxy (HTTPS_PROXY, HTTP_PROXY, NO_PROXY), address (DNS and TCP), TLS, whether the address answers like\n' +
    'the planning service, clock offset, credentials, and one signed request. Exit 0 when nothing failed;\n' +
    'otherwise the code of the first failure: 2 configuration, 3 credentials, 5 network.',
  examples: [
    { command: 'hoshin doctor', says: 'every check, one line each' },
    {
      command: 'hoshin doctor --profile prod --json | jq \'.checks[] | select(.status != "ok")\'',
      says: 'what is not ok on profile prod',
    },
  ],
  load: async () => (await import('../commands/doctor/doctor.js')).run,
};

export const INFO: CommandSpec = {
  name: 'info',
  summary: 'Paths in use and the keychain backend',
  examples: [
    { command: 'hoshin info', says: 'the files hoshin uses and whether the OS keychain is reachable' },
    { command: 'hoshin info --json | jq -r .paths.log_file', says: 'where --debug writes its log' },
  ],
  pages: true,
  load: async () => (await import('../commands/info/info.js')).run,
};
