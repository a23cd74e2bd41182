// The demo company's subscription (id 1): monthly invoices, the newest this month.
import { addDays, endOfMonth } from '../domain/dates.js';
import type { DemoSeeder } from './demo-seeder.js';

/** Adds the invoices and answers the subscription's id. */
export function seedInvoices(seeder: DemoSeeder): number {
  const { today } = seeder;
  const subscriptionId = seeder.store.nextId('subscription');
  for (let monthsAgo = 3; monthsAgo >= 0; monthsAgo -= 1) {
    const day = addDays(endOfMonth(today, -monthsAgo - 1), 1);
    const month = new Date(`${day}T00:00:00Z`).toLocaleString('en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    seeder.add(
      'invoice',
      {
        description: `Hoshinplan Business, 15 users, ${month}`,
        net_amount: 225,
        tax_tpc: 21,
        total_amount: 272.25,
        subscription_id: subscriptionId,
        billing_detail_id: 1,
        sage_one_invoice_id: null,
        sage_active_invoice_id: `SA-${day.slice(0, 7)}`,
        sage_active_operational_number: `NP/${day.slice(0, 4)}/${day.slice(5, 7)}`,
      },
      day,
    );
  }
  return subscriptionId;
}
