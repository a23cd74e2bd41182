// The header while the tree is the ground: the breadcrumbs of its open lists, and the plan health of
// the hoshin the selected row is in (review/health-line.ts words it for the width).
import type { GroundHeader } from '../kernel/feature.js';
import { headerHealth } from '../review/health-line.js';
import { hoshinOf } from './scopes.js';
import { rowChain } from './selection.js';
import { crumbOf } from './tree-shape.js';

export const treeHeader: GroundHeader = {
  place: (state, session, source) => ({
    crumbs: state.nav.frames.map((frame) => crumbOf(frame.list, source)),
    hoshinId: hoshinOf(rowChain(session, state)),
  }),
  health: headerHealth,
};
