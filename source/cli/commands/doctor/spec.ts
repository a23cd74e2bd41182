import { defineCommand } from '../../specs/types.js';

export const DOCTOR = defineCommand({
  name: 'doctor',
  summary: 'Check profile, proxy, network, TLS, clock, credentials and signing',
  details:
    'One line per check (ok, FAIL, warn or skipped), with the fix when not ok: profile and base URL,\n' +
    'proxy (HTTPS_PROXY, HTTP_PROXY, NO_PROXY), address (DNS and TCP), TLS, whether the address answers like\n' +
    'the planning service, clock offset, credentials, and one signed request. Exit 0 when nothing failed;\n' +
    'otherwise the code of the first failure: 2 configuration, 3 credentials, 5 network.',
  examples: [
    { command: 'hoshin doctor', says: 'every check, one line each' },
    { command: 'hoshin doctor --profile prod --json | jq \'.checks[] | select(.status != "ok")\'', says: 'what is not ok on profile prod' },
  ],
  load: async () => (await import('./doctor.js')).run,
});
