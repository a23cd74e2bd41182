import { defineCommand } from '../../specs/types.js';
import { REMIND_OPTIONS } from './options.js';

export const REMIND = defineCommand({
  name: 'remind',
  summary: 'A digest per owner of what is late, due soon and red (for cron)',
  synopsis: ['hoshin remind --hoshin ID [--days N] [--owner NAME|me] [--format text|md|html|json] [options]'],
  details:
    "Refreshes the hoshin's indicators and tasks, then writes to standard output, per owner: what is\n" +
    'late (as hoshin due lists it, with how late, and where the service has stopped reminding: its\n' +
    'e-mails stop 5 days after the date), what falls due within --days, and the indicators red in the\n' +
    "month under review with value against goal; then a roll-up for the plan's owner (its creator).\n" +
    'When the plan is known whole and nothing is due, late or red, it prints nothing and exits 0, so\n' +
    'cron sends no mail. A plan known only in part says so and exits 7, as hoshin due does. Reads only.',
  options: REMIND_OPTIONS,
  examples: [
    { command: 'hoshin remind --hoshin 11', says: "this morning's digest of hoshin 11" },
    {
      command: '0 7 * * 1-5 hoshin remind --hoshin 11 --format md',
      says: 'a crontab line: a mail on working days, none when nothing is due',
    },
    { command: 'hoshin remind --hoshin 11 --owner "Jonas Keller" --days 14', says: "one owner's part, two weeks ahead" },
    { command: 'hoshin remind --hoshin 11 --owner me', says: 'your part (once hoshin profile me EMAIL has said who you are)' },
  ],
  waits: true,
  load: async () => (await import('./remind.js')).run,
});
