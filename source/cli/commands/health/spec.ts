import { defineCommand } from '../../specs/types.js';

export const HEALTH = defineCommand({
  name: 'health',
  summary: 'Plan health of a hoshin (objectives, indicators, tasks)',
  details:
    'The percentages the service keeps on the hoshin (overall, objectives, indicators, tasks) with\n' +
    'the neglected and blind objectives and the outdated indicators and tasks known here.',
  arguments: [{ name: '<hoshin-id>', description: 'the hoshin', candidates: { from: 'ids', kind: 'hoshin' } }],
  examples: [
    { command: 'hoshin health 11', says: 'the plan health of hoshin 11' },
    { command: 'hoshin health 11 --json | jq .overall', says: 'the overall percentage' },
  ],
  pages: true,
  waits: true,
  load: async () => (await import('./health.js')).run,
});
