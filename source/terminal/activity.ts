// While a command waits for the service, a spinner says so (after 300 ms).
import type { ResourceClient } from '../core/resource.js';
import type { Spinner } from './spinner.js';

export interface Activity {
  /** Runs the work; the spinner shows while any work is under way. */
  during<T>(work: () => Promise<T>, label: string): Promise<T>;
  /** What the spinner says instead, for a run of many requests ("objective 3 of 12"); undefined to stop saying it. */
  progress(text: string | undefined): void;
  /** Erases the spinner's line before something else is written to stderr. */
  clear(): void;
}

export function createActivity(spinner: Spinner): Activity {
  let running = 0;
  let progress: string | undefined;
  let label = '';
  return {
    async during(work, text) {
      label = text;
      running += 1;
      if (running === 1) spinner.start(progress ?? label);
      try {
        return await work();
      } finally {
        running -= 1;
        // Erased before the caller goes on, so its output never lands on the spinner's line.
        if (running === 0) spinner.stop();
      }
    },
    progress(text) {
      progress = text;
      spinner.label(text ?? label);
    },
    clear: () => spinner.clear(),
  };
}

/** The client with each call to the service counted as activity. */
export function withActivity(client: ResourceClient, activity: Activity, label: string): ResourceClient {
  return {
    get: (kind, id) => activity.during(() => client.get(kind, id), label),
    list: (kind, scopeId) => activity.during(() => client.list(kind, scopeId), label),
    create: (kind, parentId, values, options) => activity.during(() => client.create(kind, parentId, values, options), label),
    update: (kind, id, values, options) => activity.during(() => client.update(kind, id, values, options), label),
    remove: (kind, id, options) => activity.during(() => client.remove(kind, id, options), label),
    people: (companyId) => activity.during(() => client.people(companyId), label),
    onEvent: (listener) => client.onEvent(listener),
    get dialectInUse() {
      return client.dialectInUse;
    },
    close: () => client.close(),
  };
}
