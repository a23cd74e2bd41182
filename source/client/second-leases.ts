// Which signing seconds this process may use, so no two processes of the user sign the same URL (method and body are not signed).

export interface SecondLeases {
  /** True when this process owns the second (taking it now if nobody has). */
  owns(second: number): boolean;
}

/** Leases held in memory only: one process, no neighbours (tests, the sandbox's own checks). */
export const PROCESS_ONLY_LEASES: SecondLeases = { owns: () => true };
