import { defineCommand } from '../../../specs/types.js';

export const PROFILE_ME = defineCommand({
  name: 'profile me',
  summary: 'Who you are for owner:me, found once by e-mail among the people of your companies',
  details:
    'The service has no "who am I": given your e-mail, hoshin looks for it among the people of every\n' +
    'company the profile sees (editors and admins) and keeps your user id with the profile. Without an\n' +
    'e-mail it says who was found, and sends nothing.',
  arguments: [{ name: 'EMAIL', description: 'your e-mail address as the service knows it', optional: true }],
  examples: [
    { command: 'hoshin profile me aiko.tanaka@example.com', says: 'finds you once; owner:me works from then on' },
    { command: 'hoshin profile me --profile prod', says: 'who you are on profile prod' },
  ],
  load: async () => (await import('./me.js')).run,
});
