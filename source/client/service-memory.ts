// What the client learned about a service, kept between processes: no dialect probe, no path fallback, a clock offset at once.
import type { KindName } from '../catalogue/catalogue.js';
import { isDialect, type Dialect } from '../signing/signing.js';

export interface LearnedClock {
  /** Bounds of the service's clock minus ours, in ms. */
  readonly lowMs: number;
  readonly highMs: number;
  /** When they were measured (epoch ms, our clock). */
  readonly measuredAt: number;
}

export interface LearnedService {
  /** The signing dialect the service accepted. */
  readonly dialect?: Dialect;
  /** The service answers as the public implementation does (recognised by its 401 body). */
  readonly publicImplementation?: boolean;
  /** Create path templates that worked, per kind, where the catalogue offers alternatives. */
  readonly createTemplates?: Readonly<Partial<Record<KindName, string>>>;
  readonly clock?: LearnedClock;
}

export interface ServiceMemory {
  read(baseKey: string): LearnedService | undefined;
  /** Replaces what is known of one service; the others are kept. */
  write(baseKey: string, learned: LearnedService): void;
}

/** A clock offset older than this is a guess no better than none (a machine's clock gets corrected). */
export const CLOCK_MEMORY_MS = 24 * 60 * 60 * 1000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads one service's entry defensively: a hand-edited or older file must never break a command. */
export function readLearnedService(value: unknown): LearnedService | undefined {
  if (!isRecord(value)) return undefined;
  const learned: { -readonly [K in keyof LearnedService]: LearnedService[K] } = {};
  if (typeof value.dialect === 'string' && isDialect(value.dialect)) learned.dialect = value.dialect;
  if (value.publicImplementation === true) learned.publicImplementation = true;
  if (isRecord(value.createTemplates)) {
    const templates: Partial<Record<KindName, string>> = {};
    for (const [kind, template] of Object.entries(value.createTemplates)) {
      if (typeof template === 'string' && template.startsWith('/')) templates[kind as KindName] = template;
    }
    learned.createTemplates = templates;
  }
  const clock = value.clock;
  if (isRecord(clock) && [clock.lowMs, clock.highMs, clock.measuredAt].every((n) => typeof n === 'number' && Number.isFinite(n))) {
    learned.clock = {
      lowMs: clock.lowMs as number,
      highMs: clock.highMs as number,
      measuredAt: clock.measuredAt as number,
    };
  }
  return learned;
}
