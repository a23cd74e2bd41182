// Names for user ids: the people of the shown rows' companies, once per company in a session. A
// failure leaves the ids: names are a courtesy.
import { useEffect, useRef, useState } from 'react';
import { topOverlay, type ConsoleState } from '../kernel/console-store.js';
import { rowChain } from './selection.js';
import type { Session } from '../../usecases/session.js';

/** The companies whose people the screen could name. */
function shownCompanies(session: Session, state: ConsoleState): number[] {
  const companies = new Set<number>();
  const root = rowChain(session, state)[0];
  if (root?.kind === 'company') companies.add(root.id);
  const top = topOverlay(state);
  if (top?.type === 'due') {
    for (const item of top.walk.items ?? []) {
      const company = session.index.get(item.kind, item.id)?.resource?.company_id;
      if (typeof company === 'number') companies.add(company);
    }
  }
  return [...companies];
}

/** Loads the people of the companies shown; returns a number that changes when names arrived. */
export function usePeople(session: Session, state: ConsoleState): number {
  const [loaded, setLoaded] = useState(0);
  const asked = useRef(new Set<number>());
  const wanted = shownCompanies(session, state).filter((company) => !asked.current.has(company));
  const key = wanted.join(',');
  useEffect(() => {
    for (const company of key === '' ? [] : key.split(',').map(Number)) {
      if (asked.current.has(company)) continue;
      asked.current.add(company);
      void session.people.load(company).then(() => setLoaded((count) => count + 1));
    }
  }, [key, session]);
  return loaded;
}
