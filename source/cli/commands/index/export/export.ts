// hoshin index export: the index, ids, kinds, parents and names only, as JSON on stdout.
import { formatJson } from '../../../output.js';
import type { CommandRun } from '../../../specs/types.js';
import { usageError } from '../../../usage-error.js';
import { printedExport } from '../index-document.js';
import { openIndexStore } from '../index-command.js';

export const run: CommandRun = async (parsed, context) => {
  if (parsed.positionals.length > 0) throw usageError(`index export takes no arguments (redirect its output: hoshin index export > FILE)`);
  const { store } = await openIndexStore(parsed.globals, context);
  store.loadAll();
  context.stdout.write(formatJson(printedExport(store.index.exportIndex())));
  await store.close();
  return 0;
};
