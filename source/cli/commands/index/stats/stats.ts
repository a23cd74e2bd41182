// hoshin index stats: how many of each kind the index knows.
import { KIND_NAMES, kindSpec, pluralWords } from '../../../../catalogue/catalogue.js';
import { formatTable, printAnswer } from '../../../output.js';
import type { CommandRun } from '../../../specs/types.js';
import { unexpectedArguments } from '../../../usage-error.js';
import { openCommandStore } from '../../../local-store.js';
import { proseText } from '../../../terminal/footnote.js';

export const run: CommandRun = async (parsed, context) => {
  if (parsed.positionals.length > 0) throw unexpectedArguments(parsed.positionals, ['hoshin index stats takes no arguments.']);
  const { profile, identity, store } = await openCommandStore(parsed.globals, context);
  store.loadAll();
  const counts = Object.fromEntries(KIND_NAMES.map((kind) => [kind, store.index.count(kind)]));
  await store.close();
  const service = { base_url: identity.baseUrl, app_key: identity.appKey, id: identity.id };
  return printAnswer(parsed, context, { profile, service, file: store.file, total: store.index.count(), counts }, () => {
    const rows = KIND_NAMES.map((kind) => [pluralWords(kindSpec(kind)), String(counts[kind])]);
    const about = `Local store of ${identity.baseUrl} (app key ${identity.appKey}), used by profile "${profile}" (${store.file})`;
    return proseText(context.stdout, about) + formatTable([['KIND', 'KNOWN'], ...rows, ['total', String(store.index.count())]]);
  });
};
