// hoshin index import FILE|-: merges an export; never overwrites what was fetched from the service.
import { readInput } from '../../../../terminal/bounded-input.js';
import { HoshinError, isHoshinError } from '../../../../core/errors.js';
import type { CliContext } from '../../../../terminal/io-context.js';
import { formatJson } from '../../../output.js';
import type { CommandRun } from '../../../specs/types.js';
import { missingArgument, unexpectedArguments, usageHint } from '../../../usage-error.js';
import { printedMessage, readExport } from '../index-document.js';
import { openIndexStore } from '../index-command.js';

async function readDocument(source: string, context: CliContext): Promise<unknown> {
  const text = (await readInput(source, context.stdin, 'file', 'export')).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new HoshinError('invalid', `${source === '-' ? 'standard input' : source} is not valid JSON (${(error as Error).message})`);
  }
}

export const run: CommandRun = async (parsed, context) => {
  const rest = parsed.positionals;
  if (rest.length !== 1)
    throw rest.length === 0
      ? missingArgument('file', [usageHint('index import FILE (- for standard input)')])
      : unexpectedArguments(rest.slice(1), [usageHint('index import FILE (- for standard input)')]);
  const source = rest[0] as string;
  // Read and check the file before touching the index.
  const document = await readDocument(source, context);
  const { profile, identity, store } = await openIndexStore(parsed.globals, context);
  try {
    const result = store.index.importIndex(readExport(document));
    await store.close();
    const what = source === '-' ? 'standard input' : source;
    if (parsed.globals.json) {
      context.stdout.write(
        formatJson({
          profile,
          service: identity.baseUrl,
          source: what,
          added: result.added,
          updated: result.updated,
          unchanged: result.unchanged,
        }),
      );
      return 0;
    }
    context.stdout.write(
      `${what}: ${result.added} added, ${result.updated} updated, ${result.unchanged} already known (local store of ${identity.baseUrl})\n`,
    );
    return 0;
  } catch (error) {
    await store.close();
    if (isHoshinError(error) && error.kind === 'invalid') {
      throw new HoshinError(
        'invalid',
        `${source === '-' ? 'standard input' : source}: ${printedMessage(error.message)}; nothing was imported`,
      );
    }
    throw error;
  }
};
