// What sending a request works with: the client's options, the service's address and what was
// learned of it, the clock, the shared pool, the signer and the reader of Date headers.
import type { HttpDateReader } from './answer-reading.js';
import type { BaseUrl } from './base-url.js';
import type { SkewEstimator } from './clock-skew.js';
import type { AttemptSigner } from './request-signer.js';
import type { ServiceState } from './service-state.js';
import type { SharedPool } from './shared-pools.js';
import type { ClientOptions, Timeouts } from './types.js';

export interface SenderContext {
  readonly options: ClientOptions;
  readonly base: BaseUrl;
  readonly timeouts: Timeouts;
  readonly now: () => number;
  readonly state: ServiceState;
  /** The service's clock as this client estimates it (the process's, or its own). */
  readonly clock: SkewEstimator;
  readonly shared: SharedPool;
  readonly signer: AttemptSigner;
  readonly dates: HttpDateReader;
  /** Jitter's randomness (Math.random unless a test gives its own). */
  readonly random?: () => number;
}

/** What one request has tried so far: each retry is allowed a set number of times. */
export interface Tries {
  /** Which reading of the signature (dialect) this attempt signs in. */
  dialectIndex: number;
  clockCorrected: boolean;
  resetRetried: boolean;
  /** Refusals as already used in a row (each retried on another second). */
  clashes: number;
  /** Reads turned away for now (429, 503). */
  busyRetries: number;
}
