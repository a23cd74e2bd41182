import { REVIEW_OPTIONS } from './options.js';
import { scopeArguments } from '../../specs/arguments.js';
import { defineCommand } from '../../specs/types.js';

export const REVIEW = defineCommand({
  name: 'review',
  summary: 'The monthly review meeting: walk the red, the unrecorded and the late, and decide',
  details:
    'Opens the console on the review walk of a hoshin, an area or an objective: red indicators worst\n' +
    'first (by progress), then indicators whose value for the month was never recorded, then open\n' +
    'tasks past their deadline; green on one summary at the end. Each decision (a value, a\n' +
    "countermeasure started or changed, the month's explanation) is written to the service at once,\n" +
    'journalled and undoable; items marked reviewed or to escalate are kept here, so an interrupted\n' +
    'meeting resumes where it stopped. The minutes go into `hoshin report`. The month defaults to the\n' +
    'one before this one, as the review pack; --readonly walks without changing anything. Without\n' +
    'stored credentials it asks for them first, as the console does.',
  arguments: scopeArguments('what the meeting reviews'),
  options: REVIEW_OPTIONS,
  examples: [
    { command: 'hoshin review hoshin 11', says: "last month's review of hoshin 11" },
    { command: 'hoshin review area 21 --month 2026-10 --readonly', says: "October's walk of one area on a presenter's screen" },
  ],
  load: async () => (await import('./review.js')).run,
});
