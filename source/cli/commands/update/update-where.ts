// update --where: every known match (one kind), names looked up in each one's company.
import { companyOfResource } from '../../../domain/people-choice.js';
import { runBulkWhere } from '../../bulk-where.js';
import { parseAssignments } from '../../assignments.js';
import { resolvePersonNames } from '../../people-names.js';
import type { CommandRun } from '../../specs/types.js';
import { usageError } from '../../usage-error.js';
import type { UPDATE_OPTIONS } from './options.js';

type Run = CommandRun<typeof UPDATE_OPTIONS>;

export async function updateWhere(where: string, parsed: Parameters<Run>[0], context: Parameters<Run>[1]): Promise<number> {
  const words = parsed.positionals;
  if (words.length === 0 || words.some((word) => !word.includes('=')))
    throw usageError('with --where, give only FIELD=VALUE assignments (the query names the resources)');
  return runBulkWhere(
    {
      globals: parsed.globals,
      where,
      label: `update --where ${JSON.stringify(where)} ${words.join(' ')}`,
      yes: parsed.values.yes === true,
      dryRun: parsed.values['dry-run'] === true,
      valuesFor: async (match, people) => {
        const names: Record<string, string> = {};
        const typed = parseAssignments(match.kind, words, 'update', names);
        const company = match.resource ? companyOfResource(match.kind, match.resource) : null;
        return { ...typed, ...(await resolvePersonNames(names, company, people)) };
      },
    },
    context,
  );
}
