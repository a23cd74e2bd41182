// The sandbox's two flavours as data: `spec` as the spec describes the service, `hoshinplan` as the public implementation answers.
import type { Dialect } from '../signing/signing.js';

export type SandboxFlavour = 'spec' | 'hoshinplan';

export const SANDBOX_FLAVOURS: readonly SandboxFlavour[] = ['spec', 'hoshinplan'];

export function isSandboxFlavour(value: unknown): value is SandboxFlavour {
  return typeof value === 'string' && (SANDBOX_FLAVOURS as readonly string[]).includes(value);
}

export interface FlavourRules {
  /** The dialect verified unless another is asked for, or null when the dialect option decides. */
  readonly dialect: Dialect | null;
  /** Rails writes every Location as an absolute URL on the request's host (redirect_to). */
  readonly absoluteLocations: boolean;
  /** Seconds a timestamp may lie ahead of the clock, or null when the option decides. */
  readonly futureToleranceSeconds: number | null;
  /** A signed request seen before is refused (code 7); the real service has no such check. */
  readonly refusesReplays: boolean;
  /** Top-level parameter validation of the documented actions (apipie: declared top-level keys only). */
  readonly validatesParameters: boolean;
  /** Redirects for an expired trial or an unpaid subscription (the public implementation's check_subscription). */
  readonly billingRedirects: boolean;
  /** A wrong method on a known path is Rails' routing 404 rather than our 405. */
  readonly wrongMethodIsMissingRoute: boolean;
}

export const FLAVOUR_RULES: Readonly<Record<SandboxFlavour, FlavourRules>> = {
  spec: {
    dialect: null,
    absoluteLocations: false,
    futureToleranceSeconds: null,
    refusesReplays: true,
    validatesParameters: false,
    billingRedirects: false,
    wrongMethodIsMissingRoute: false,
  },
  hoshinplan: {
    dialect: 'hoshinplan',
    absoluteLocations: true,
    // No clock-skew allowance at all (the public implementation refuses a timestamp even a second ahead).
    futureToleranceSeconds: 0,
    refusesReplays: false,
    validatesParameters: true,
    billingRedirects: true,
    wrongMethodIsMissingRoute: true,
  },
};
