// The reminder digest of a hoshin, per owner, by the review pack's rules. Pure: the command refreshes the hoshin first.
import type { Resource } from '../core/resource.js';
import { compareDays } from '../domain/dates.js';
import { dueQueue, type DueItem } from '../domain/due.js';
import { comingQueue, serviceReminder, type ServiceReminder } from '../domain/reminders.js';
import { daysFrom } from '../domain/relative-dates.js';
import type { LocalIndex } from '../index/model.js';
import { coverageOf, type Coverage } from './coverage.js';
import { indicatorsIn, tasksIn } from './plan-scope.js';
import type { PackRed } from './report/pack.js';
import { defaultPackMonth, gatherReviewPack, ownerOf, text, type PackRequest } from './review-pack.js';

/** The owner's name of items nobody answers for (the review pack's words). */
export const NO_OWNER = 'No one named';

export interface DigestItem extends DueItem {
  readonly owner: string;
  /** Past its date: days late, 0 when due today or coming. */
  readonly daysLate: number;
  readonly late: boolean;
  /** Late items only: whether the service's own job still mails about it. */
  readonly service: ServiceReminder | null;
}

export interface OwnerDigest {
  readonly owner: string;
  /** Late or due today, most late first (the due queue). */
  readonly due: readonly DigestItem[];
  /** Falling due after today, within the days asked. */
  readonly coming: readonly DigestItem[];
  readonly reds: readonly PackRed[];
}

export interface ReminderDigest {
  readonly hoshin: { readonly id: number; readonly name: string };
  readonly today: string;
  readonly days: number;
  /** YYYY-MM: the month whose red indicators are listed (the review's default month). */
  readonly month: string;
  readonly owners: readonly OwnerDigest[];
  /** Who the roll-up is for: the hoshin's creator, by name; null when not known. */
  readonly planOwner: string | null;
  readonly coverage: Coverage;
}

export interface DigestRequest {
  readonly hoshinId: number;
  readonly hoshin: Resource | null;
  readonly today: string;
  readonly days: number;
  readonly nameOf: PackRequest['nameOf'];
  /** Only this owner's part (a name as the digest shows it); the roll-up then sums that part. */
  readonly owner?: string;
}

/** True when nothing is late, due or red: a cron run prints nothing. */
export function isQuiet(digest: ReminderDigest): boolean {
  return digest.owners.every((owner) => owner.due.length === 0 && owner.coming.length === 0 && owner.reds.length === 0);
}

export function gatherReminderDigest(index: LocalIndex, request: DigestRequest): ReminderDigest {
  const { today, days, hoshinId } = request;
  const scope = { kind: 'hoshin', id: hoshinId } as const;
  const owner = ownerOf(request.nameOf);
  const indicators = indicatorsIn(index, scope);
  const tasks = tasksIn(index, scope);
  const byKey = new Map<string, Resource>([
    ...indicators.map((r) => [`indicator ${r.id}`, r] as const),
    ...tasks.map((r) => [`task ${r.id}`, r] as const),
  ]);
  const digestItem = (item: DueItem): DigestItem => {
    const resource = byKey.get(`${item.kind} ${item.id}`);
    const late = compareDays(item.date, today) < 0;
    return {
      ...item,
      owner: owner(resource) ?? NO_OWNER,
      daysLate: late ? -daysFrom(today, item.date) : 0,
      late,
      service: late ? serviceReminder(item.date, resource?.reminder, today) : null,
    };
  };
  const month = defaultPackMonth(today);
  const pack = gatherReviewPack(index, {
    scope,
    month,
    today,
    fetchedAt: today,
    hoshin: request.hoshin,
    nameOf: request.nameOf,
  });
  const owners = new Map<string, { due: DigestItem[]; coming: DigestItem[]; reds: PackRed[] }>();
  const of = (name: string) => {
    let found = owners.get(name);
    if (!found) owners.set(name, (found = { due: [], coming: [], reds: [] }));
    return found;
  };
  for (const item of dueQueue(indicators, tasks, today).map(digestItem)) of(item.owner).due.push(item);
  for (const item of comingQueue(indicators, tasks, today, days).map(digestItem)) of(item.owner).coming.push(item);
  for (const red of pack.reds) of(red.owner ?? NO_OWNER).reds.push(red);
  const ordered = [...owners.entries()]
    .filter(([name]) => request.owner === undefined || name === request.owner)
    .sort(([a], [b]) => (a === NO_OWNER ? 1 : b === NO_OWNER ? -1 : a.localeCompare(b)))
    .map(([name, parts]) => ({ owner: name, ...parts }));
  const hoshin = request.hoshin ?? index.get('hoshin', hoshinId)?.resource ?? null;
  const creator = typeof hoshin?.creator_id === 'number' ? hoshin.creator_id : null;
  const company = typeof hoshin?.company_id === 'number' ? hoshin.company_id : null;
  return {
    hoshin: { id: hoshinId, name: text(hoshin?.name, `Hoshin ${hoshinId}`) },
    today,
    days,
    month,
    owners: ordered,
    planOwner: creator === null ? null : (request.nameOf(company, creator) ?? `user ${creator}`),
    coverage: coverageOf(index, scope, today),
  };
}
