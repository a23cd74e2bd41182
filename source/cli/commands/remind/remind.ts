// hoshin remind: usecases/reminder-digest.ts for cron's MAILTO: nothing at all when nothing is due.
import { peopleDirectory } from '../../people-names.js';
import { refusal } from '../../../core/refusal.js';
import { localDay } from '../../../domain/dates.js';
import { digestHtml, digestMarkdown, digestSections, digestTitle } from '../../../usecases/report/digest.js';
import { gatherReminderDigest, isQuiet, type DigestItem, type ReminderDigest } from '../../../usecases/reminder-digest.js';
import { coverageLines, exitFor, indentedCoverage } from '../../coverage-text.js';
import { parseId } from '../../args.js';
import { withConnection } from '../../connection.js';
import { formatJson } from '../../output.js';
import { refreshScope } from '../../refresh-scope.js';
import type { CommandRun } from '../../specs/types.js';
import { proseLines, proseWidth } from '../../terminal/footnote.js';
import { visibleLine } from '../../../core/untrusted-text.js';
import type { CliContext } from '../../../terminal/io-context.js';
import { profileViews } from '../../where.js';
import { unexpectedArguments } from '../../usage-error.js';
import type { REMIND_OPTIONS } from './options.js';

const FORMATS = ['text', 'md', 'html', 'json'] as const;
type DigestFormat = (typeof FORMATS)[number];
/** The longest look ahead: a year. */
const MAX_DAYS = 366;

function daysOf(text: string | undefined): number {
  if (text === undefined) return 7;
  if (!/^\d{1,3}$/.test(text) || Number(text) > MAX_DAYS)
    throw refusal('--days', text, 'is not a number of days', [`Give a whole number from 0 to ${MAX_DAYS}, as in --days 7.`]);
  return Number(text);
}

function formatOf(text: string | undefined, json: boolean): DigestFormat {
  if (text === undefined) return json ? 'json' : 'text';
  if (!(FORMATS as readonly string[]).includes(text))
    throw refusal('--format', text, 'is not a format', ['Expected text, md, html or json.']);
  return text as DigestFormat;
}

function ownerOf(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  if (text.trim() === '') throw refusal('--owner', text, 'is empty', ['Give a name as the digest shows it, as in --owner "Jonas Keller".']);
  return text;
}

/** "me": the person the profile was told it is (hoshin profile me EMAIL), read before anything is sent. */
function meOf(parsed: Parameters<CommandRun<typeof REMIND_OPTIONS>>[0], context: CliContext): number {
  const me = profileViews(parsed.globals, context).rows.me();
  if (me === null)
    throw refusal('--owner', 'me', 'is not known for this profile yet', [
      'Tell hoshin who you are once: hoshin profile me EMAIL (the service has no "who am I"), or give your name.',
    ]);
  return me.userId;
}

function itemJson(item: DigestItem) {
  const { kind, id, name, status, date, owner, late, daysLate, service } = item;
  return { kind, id, name, status, date, owner, late, days_late: daysLate, service_reminds: service };
}

function digestJson(digest: ReminderDigest) {
  return {
    hoshin: digest.hoshin,
    today: digest.today,
    days: digest.days,
    month: digest.month,
    plan_owner: digest.planOwner,
    owners: digest.owners.map((owner) => ({
      owner: owner.owner,
      due: owner.due.map(itemJson),
      coming: owner.coming.map(itemJson),
      reds: owner.reds.map(({ id, name, objective, value, goal, worst, direction, progress, previous }) => {
        return { id, name, objective, value, goal, worst, direction, progress, previous };
      }),
    })),
    complete: digest.coverage.complete,
    unknown: digest.coverage.unknown,
  };
}

/** Plain text for a mail: each sentence wrapped to the width (80 piped), items under their owner. */
function digestText(digest: ReminderDigest, coverage: readonly string[], width: number): string {
  const plain = visibleLine;
  const lines = [...proseLines(digestTitle(digest, plain), width)];
  if (coverage.length > 0)
    lines.push('', ...proseLines('These are the items known here, not all of the plan:', width), ...indentedCoverage(coverage, width));
  if (isQuiet(digest)) lines.push('', ...proseLines('Nothing is due, late or red among what is known here.', width));
  for (const section of digestSections(digest, plain)) {
    lines.push('', ...proseLines(section.title, width));
    for (const line of section.lines) lines.push(...proseLines(line, width, '- ', '  '));
  }
  return `${lines.join('\n')}\n`;
}

export const run: CommandRun<typeof REMIND_OPTIONS> = async (parsed, context) => {
  if (parsed.positionals.length > 0) throw unexpectedArguments(parsed.positionals);
  const hoshinId = parseId(parsed.values.hoshin, '--hoshin <id>', 'hoshin remind --hoshin ID');
  const days = daysOf(parsed.values.days);
  const format = formatOf(parsed.values.format, parsed.globals.json);
  const ownerText = ownerOf(parsed.values.owner);
  const me = ownerText === 'me' ? meOf(parsed, context) : null;
  return withConnection(parsed.globals, context, async (connection) => {
    const scope = { kind: 'hoshin', id: hoshinId } as const;
    const hoshin = await connection.client.get('hoshin', hoshinId);
    await refreshScope(connection, scope, ['indicator', 'task'], context);
    const today = localDay(context.now());
    const people = peopleDirectory(connection, context);
    const company = typeof hoshin.company_id === 'number' ? hoshin.company_id : null;
    if (company !== null) await people.load(company);
    people.save();
    // "me" by the name the digest gives that person, as every owner is grouped.
    const owner = me === null ? ownerText : (people.nameOf(company, me) ?? `user ${me}`);
    const digest = gatherReminderDigest(connection.index, {
      hoshinId,
      hoshin,
      today,
      days,
      nameOf: people.nameOf,
      ...(owner ? { owner } : {}),
    });
    const coverage = coverageLines(digest.coverage);
    // Cron mails whatever is printed: a plan known whole with nothing to say prints nothing.
    if (isQuiet(digest) && digest.coverage.complete) return 0;
    const width = proseWidth(context.stdout);
    if (format === 'json') context.stdout.write(formatJson(digestJson(digest)));
    else if (format === 'md') context.stdout.write(digestMarkdown(digest, coverage));
    else if (format === 'html') context.stdout.write(digestHtml(digest, coverage));
    else context.stdout.write(digestText(digest, coverage, width));
    return exitFor(digest.coverage);
  });
};
