// The saved views of each profile (a name for a query, `@NAME`) and who "me" is for each profile
// (the service has no "who am I": found once by e-mail among the people of the profile's companies).
// Its tables' CREATE stands here, with the code that reads and writes them; schema.ts includes it.
import type { HoshinDatabase } from './hoshin-database.js';

export const VIEW_TABLES = `
  CREATE TABLE saved_views (
    profile TEXT NOT NULL,
    name TEXT NOT NULL,
    query TEXT NOT NULL,
    saved_at TEXT NOT NULL,
    PRIMARY KEY (profile, name)
  ) WITHOUT ROWID;
  CREATE TABLE profile_me (
    profile TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL,
    email TEXT NOT NULL,
    name TEXT NOT NULL,
    found_at TEXT NOT NULL
  ) WITHOUT ROWID;
`;

export interface SavedView {
  readonly name: string;
  readonly query: string;
  /** ISO instant. */
  readonly savedAt: string;
}

export interface ProfileMe {
  readonly userId: number;
  readonly email: string;
  readonly name: string;
  /** ISO instant. */
  readonly foundAt: string;
}

export interface ViewRows {
  /** By name. */
  list(): SavedView[];
  get(name: string): SavedView | undefined;
  /** Adds or replaces each view, all in one transaction. */
  put(views: readonly SavedView[]): void;
  /** True when there was one to delete. */
  delete(name: string): boolean;
  me(): ProfileMe | null;
  setMe(me: ProfileMe): void;
}

function isRow(row: unknown): row is { name: string; query: string; saved_at: string } {
  const r = row as Record<string, unknown>;
  return typeof r.name === 'string' && typeof r.query === 'string' && typeof r.saved_at === 'string';
}

export function openViewRows(db: HoshinDatabase, profile: string): ViewRows {
  const view = (row: unknown): SavedView[] => (isRow(row) ? [{ name: row.name, query: row.query, savedAt: row.saved_at }] : []);
  return {
    list: () =>
      (db.statement('SELECT name, query, saved_at FROM saved_views WHERE profile = ? ORDER BY name').all(profile) as unknown[]).flatMap(
        view,
      ),
    get: (name) => view(db.statement('SELECT name, query, saved_at FROM saved_views WHERE profile = ? AND name = ?').get(profile, name))[0],
    put(views) {
      const put = db.statement(
        `INSERT INTO saved_views (profile, name, query, saved_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (profile, name) DO UPDATE SET query = excluded.query, saved_at = excluded.saved_at`,
      );
      db.transaction(() => {
        for (const each of views) put.run(profile, each.name, each.query, each.savedAt);
      });
    },
    delete: (name) => Number(db.statement('DELETE FROM saved_views WHERE profile = ? AND name = ?').run(profile, name).changes) > 0,
    me() {
      const row = db.statement('SELECT user_id, email, name, found_at FROM profile_me WHERE profile = ?').get(profile) as
        { user_id: unknown; email: unknown; name: unknown; found_at: unknown } | undefined;
      if (!row || typeof row.user_id !== 'number' || !Number.isSafeInteger(row.user_id) || row.user_id <= 0) return null;
      return { userId: row.user_id, email: String(row.email), name: String(row.name), foundAt: String(row.found_at) };
    },
    setMe(me) {
      db.statement(
        `INSERT INTO profile_me (profile, user_id, email, name, found_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (profile) DO UPDATE SET user_id = excluded.user_id, email = excluded.email, name = excluded.name, found_at = excluded.found_at`,
      ).run(profile, me.userId, me.email, me.name, me.foundAt);
    },
  };
}
