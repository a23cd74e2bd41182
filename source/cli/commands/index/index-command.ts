// What the index subcommands share: the profile's local store, its warnings on stderr.
import { writeWarning } from '../../terminal/stderr-lines.js';
import type { GlobalFlags } from '../../parsed-args.js';
import type { CliContext } from '../../../terminal/io-context.js';
import { openCommandStore } from '../../local-store.js';

export function openIndexStore(globals: GlobalFlags, context: CliContext): ReturnType<typeof openCommandStore> {
  return openCommandStore(globals, context, (message) => writeWarning(context, message));
}
