// hoshin index export | import FILE | stats: the local index of known resources, by profile.
import { readFile } from 'node:fs/promises';
import { KIND_NAMES, kindSpec, pluralWords } from '../../../catalogue/catalogue.js';
import { HoshinError, isHoshinError } from '../../../core/errors.js';
import type { CliContext } from '../../../terminal/io-context.js';
import { openCommandStore } from '../../local-store.js';
import { printedExport, printedMessage, readExport } from './index-document.js';
import { formatJson, formatTable } from '../../output.js';
import type { CommandRun } from '../../specs/types.js';
import { usageError } from '../../usage-error.js';

async function readDocument(source: string, context: CliContext): Promise<unknown> {
  let text: string;
  try {
    if (source === '-') {
      const chunks: Buffer[] = [];
      for await (const chunk of context.stdin) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
      text = Buffer.concat(chunks).toString('utf8');
    } else {
      text = await readFile(source, 'utf8');
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw usageError(`cannot read ${source}: ${code === 'ENOENT' ? 'no such file' : (code ?? (error as Error).message)}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new HoshinError('invalid', `${source === '-' ? 'standard input' : source} is not valid JSON (${(error as Error).message})`);
  }
}

function warnOn(context: CliContext): (message: string) => void {
  return (message) => void context.stderr.write(`hoshin: warning: ${message}\n`);
}

export const exportIndex: CommandRun = async (parsed, context) => {
  if (parsed.positionals.length > 0) throw usageError(`index export takes no arguments (redirect its output: hoshin index export > FILE)`);
  const { store } = await openCommandStore(parsed.globals, context, warnOn(context));
  store.loadAll();
  context.stdout.write(formatJson(printedExport(store.index.exportIndex())));
  await store.close();
  return 0;
};

export const importIndex: CommandRun = async (parsed, context) => {
  const rest = parsed.positionals;
  if (rest.length !== 1) throw usageError('index import needs one file (or - for standard input): hoshin index import FILE');
  const source = rest[0] as string;
  // Read and check the file before touching the index.
  const document = await readDocument(source, context);
  const { profile, identity, store } = await openCommandStore(parsed.globals, context, warnOn(context));
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

export const stats: CommandRun = async (parsed, context) => {
  if (parsed.positionals.length > 0) throw usageError('index stats takes no arguments');
  const { profile, identity, store } = await openCommandStore(parsed.globals, context, warnOn(context));
  store.loadAll();
  const counts = Object.fromEntries(KIND_NAMES.map((kind) => [kind, store.index.count(kind)]));
  await store.close();
  if (parsed.globals.json) {
    context.stdout.write(
      formatJson({
        profile,
        service: { base_url: identity.baseUrl, app_key: identity.appKey, id: identity.id },
        file: store.file,
        total: store.index.count(),
        counts,
      }),
    );
    return 0;
  }
  const rows = KIND_NAMES.map((kind) => [pluralWords(kindSpec(kind)), String(counts[kind])]);
  context.stdout.write(`Local store of ${identity.baseUrl} (app key ${identity.appKey}), used by profile "${profile}" (${store.file})\n`);
  context.stdout.write(formatTable([['KIND', 'KNOWN'], ...rows, ['total', String(store.index.count())]]));
  return 0;
};
