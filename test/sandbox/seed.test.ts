// The demo seed's promises: a plausible, current-looking plan with every state represented.
import { describe, expect, it } from 'vitest';
import { TASK_FEELINGS, TASK_STATUSES } from '../../source/catalogue/catalogue.js';
import { readDecimal } from '../../source/catalogue/values.js';
import { addDays, readDay } from '../../source/domain/dates.js';
import { updateStatusOf } from '../../source/domain/indicator.js';
import { demoSnapshot, emptySnapshot } from '../../source/sandbox/seed.js';
import { SandboxStore } from '../../source/sandbox/sandbox-records-store.js';

const NOW = Date.parse('2026-04-15T08:30:00Z');
const TODAY = '2026-04-15';
const store = new SandboxStore(demoSnapshot(NOW));

describe('demo seed', () => {
  it('is deterministic for a given clock', () => {
    expect(JSON.stringify(demoSnapshot(NOW))).toBe(JSON.stringify(store.snapshot()));
  });

  it('has one company, four hoshins (the plan, last year’s, the group plan above it, another plant’s), areas with distinct colours, goals, at least 10 objectives', () => {
    expect(store.all('company')).toHaveLength(1);
    const hoshins = store.all('hoshin');
    expect(hoshins).toHaveLength(4);
    const areas = store.all('area');
    expect(areas.length).toBeGreaterThanOrEqual(4);
    expect(new Set(areas.map((a) => a.color)).size).toBe(areas.length);
    expect(store.all('goal').length).toBeGreaterThanOrEqual(2);
    expect(store.all('objective').length).toBeGreaterThanOrEqual(10);
    expect(store.all('company')[0]).toMatchObject({ hoshins_count: 4, subscriptions_count: 1 });
  });

  it('gives every indicator a year of values (12 monthly or 4 quarterly), some meeting the goal and some not, one lower-is-better', () => {
    const indicators = store.all('indicator');
    expect(indicators.length).toBeGreaterThanOrEqual(10);
    const meets = (i: Record<string, unknown>) => {
      const [value, goal, worst] = [readDecimal(i.value)!, readDecimal(i.goal)!, readDecimal(i.worst_value)!];
      return worst > goal ? value <= goal : value >= goal;
    };
    for (const indicator of indicators) {
      // The values; target rows (a goal and no value) are the seed's targets.
      const rows = store.where('indicator_history', 'indicator_id', indicator.id!).filter((r) => r.value !== null);
      expect(['monthly', 'quarterly']).toContain(indicator.frequency);
      expect(rows.length, String(indicator.name)).toBeGreaterThanOrEqual(indicator.frequency === 'monthly' ? 12 : 4);
      const days = rows.map((r) => String(r.day)).sort();
      for (let i = 1; i < days.length; i += 1) expect(days[i]!.slice(0, 7)).not.toBe(days[i - 1]!.slice(0, 7));
      expect(indicator.last_update).toBe(days.at(-1));
      expect(rows.find((r) => r.day === indicator.last_update)?.value).toBe(indicator.value);
      expect(days.every((d) => d <= TODAY)).toBe(true);
    }
    expect(indicators.some(meets)).toBe(true);
    expect(indicators.some((i) => !meets(i))).toBe(true);
    expect(indicators.some((i) => readDecimal(i.worst_value)! > readDecimal(i.goal)!)).toBe(true);
    // Some are due for an update, relative to today.
    expect(indicators.some((i) => String(i.next_update) < TODAY)).toBe(true);
    expect(indicators.some((i) => String(i.next_update) >= TODAY)).toBe(true);
  });

  it('has tasks in every status with deadlines, some overdue, and every feeling', () => {
    const tasks = store.all('task');
    for (const status of TASK_STATUSES)
      expect(
        tasks.some((t) => t.status === status),
        status,
      ).toBe(true);
    for (const feeling of TASK_FEELINGS)
      expect(
        tasks.some((t) => t.feeling === feeling),
        feeling,
      ).toBe(true);
    expect(tasks.every((t) => typeof t.deadline === 'string')).toBe(true);
    expect(tasks.some((t) => (t.status === 'active' || t.status === 'backlog') && String(t.deadline) < TODAY)).toBe(true);
    expect(tasks.some((t) => String(t.deadline) > TODAY)).toBe(true);
  });

  it('has subscription 1 with at least 3 invoices', () => {
    expect(store.subscription(1)).toMatchObject({ status: 'Active' });
    const invoices = store.where('invoice', 'subscription_id', 1);
    expect(invoices.length).toBeGreaterThanOrEqual(3);
    expect(invoices.every((i) => String(i.created_at) <= `${TODAY}T23:59:59.999Z`)).toBe(true);
  });

  it('keeps the hoshin counters consistent with its contents', () => {
    for (const hoshin of store.all('hoshin')) {
      const tasks = store.where('task', 'hoshin_id', hoshin.id!);
      expect(hoshin).toMatchObject({
        areas_count: store.where('area', 'hoshin_id', hoshin.id!).length,
        goals_count: store.where('goal', 'hoshin_id', hoshin.id!).length,
        objectives_count: store.where('objective', 'hoshin_id', hoshin.id!).length,
        indicators_count: store.where('indicator', 'hoshin_id', hoshin.id!).length,
        tasks_count: tasks.filter((t) => t.status === 'active' || t.status === 'backlog').length,
      });
    }
  });

  it("names the company's people", () => {
    const company = store.all('company')[0]!;
    const people = store.users().filter((u) => u.companyIds.includes(company.id as number));
    expect(people.length).toBeGreaterThanOrEqual(3);
    const responsible = new Set(store.all('task').map((t) => t.responsible_id));
    for (const id of responsible) expect(people.some((p) => p.id === id)).toBe(true);
  });

  it('follows the clock: a year later, the plan moves along', () => {
    const later = new SandboxStore(demoSnapshot(NOW + 365 * 86_400_000));
    expect(later.all('indicator')[0]!.last_update).not.toBe(store.all('indicator')[0]!.last_update);
  });
});

describe('empty seed', () => {
  it('holds nothing but the API user', () => {
    const empty = new SandboxStore(emptySnapshot());
    expect(empty.all('company')).toEqual([]);
    expect(empty.users()).toHaveLength(1);
  });
  it('tells the monthly review story: due today and this week, overdue, a quarterly indicator, a neglected and a blind objective', () => {
    const statuses = store.all('indicator').map((indicator) => updateStatusOf(readDay(indicator.next_update), indicator.frequency, TODAY));
    expect(statuses).toContain('due');
    expect(statuses).toContain('overdue');
    const thisWeek = store.all('indicator').filter((indicator) => {
      const next = readDay(indicator.next_update);
      return next !== null && next > TODAY && next <= addDays(TODAY, 7);
    });
    expect(thisWeek.length).toBeGreaterThanOrEqual(2);
    expect(store.all('indicator').some((indicator) => indicator.frequency === 'quarterly')).toBe(true);
    expect(store.all('objective').some((objective) => objective.neglected === true)).toBe(true);
    expect(store.all('objective').some((objective) => objective.blind === true)).toBe(true);
    expect(store.all('hoshin').every((hoshin) => typeof hoshin.health_updated_at === 'string')).toBe(true);
  });
});
