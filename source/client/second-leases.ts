// Which signing seconds this process may use, so that no two hoshin processes of the user sign the
// same path in the same second (the same signed URL: the method and body are not signed, and the
// public implementation has no replay protection). The seconds are shared through the user's
// database (signing-seconds.ts); the ledger (signed-url-ledger.ts) asks only this.

export interface SecondLeases {
  /** True when this process owns the second (taking it now if nobody has). */
  owns(second: number): boolean;
}

/** Leases held in memory only: one process, no neighbours (tests, the sandbox's own checks). */
export const PROCESS_ONLY_LEASES: SecondLeases = { owns: () => true };
