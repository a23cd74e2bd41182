// The database's tables (PRAGMA user_version names the schema). A new database is created with
// this script in the transaction that opens it; a database of a newer version is left alone (a
// newer hoshin wrote it). Versions 1-4 were development builds only (0.1.0 was never released),
// so there is nothing to migrate: the first change after a release brings back migrations from 5.
//
// Known resources are kept per service (the normalised base URL and app key, `services`), so an
// override of the base URL never mixes two services. A company's parent is the root: parent_kind
// '' and parent_id 0; an entry that names no parent is under parent_id 0 of its parent kind.
// The monthly review meeting's record is per service, plan scope and month (review_marks,
// review_decisions). The journal is read a page at a time through its indexes (a change's undos
// and the writes that were part of it, a resource's changes, the values recorded for an
// indicator). A bulk change's writes are one group (change_groups: its id and label; each
// change's in_group), listed and undone together. journal_sequence is this file's random id and how many intents were ever written to
// it, also noted beside the file (store/journal-sequence.ts), so a stale or foreign -wal is seen.
// Version 6 keeps what a query and the coverage rule read of an entry in columns of its own;
// version 8 how each indicator stands in each month its values fall in (indicator_standings).
import { VIEW_TABLES } from './view-rows.js';

export const SCHEMA = `
  CREATE TABLE services (
    id INTEGER PRIMARY KEY,
    identity TEXT NOT NULL UNIQUE,
    base_url TEXT,
    app_key TEXT
  );
  CREATE TABLE entries (
    service INTEGER NOT NULL,
    kind TEXT NOT NULL,
    id INTEGER NOT NULL,
    parent_kind TEXT NOT NULL,
    parent_id INTEGER NOT NULL,
    entry TEXT NOT NULL,
    -- What a query and the coverage rule read of an entry, as the index reads it (its typed fields;
    -- index/entry-rows.ts entryColumns), written beside it so that a statement reads these and not
    -- the entry's JSON (2 µs a row to parse): the ids only when numbers, the days only when text.
    name TEXT NOT NULL,
    owner_id INTEGER,
    hoshin_id INTEGER,
    objective_id INTEGER,
    next_update TEXT,
    deadline TEXT,
    fetched INTEGER NOT NULL,
    day TEXT,
    valued INTEGER NOT NULL,
    PRIMARY KEY (service, kind, id)
  ) WITHOUT ROWID;
  CREATE INDEX entries_under ON entries (service, parent_kind, parent_id);
  CREATE INDEX entries_named ON entries (service, kind, name);
  CREATE INDEX entries_owned ON entries (service, kind, owner_id);
  CREATE INDEX entries_placed ON entries (service, kind, hoshin_id, objective_id);
  CREATE INDEX entries_updated ON entries (service, kind, next_update);
  CREATE INDEX entries_deadline ON entries (service, kind, deadline);
  CREATE INDEX entries_dated ON entries (service, parent_kind, parent_id, day);
  CREATE INDEX entries_valued ON entries (service, parent_kind, parent_id, day) WHERE valued AND day IS NOT NULL;
  CREATE INDEX entries_unfetched ON entries (service, parent_kind, parent_id, kind) WHERE NOT fetched;
  -- How each indicator stands (red, green) in each month its values fall in, by the review pack's
  -- cell (index/standing-rows.ts), written with the indicator and its values: status:red reads the month's.
  CREATE TABLE indicator_standings (
    service INTEGER NOT NULL,
    indicator INTEGER NOT NULL,
    month TEXT NOT NULL,
    standing TEXT NOT NULL,
    PRIMARY KEY (service, indicator, month)
  ) WITHOUT ROWID;
  CREATE INDEX indicator_standings_of_month ON indicator_standings (service, month, standing, indicator);
  CREATE TABLE complete_lists (
    service INTEGER NOT NULL,
    parent_kind TEXT NOT NULL,
    parent_id INTEGER NOT NULL,
    child_kind TEXT NOT NULL,
    fetched_at REAL NOT NULL,
    PRIMARY KEY (service, parent_kind, parent_id, child_kind)
  ) WITHOUT ROWID;
  CREATE TABLE changes (
    service INTEGER NOT NULL,
    change TEXT NOT NULL,
    at TEXT NOT NULL,
    what TEXT NOT NULL,
    kind TEXT NOT NULL,
    id INTEGER,
    parent INTEGER,
    sent TEXT NOT NULL,
    before TEXT,
    session TEXT NOT NULL,
    follows TEXT,
    undoes TEXT,
    outcome TEXT,
    outcome_at TEXT,
    result_id INTEGER,
    reason TEXT,
    settled INTEGER NOT NULL DEFAULT 0,
    in_group TEXT,
    PRIMARY KEY (service, change)
  );
  CREATE INDEX changes_in_order ON changes (service, at);
  CREATE INDEX changes_unsettled ON changes (service, change) WHERE outcome IS NULL OR outcome = 'unknown';
  CREATE TABLE values_sent (
    service INTEGER NOT NULL,
    indicator_id INTEGER NOT NULL,
    day TEXT NOT NULL,
    value REAL NOT NULL,
    noted_at INTEGER NOT NULL,
    PRIMARY KEY (service, indicator_id, day)
  ) WITHOUT ROWID;
  CREATE TABLE learned_services (
    profile TEXT NOT NULL,
    base_key TEXT NOT NULL,
    learned TEXT NOT NULL,
    PRIMARY KEY (profile, base_key)
  ) WITHOUT ROWID;
  CREATE TABLE profile_services (
    profile TEXT PRIMARY KEY,
    base_url TEXT NOT NULL,
    app_key TEXT NOT NULL
  ) WITHOUT ROWID;
  CREATE TABLE people (
    profile TEXT NOT NULL,
    company_id INTEGER NOT NULL,
    fetched_at INTEGER NOT NULL,
    people TEXT NOT NULL,
    PRIMARY KEY (profile, company_id)
  ) WITHOUT ROWID;
  CREATE TABLE signing_seconds (
    second INTEGER PRIMARY KEY,
    pid INTEGER NOT NULL,
    taken_at INTEGER NOT NULL
  );

  CREATE TABLE review_marks (
    service INTEGER NOT NULL,
    scope_kind TEXT NOT NULL,
    scope_id INTEGER NOT NULL,
    month TEXT NOT NULL,
    item TEXT NOT NULL,
    mark TEXT NOT NULL,
    marked_at TEXT NOT NULL,
    PRIMARY KEY (service, scope_kind, scope_id, month, item)
  ) WITHOUT ROWID;
  CREATE TABLE review_decisions (
    service INTEGER NOT NULL,
    scope_kind TEXT NOT NULL,
    scope_id INTEGER NOT NULL,
    month TEXT NOT NULL,
    at TEXT NOT NULL,
    item TEXT NOT NULL,
    decision TEXT NOT NULL,
    kind TEXT NOT NULL,
    id INTEGER NOT NULL,
    detail TEXT NOT NULL
  );
  CREATE INDEX review_decisions_of ON review_decisions (service, scope_kind, scope_id, month, at);

  CREATE INDEX changes_undoing ON changes (service, undoes) WHERE undoes IS NOT NULL;
  CREATE INDEX changes_following ON changes (service, follows) WHERE follows IS NOT NULL;
  CREATE INDEX changes_of_resource ON changes (service, kind, coalesce(id, result_id), at);
  CREATE INDEX changes_recorded ON changes (service, parent, at) WHERE what = 'record';
  CREATE INDEX changes_in_group ON changes (service, in_group) WHERE in_group IS NOT NULL;
  CREATE TABLE change_groups (
    service INTEGER NOT NULL,
    id TEXT NOT NULL,
    at TEXT NOT NULL,
    label TEXT NOT NULL,
    session TEXT NOT NULL,
    PRIMARY KEY (service, id)
  ) WITHOUT ROWID;

  CREATE TABLE journal_sequence (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    file TEXT NOT NULL,
    count INTEGER NOT NULL
  );
  INSERT INTO journal_sequence (id, file, count) VALUES (1, lower(hex(randomblob(8))), 0);
  ${VIEW_TABLES}
`;

export const SCHEMA_VERSION = 8;

/** The tables of this schema: a database holding none of them and no version is not ours. */
export const OUR_TABLES = ['services', 'entries', 'changes'];
