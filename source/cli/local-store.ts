// The local store of a command that sends nothing (history, index), found as a connection would; its warnings on stderr.
import { offlineService, openServiceIndex, type ServiceIndex } from '../index/profile.js';
import type { GlobalFlags } from './args.js';
import type { CliContext } from '../terminal/io-context.js';
import { profileCredentials } from '../usecases/profile-choice.js';
import { writeWarning } from './terminal/stderr-lines.js';

export async function openCommandStore(globals: GlobalFlags, context: CliContext): Promise<ServiceIndex> {
  const choice = await offlineService(
    globals,
    context.env,
    async (profile) => (await profileCredentials(profile, context.env)).credentials.appKey,
  );
  return openServiceIndex(choice, context.env, (message) => writeWarning(context, message));
}
