// "Me": the service has no "who am I", so a person is found once by e-mail and the id kept per profile.
import { HoshinError } from '../core/errors.js';
import type { ResourceClient } from '../core/resource.js';
import { personName } from '../index/people.js';
import type { ProfileMe } from '../store/view-rows.js';

const EMAIL = /^[^\s@()<>"]{1,64}@[^\s@()<>"]{1,190}$/;

/** The e-mail a person label ends with ("Aiko Tanaka (aiko@example.com)"), lower case; null without one. */
export function emailOf(label: string): string | null {
  const match = /\(([^()]*@[^()]*)\)\s*$/.exec(label);
  return match?.[1]?.trim().toLowerCase() ?? null;
}

export interface FoundMe extends ProfileMe {
  readonly companies: readonly number[];
}

/** Refused for a text that is not an e-mail, or when two user ids answer to it. */
export async function findMe(client: Pick<ResourceClient, 'list' | 'people'>, emailText: string, now: string): Promise<FoundMe> {
  const email = emailText.trim().toLowerCase();
  if (!EMAIL.test(email)) throw new HoshinError('usage', `${JSON.stringify(emailText.slice(0, 80))} is not an e-mail address`);
  const companies = await client.list('company', null);
  const matches = new Map<number, { name: string; companies: number[] }>();
  for (const company of companies) {
    const people = await client.people(company.id);
    for (const [id, label] of Object.entries(people)) {
      const userId = Number(id);
      if (!Number.isSafeInteger(userId) || userId <= 0 || typeof label !== 'string' || emailOf(label) !== email) continue;
      const known = matches.get(userId) ?? { name: personName(label).slice(0, 200), companies: [] };
      known.companies.push(company.id);
      matches.set(userId, known);
    }
  }
  if (matches.size === 0)
    throw new HoshinError(
      'not_found',
      `no one with the e-mail ${email} is among the people of the ${companies.length} compan${companies.length === 1 ? 'y' : 'ies'} this profile sees`,
      {
        hints: [
          'The people of a company are its editors and admins; a reader is not listed. Check the address, or the profile (--profile).',
        ],
      },
    );
  if (matches.size > 1)
    throw new HoshinError('usage', `the e-mail ${email} answers to several people (users ${[...matches.keys()].join(', ')})`);
  const [userId, found] = [...matches.entries()][0] as [number, { name: string; companies: number[] }];
  return { userId, email, name: found.name, foundAt: now, companies: found.companies };
}
