import { defineCommand } from '../../specs/types.js';

export const CASCADE = defineCommand({
  name: 'cascade',
  summary: 'How a plan aligns with the plans above and below it',
  details:
    "The plan's ancestors and the child plans known here; for each objective, the objective of the\n" +
    'parent plan it supports and the child objectives that support it, with the indicators shown on\n' +
    'this plan from below. Flagged by name: objectives no known child objective supports, objectives\n' +
    'that support nothing above, and child objectives linked to nothing in this plan. The service\n' +
    'counts child plans but cannot list them: how many are not known here is said, and the exit code\n' +
    'is 7 when the answer is partial. Open a child plan once (hoshin get hoshin ID) to make it known.',
  arguments: [{ name: '<hoshin-id>', description: 'the plan', candidates: { from: 'ids', kind: 'hoshin' } }],
  examples: [
    { command: 'hoshin cascade 13', says: "the group plan's objectives, who supports each, and the flags" },
    { command: "hoshin cascade 11 --json | jq '.flags'", says: 'the flags of a plant plan, as JSON' },
  ],
  pages: true,
  waits: true,
  load: async () => (await import('./cascade.js')).run,
});
