// The words the detail pane uses for people and days, and the shapes of its lines. Pure.
import type { KindName } from '../../catalogue/catalogue.js';
import type { Resource } from '../../core/resource.js';
import { readDay } from '../../domain/dates.js';
import { relativeDay } from '../../domain/relative-dates.js';
import type { Glyphs } from '../../terminal/glyphs.js';
import type { DetailTone } from '../kernel/tone.js';

export type { DetailTone };

export interface DetailLine {
  readonly label: string;
  readonly value: string;
  readonly tone?: DetailTone;
  /** A sentence over the pane's whole width, wrapped (the label is not shown). */
  readonly prose?: boolean;
  /** A person's name: never split between rows; under its label when it does not fit beside it. */
  readonly whole?: boolean;
  /** The value's units (figures with their labels), each kept whole when the value wraps, and what joins them. */
  readonly units?: { readonly texts: readonly string[]; readonly separator: string };
}

/** One styled piece of a line. */
export interface Segment {
  readonly text: string;
  readonly tone: DetailTone;
}

export interface PeopleContext {
  readonly today: string;
  /** A wide pane: exact dates beside the relative ones. */
  readonly wide: boolean;
  readonly glyphs: Pick<Glyphs, 'unicode' | 'barFull' | 'barEmpty' | 'rising' | 'falling' | 'level' | 'separator' | 'bullet'>;
  /** A person's name, null when the company's people are not known (yet, or not visible to this user). */
  readonly nameOf: (companyId: number | null, userId: number | null) => string | null;
}

/** "in 3 days", with the date on a wide pane: "in 3 days (2026-04-18)". */
export function whenText(value: unknown, context: PeopleContext): string | null {
  const day = readDay(value);
  if (day === null) return null;
  const relative = relativeDay(day, context.today);
  return context.wide ? `${relative} (${day})` : relative;
}

/** The person a user-id field names: their name, else "user 3". */
export function personText(kind: KindName, resource: Resource, field: string, context: PeopleContext): string | null {
  const userId = resource[field];
  if (typeof userId !== 'number') return null;
  const company = kind === 'company' ? resource.id : typeof resource.company_id === 'number' ? resource.company_id : null;
  return context.nameOf(company, userId) ?? `user ${userId}`;
}
