// What every resource call works with.
import type { ResourceEvent } from '../core/resource.js';
import type { BaseUrl } from './base-url.js';
import type { ServiceState } from './service-state.js';
import type { HoshinClient, Timeouts } from './types.js';

export interface ResourceContext {
  readonly request: HoshinClient['request'];
  readonly base: BaseUrl;
  readonly state: ServiceState;
  readonly emit: (event: ResourceEvent) => void;
  readonly timeouts: Timeouts;
  readonly now: () => number;
}
