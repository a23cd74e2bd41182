// What the process learned of each service, shared by its clients, and its memory across processes.
import type { KindName } from '../catalogue/catalogue.js';
import type { Dialect } from '../signing/signing.js';
import { SkewEstimator } from './clock-skew.js';
import type { SecondLeases } from './second-leases.js';
import { CLOCK_MEMORY_MS, type LearnedService, type ServiceMemory } from './service-memory.js';
import { SignedUrlLedger } from './signed-url-ledger.js';

export interface ServiceState {
  readonly ledger: SignedUrlLedger;
  readonly clock: SkewEstimator;
  /** The dialect that worked last (auto-detection). */
  dialect: Dialect | undefined;
  /** The service answered a 401 in the public implementation's shape: only its dialect can work. */
  publicImplementation: boolean;
  /** The create template that worked, per kind, when the catalogue offers alternatives. */
  readonly createTemplates: Map<KindName, string>;
  /** The memory this state was read from (read once per process and service). */
  memory: ServiceMemory | undefined;
  /** What the memory holds now, to write only what changed. */
  remembered: string;
  /** When the shared clock last heard from the service (ours, epoch ms): the age remembered with it. */
  clockMeasuredAt: number | undefined;
}

/** One state per service base URL, created on first use and kept for the process's life. */
export class ServiceStates {
  private readonly byBase = new Map<string, ServiceState>();

  stateOf(baseKey: string, leases: SecondLeases | undefined): ServiceState {
    let state = this.byBase.get(baseKey);
    if (!state) {
      state = {
        ledger: new SignedUrlLedger(leases ? { leases } : {}),
        clock: new SkewEstimator(),
        dialect: undefined,
        publicImplementation: false,
        createTemplates: new Map(),
        memory: undefined,
        remembered: '',
        clockMeasuredAt: undefined,
      };
      this.byBase.set(baseKey, state);
    }
    return state;
  }

  /** For a process whose services come and go on the same address (test files sharing ports). */
  forget(): void {
    this.byBase.clear();
  }
}

/** The services this process talks to: every client of one base URL shares its state. */
export const PROCESS_SERVICES = new ServiceStates();

function learnedOf(state: ServiceState): LearnedService {
  const bounds = state.clock.bounds;
  const measuredAt = state.clockMeasuredAt;
  return {
    ...(state.dialect ? { dialect: state.dialect } : {}),
    ...(state.publicImplementation ? { publicImplementation: true } : {}),
    ...(state.createTemplates.size > 0 ? { createTemplates: Object.fromEntries(state.createTemplates) } : {}),
    ...(bounds && measuredAt !== undefined ? { clock: { ...bounds, measuredAt } } : {}),
  };
}

/** The learned state without the clock's age, to tell whether anything worth writing changed. */
function learnedKey(learned: LearnedService): string {
  const { clock, ...rest } = learned;
  return JSON.stringify({
    ...rest,
    clock: clock ? [Math.round(clock.lowMs / 250), Math.round(clock.highMs / 250)] : null,
  });
}

export function recall(state: ServiceState, memory: ServiceMemory, baseKey: string, nowMs: number): void {
  if (state.memory) return;
  state.memory = memory;
  const learned = memory.read(baseKey);
  if (!learned) {
    state.remembered = learnedKey(learnedOf(state));
    return;
  }
  state.dialect ??= learned.dialect;
  state.publicImplementation ||= learned.publicImplementation === true;
  for (const [kind, template] of Object.entries(learned.createTemplates ?? {})) {
    if (!state.createTemplates.has(kind as KindName)) state.createTemplates.set(kind as KindName, template);
  }
  const clock = learned.clock;
  if (clock && nowMs - clock.measuredAt >= 0 && nowMs - clock.measuredAt < CLOCK_MEMORY_MS && state.clock.bounds === undefined) {
    state.clock.restore(clock.lowMs, clock.highMs);
    state.clockMeasuredAt = clock.measuredAt;
  }
  state.remembered = learnedKey(learnedOf(state));
}

export function rememberChanges(state: ServiceState, baseKey: string): void {
  if (!state.memory) return;
  const learned = learnedOf(state);
  const key = learnedKey(learned);
  if (key === state.remembered) return;
  state.remembered = key;
  state.memory.write(baseKey, learned);
}
