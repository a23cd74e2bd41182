// The last step of building the single-file executable's startup snapshot (main-snapshot.ts).

/**
 * Node keeps the expiry of the soonest timer list it has armed, and a list cleared before it fired
 * leaves that instant behind (the rehearsal's next paint, cancelled as its frame stream closed).
 * Restored, the program compared each timer it set with that instant of the builder's clock and
 * armed none due after it: no such timeout fired, and a first demo on a new machine never started
 * its sandbox. One timer run to its end empties Node's lists and forgets the instant; the build
 * stops if any timer is still set.
 */
export async function settleTimers(): Promise<void> {
  await new Promise((done) => setTimeout(done, 1));
  const timers = process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;
  if (timers > 0) throw new Error(`the startup snapshot would hold ${timers} timers of its builder`);
}
