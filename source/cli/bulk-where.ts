// move/update --where: matches read fresh, one preview, one confirmation, one journal group
// (usecases/bulk-change.ts); items already so are skipped, so a second run sends nothing.
import type { KindName } from '../catalogue/catalogue.js';
import { localDay } from '../domain/dates.js';
import type { Values } from '../journal/change.js';
import { bulkCounts, bulkExit, bulkItemText, planBulk, runBulk, type BulkPlan } from '../usecases/bulk-change.js';
import { findKnown, scopeOf, type FoundEntry } from '../usecases/find-known.js';
import { flattenControls } from '../core/cell-text.js';
import { refusalWithHints } from '../core/refusal.js';
import { withConnection } from './connection.js';
import { coverageLines, PARTIAL_EXIT_CODE, QUERY_SOUGHT } from './coverage-text.js';
import { formatJson } from './output.js';
import { commandPeople, type CommandPeople } from './people-names.js';
import { refreshScope } from './refresh-scope.js';
import { commandQuery, loadOwnersFor, profileViews } from './where.js';
import { viewLookup } from '../usecases/saved-views.js';
import { refreshCounters } from '../usecases/review-refresh.js';
import { confirm } from './prompt.js';
import type { GlobalFlags } from './args.js';
import { proseText } from './terminal/footnote.js';
import type { CliContext } from '../terminal/io-context.js';
import { usageError } from './usage-error.js';

export interface BulkRequest {
  readonly globals: GlobalFlags;
  readonly where: string;
  /** The command as given, for the preview and the journal group's label. */
  readonly label: string;
  readonly yes: boolean;
  readonly dryRun: boolean;
  /** Only these kinds are changed (a move: tasks); the other matches are named and left out. */
  readonly kinds?: readonly KindName[];
  /** The values for each match (people's names resolved in its company). */
  readonly valuesFor: (match: FoundEntry, people: CommandPeople) => Promise<Values>;
}

function listed(plan: BulkPlan): string {
  return plan.items.map((item) => `  ${flattenControls(bulkItemText(item))}`).join('\n');
}

/** The plan or its result as JSON: `group` (once sent) is what `hoshin undo` takes; `complete` false: matches may be missing. */
function planJson(plan: BulkPlan, sent: boolean, complete: boolean): string {
  return formatJson({
    label: plan.label,
    sent,
    ...(plan.group !== undefined ? { group: plan.group } : {}),
    complete,
    items: plan.items.map((item) => ({
      kind: item.target.kind,
      id: item.target.id,
      state: item.state,
      ...('values' in item ? { values: item.values } : {}),
      ...('before' in item ? { before: item.before } : {}),
      ...('reason' in item ? { reason: flattenControls(item.reason) } : {}),
    })),
  });
}

export async function runBulkWhere(request: BulkRequest, context: CliContext): Promise<number> {
  const json = request.globals.json;
  // Refused before anything is read or sent: a script must say --yes.
  if (!request.yes && !request.dryRun && !context.stdin.isTTY)
    throw refusalWithHints(`refusing to ${request.label} without --yes: no terminal to ask`, [
      'Add --yes to change every match without asking, or --dry-run to see the changes first.',
    ]);
  // The query read first (views expanded, owner:me known): one it cannot read is refused before anything is sent.
  const { query, me } = commandQuery(request.where, request.globals, context);
  const viewText = viewLookup(profileViews(request.globals, context).rows);
  return withConnection(request.globals, context, async (connection) => {
    if (connection.readOnly && !request.dryRun) throw usageError(`read-only mode: refusing to ${request.label}`);
    const today = localDay(context.now());
    const people = commandPeople(connection, context);
    const nameOf = (company: number | null, user: number | null) => (user === null ? null : people.directory.nameOf(company, user));
    // Listed again within the query's scope only (hoshin:11 reads hoshin 11's objectives, not every plan's).
    const scope = scopeOf(query);
    await refreshScope(connection, scope, ['indicator', 'task'], context);
    await refreshCounters(connection.client, connection.index, scope);
    // Owners named in the query are looked up among the people of the plan's companies.
    const companies = connection.index.all('company').flatMap((entry) => (entry.resource ? [entry.resource] : []));
    const owned = companies.map((company) => ({ ...company, company_id: company.id }));
    await loadOwnersFor({ query }, people.directory, owned);
    const found = findKnown(connection.index, request.where, { today, me, nameOf, viewText });
    const matches = found.found.filter((match) => request.kinds?.includes(match.kind) ?? true);
    const others = found.found.length - matches.length;
    const kinds = new Set(matches.map((match) => match.kind));
    if (kinds.size > 1) throw usageError(`the query matches ${[...kinds].join(' and ')}s: add kind:… to change one kind at a time`);
    const values = new Map<string, Values>();
    for (const match of matches) values.set(`${match.kind}:${match.id}`, await request.valuesFor(match, people));
    const targets = matches.map(({ kind, id }) => ({ kind, id }));
    const plan = await planBulk(connection.client, request.label, targets, (target) => values.get(`${target.kind}:${target.id}`) ?? {});
    people.directory.save();
    const counts = bulkCounts(plan);
    // What the service counts under the query's scope that is not known here may match too: said, exit 7.
    const coverage = found.coverage;
    const leftOut = `${others} other match${others === 1 ? ' is' : 'es are'} not ${request.kinds?.join(' or ') ?? ''}s: left out.`;
    const notes = [...(others > 0 ? [leftOut] : []), ...(coverage.complete ? [] : coverageLines(coverage, QUERY_SOUGHT))];
    const head = `${request.label}: ${matches.length} match${matches.length === 1 ? '' : 'es'}, ${counts['to-send']} to change, ${counts.already} already so`;
    const partial = coverage.complete ? 0 : PARTIAL_EXIT_CODE;
    if (counts['to-send'] === 0 || request.dryRun) {
      const tail = request.dryRun && counts['to-send'] > 0 ? 'nothing was sent (--dry-run)' : 'nothing to send';
      const lines = [`${head}; ${tail}`, listed(plan), ...notes].filter((line) => line !== '');
      context.stdout.write(json ? planJson(plan, false, coverage.complete) : proseText(context.stdout, lines.join('\n')));
      return partial;
    }
    if (!request.yes) {
      context.stderr.write(proseText(context.stderr, [head, listed(plan), ...notes].join('\n')));
      if (!(await confirm(context, `Change ${counts['to-send']}?`))) {
        context.stderr.write('Nothing sent.\n');
        return 0;
      }
    }
    const result = await runBulk(plan, connection.client, connection.index, connection.journal);
    const after = bulkCounts(result);
    const group = result.group;
    if (json) context.stdout.write(planJson(result, true, coverage.complete));
    else {
      const undo = group === undefined ? '' : `; one undo puts them back: hoshin undo ${group}`;
      const words = `changed ${after.done} of ${counts['to-send']}${after.already > 0 ? ` (${after.already} already so)` : ''}${undo}`;
      context.stdout.write(proseText(context.stdout, [`${request.label}: ${words}`, listed(result), ...notes].join('\n')));
    }
    const exit = bulkExit(result);
    return exit === 0 ? partial : exit;
  });
}
