// Where the header's place and plan health come from: the ground's header, or an overlay's. Types only.
import type { Resource } from '../../core/resource.js';
import type { HoshinCoverage } from '../../usecases/coverage.js';
import type { Session } from '../../usecases/session.js';
import type { TreeSource } from '../tree/ground.js';
import type { ConsoleState } from './console-store.js';
import type { HeaderHealth } from './header.js';

/** The ground view's header: its place, and the plan health line of the hoshin the header shows. */
export interface GroundHeader {
  place(state: ConsoleState, session: Session, source: TreeSource): OverlayHeader;
  health(
    hoshinId: number | null,
    hoshin: Resource | undefined,
    width: number,
    separator: string,
    today: string,
    coverage: HoshinCoverage | undefined,
  ): HeaderHealth;
}

/** The header's place while an overlay says where it is. */
export interface OverlayHeader {
  readonly crumbs: readonly string[];
  readonly hoshinId: number | null;
}
