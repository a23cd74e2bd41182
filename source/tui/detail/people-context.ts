import type { Session } from '../../usecases/session.js';
import type { Theme } from '../kernel/theme.js';
import type { PeopleContext } from './people-text.js';

/** Panes this wide show exact dates beside the relative ones. */
const WIDE_DETAIL = 50;

/** How the detail pane names people and dates: the session's people, the theme's marks. */
export function peopleContext(session: Session, theme: Pick<Theme, 'glyphs'>, today: string, width: number): PeopleContext {
  return {
    today,
    wide: width >= WIDE_DETAIL,
    glyphs: theme.glyphs,
    nameOf: (companyId, userId) => session.people.nameOf(companyId, userId),
  };
}
