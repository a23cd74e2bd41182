// The local store of a command that sends nothing (history, index), found as a connection would.
import { offlineService, openServiceIndex, type ServiceIndex } from '../index/profile.js';
import type { GlobalFlags } from './args.js';
import type { CliContext } from '../terminal/io-context.js';
import { profileCredentials } from '../usecases/profile-choice.js';

export async function openCommandStore(globals: GlobalFlags, context: CliContext, warn: (message: string) => void): Promise<ServiceIndex> {
  const choice = await offlineService(
    globals,
    context.env,
    async (profile) => (await profileCredentials(profile, context.env)).credentials.appKey,
  );
  return openServiceIndex(choice, context.env, warn);
}
