// hoshin index import FILE|-: merges an export; never overwrites what was fetched from the service.
import { readInput } from '../../../../terminal/bounded-input.js';
import { HoshinError, isHoshinError } from '../../../../core/errors.js';
import type { CliContext } from '../../../../terminal/io-context.js';
import { printAnswer } from '../../../output.js';
import type { CommandRun } from '../../../specs/types.js';
import { oneArgument } from '../../../usage-error.js';
import { printedMessage, readExport } from '../index-document.js';
import { openCommandStore } from '../../../local-store.js';

async function readDocument(source: string, context: CliContext): Promise<unknown> {
  const text = (await readInput(source, context.stdin, 'file', 'export')).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new HoshinError('invalid', `${source === '-' ? 'standard input' : source} is not valid JSON (${(error as Error).message})`);
  }
}

export const run: CommandRun = async (parsed, context) => {
  const source = oneArgument(parsed.positionals, 'file', 'index import FILE (- for standard input)');
  // Read and check the file before touching the index.
  const document = await readDocument(source, context);
  const { profile, identity, store } = await openCommandStore(parsed.globals, context);
  try {
    const result = store.index.importIndex(readExport(document));
    await store.close();
    const what = source === '-' ? 'standard input' : source;
    const { added, updated, unchanged } = result;
    return await printAnswer(
      parsed,
      context,
      { profile, service: identity.baseUrl, source: what, added, updated, unchanged },
      () => `${what}: ${added} added, ${updated} updated, ${unchanged} already known (local store of ${identity.baseUrl})\n`,
    );
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
