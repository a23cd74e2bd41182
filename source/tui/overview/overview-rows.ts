// The overview's indicators that pass its filter, in tree order, from the index as it is now.
import type { IndicatorResource } from '../detail/indicator-view.js';
import { filterView } from '../tree/navigation.js';
import { titleOf } from '../tree/tree-shape.js';
import type { Session } from '../../usecases/session.js';
import type { OverviewOverlay } from './overview-overlay.js';

export function overviewIndicators(session: Session, overlay: OverviewOverlay): IndicatorResource[] {
  const all = session.hoshinIndicators(overlay.hoshinId) as IndicatorResource[];
  if (overlay.filter === '') return all;
  const searchable = all.map((indicator) => ({
    search: `${titleOf('indicator', indicator, indicator.id)} ${indicator.id}`.toLowerCase(),
  }));
  return filterView(searchable, overlay.filter).map((index) => all[index] as IndicatorResource);
}

/** The indicator under the overview's cursor. */
export function overviewSelected(session: Session, overlay: OverviewOverlay): IndicatorResource | undefined {
  return overviewIndicators(session, overlay)[overlay.cursor];
}
