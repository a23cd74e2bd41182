// The people a form's person fields choose from, loaded when the form opens unless held fresh.
import { useEffect, useMemo, useState } from 'react';
import type { Person } from '../../domain/people-choice.js';
import type { Session } from '../../usecases/session.js';

/** The company's people, null until they are known (or when they cannot be read: ids still work). */
export function useFormPeople(session: Session, companyId: number | null): readonly Person[] | null {
  const [loaded, setLoaded] = useState(0);
  useEffect(() => {
    if (companyId === null) return undefined;
    let live = true;
    void session.people.load(companyId).then(() => {
      session.people.save();
      if (live) setLoaded((count) => count + 1);
    });
    return () => void (live = false);
  }, [session, companyId]);
  // A new list only when names arrived, so the form is not told again on every render.
  return useMemo(() => session.people.peopleOf(companyId), [session, companyId, loaded]);
}
