// Opening resources by id: each walked up to its company, so the tree can show it in place.
import type { KindName } from '../catalogue/catalogue.js';
import { isHoshinError, isMissingRecord } from '../core/errors.js';
import type { ResourceClient } from '../core/resource.js';
import type { LocalIndex } from '../index/model.js';
import type { ResourceReference } from '../index/references.js';
import { redactSignatures } from '../signing/signing.js';
import { learnAround } from './open-resource.js';

export interface NodeRef {
  readonly kind: KindName;
  readonly id: number;
}

export interface OpenFailure {
  readonly reference: ResourceReference;
  /** Short reason: "not found", or the service's message. */
  readonly reason: string;
}

export async function openChain(client: ResourceClient, index: LocalIndex, kind: KindName, id: number): Promise<NodeRef[]> {
  // Opening anything learns the plan around it: ancestors, and the objective's indicators and tasks.
  const { chain, unlearned } = await learnAround(client, index, kind, id);
  // The fetch's own failure, rethrown as it was caught.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (unlearned !== undefined && chain.length === 0) throw unlearned;
  return chain.map((entry) => ({ kind: entry.kind, id: entry.id }));
}

/** Several resources pasted into the palette, one after the other. A failure does not stop the rest. */
export async function openMany(
  client: ResourceClient,
  index: LocalIndex,
  references: readonly ResourceReference[],
): Promise<{ readonly chains: NodeRef[][]; readonly failures: OpenFailure[] }> {
  const chains: NodeRef[][] = [];
  const failures: OpenFailure[] = [];
  for (const reference of references) {
    try {
      chains.push(await openChain(client, index, reference.kind, reference.id));
    } catch (error) {
      const reason = isMissingRecord(error)
        ? 'not found'
        : isHoshinError(error)
          ? error.message
          : redactSignatures(error instanceof Error ? error.message : String(error));
      failures.push({ reference, reason });
    }
  }
  return { chains, failures };
}

/** The chain from the index alone (no requests), root first, ending with the resource. */
export function knownChain(index: LocalIndex, kind: KindName, id: number): NodeRef[] {
  return [...index.ancestors(kind, id).map((entry) => ({ kind: entry.kind, id: entry.id })), { kind, id }];
}
