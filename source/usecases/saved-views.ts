// Saved views (`@NAME`), kept per profile; a view is checked as it is saved, an import whole before anything is kept.
import { HoshinError } from '../core/errors.js';
import { expandViews, isViewName, parseQuery } from '../domain/query.js';
import type { ViewRows, SavedView } from '../store/view-rows.js';

export const VIEWS_FORMAT = 'hoshin-views';
export const VIEWS_VERSION = 1;
/** A team's views are some dozens; a file is refused past these. */
export const VIEWS_FILE_MAX_BYTES = 256 * 1024;
export const VIEWS_MAX = 500;

export interface ViewsExport {
  readonly format: typeof VIEWS_FORMAT;
  readonly version: typeof VIEWS_VERSION;
  readonly views: readonly { readonly name: string; readonly query: string }[];
}

export type SaveOutcome = 'saved' | 'unchanged' | 'replaced';

function checkName(name: string): void {
  if (!isViewName(name))
    throw new HoshinError(
      'usage',
      `${JSON.stringify(name)} is not a view name: letters, digits, _ . - (at most 40, starting with a letter or digit)`,
    );
}

/** Every view of `views` parses and expands (its @NAMEs saved, no loop); the first that does not is an error naming it. */
function checkAll(views: ReadonlyMap<string, string>, names: Iterable<string>): void {
  for (const name of names) {
    const query = views.get(name) ?? '';
    try {
      expandViews(parseQuery(query), (other) => views.get(other), [name]);
    } catch (error) {
      throw new HoshinError('usage', `the view @${name} (${JSON.stringify(query)}): ${(error as Error).message}`);
    }
  }
}

function byName(rows: ViewRows): Map<string, string> {
  return new Map(rows.list().map((view) => [view.name, view.query]));
}

/** Saves a view; saving the same query again changes nothing. `@NAME` may be written with its @. */
export function saveView(rows: ViewRows, nameText: string, query: string, now: string): SaveOutcome {
  const name = nameText.startsWith('@') ? nameText.slice(1) : nameText;
  checkName(name);
  const views = byName(rows);
  const before = views.get(name);
  if (before === query) return 'unchanged';
  views.set(name, query);
  checkAll(views, [name]);
  rows.put([{ name, query, savedAt: now }]);
  return before === undefined ? 'saved' : 'replaced';
}

/** Deletes a view; a view another names is kept (deleting it would break that one). False when none was saved. */
export function deleteView(rows: ViewRows, nameText: string): boolean {
  const name = nameText.startsWith('@') ? nameText.slice(1) : nameText;
  checkName(name);
  const views = byName(rows);
  if (!views.has(name)) return false;
  const users = [...views.entries()].filter(
    ([other, query]) => other !== name && parseQuery(query).terms.some((term) => term.test.key === 'view' && term.test.name === name),
  );
  if (users.length > 0)
    throw new HoshinError('usage', `@${name} is used by ${users.map(([other]) => `@${other}`).join(', ')}: delete or change those first`);
  return rows.delete(name);
}

export function exportViews(rows: ViewRows): ViewsExport {
  return { format: VIEWS_FORMAT, version: VIEWS_VERSION, views: rows.list().map(({ name, query }) => ({ name, query })) };
}

export interface ImportOutcome {
  readonly added: readonly string[];
  readonly replaced: readonly string[];
  readonly unchanged: readonly string[];
}

function refusedFile(why: string): HoshinError {
  return new HoshinError('invalid', `${why}; nothing was imported`);
}

export function readViewsFile(text: string): { name: string; query: string }[] {
  if (Buffer.byteLength(text) > VIEWS_FILE_MAX_BYTES) throw refusedFile(`the file holds more than ${VIEWS_FILE_MAX_BYTES / 1024} KB`);
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw refusedFile(`the file is not JSON (${(error as Error).message})`);
  }
  const shape = document as Partial<Record<string, unknown>> | null;
  if (typeof shape !== 'object' || shape === null || shape.format !== VIEWS_FORMAT || shape.version !== VIEWS_VERSION)
    throw refusedFile(`the file is not a views export (format "${VIEWS_FORMAT}", version ${VIEWS_VERSION}, from hoshin view export)`);
  if (!Array.isArray(shape.views)) throw refusedFile('the file has no list of views');
  if (shape.views.length > VIEWS_MAX) throw refusedFile(`the file holds more than ${VIEWS_MAX} views`);
  const seen = new Set<string>();
  return shape.views.map((item: unknown, position: number) => {
    const view = item as Partial<Record<string, unknown>> | null;
    const name = view?.name;
    const query = view?.query;
    if (typeof name !== 'string' || typeof query !== 'string') throw refusedFile(`view ${position + 1} has no name or no query`);
    if (!isViewName(name)) throw refusedFile(`view ${position + 1}: ${JSON.stringify(name.slice(0, 60))} is not a view name`);
    if (seen.has(name)) throw refusedFile(`the view @${name} is in the file twice`);
    seen.add(name);
    try {
      parseQuery(query);
    } catch (error) {
      throw refusedFile(`the view @${name}: ${(error as Error).message}`);
    }
    return { name, query };
  });
}

/** A name the file gives another query is refused unless `replace`. */
export function importViews(rows: ViewRows, text: string, options: { readonly replace: boolean; readonly now: string }): ImportOutcome {
  const incoming = readViewsFile(text);
  const views = byName(rows);
  const added: string[] = [];
  const replaced: string[] = [];
  const unchanged: string[] = [];
  for (const view of incoming) {
    const before = views.get(view.name);
    if (before === view.query) unchanged.push(view.name);
    else if (before === undefined) added.push(view.name);
    else replaced.push(view.name);
    views.set(view.name, view.query);
  }
  if (replaced.length > 0 && !options.replace)
    throw refusedFile(
      `${replaced.map((name) => `@${name}`).join(', ')} already saved here with another query (--replace to take the file's)`,
    );
  try {
    checkAll(views, [...added, ...replaced]);
  } catch (error) {
    throw refusedFile((error as Error).message);
  }
  const kept: SavedView[] = incoming
    .filter((view) => !unchanged.includes(view.name))
    .map((view) => ({ name: view.name, query: view.query, savedAt: options.now }));
  if (kept.length > 0) rows.put(kept);
  return { added, replaced, unchanged };
}

export function viewLookup(rows: ViewRows): (name: string) => string | undefined {
  const views = byName(rows);
  return (name) => views.get(name);
}
