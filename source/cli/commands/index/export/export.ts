// hoshin index export: the index, ids, kinds, parents and names only, as JSON on stdout.
import { formatJson } from '../../../output.js';
import type { CommandRun } from '../../../specs/types.js';
import { unexpectedArguments } from '../../../usage-error.js';
import { printedExport } from '../index-document.js';
import { openCommandStore } from '../../../local-store.js';

export const run: CommandRun = async (parsed, context) => {
  if (parsed.positionals.length > 0)
    throw unexpectedArguments(parsed.positionals, [
      'hoshin index export takes no arguments: redirect its output, as in',
      'hoshin index export > FILE',
    ]);
  const { store } = await openCommandStore(parsed.globals, context);
  store.loadAll();
  context.stdout.write(formatJson(printedExport(store.index.exportIndex())));
  await store.close();
  return 0;
};
