// hoshin auth logout: the secret removed from every place it may be kept.
import { writeWarning } from '../../../terminal/stderr-lines.js';
import { HoshinError } from '../../../../core/errors.js';
import { loadConfig } from '../../../../config/config.js';
import { hoshinPaths } from '../../../../config/paths.js';
import { selectProfileName } from '../../../../config/settings.js';
import { APP_KEY_VARIABLE, environmentCredentials, SECRET_VARIABLE } from '../../../../credentials/resolve.js';
import { StoreUnavailableError, type SecretStore } from '../../../../credentials/secret-store.js';
import { credentialStores } from '../../../../credentials/stores.js';
import type { ParsedArgs } from '../../../args.js';
import type { CliContext } from '../../../../terminal/io-context.js';
import { formatJson } from '../../../output.js';
import { unexpectedArguments } from '../../../usage-error.js';

async function removeQuietly(store: SecretStore, profile: string): Promise<boolean | string> {
  try {
    return await store.delete(profile);
  } catch (error) {
    return (error as Error).message;
  }
}

export async function run(parsed: ParsedArgs, context: CliContext): Promise<number> {
  if (parsed.positionals.length > 0) throw unexpectedArguments(parsed.positionals, ['hoshin auth logout takes no arguments.']);
  const paths = hoshinPaths(context.env);
  const config = loadConfig(paths);
  const profile = selectProfileName(parsed.globals, context.env, config);
  const stores = credentialStores(context.env, paths);
  const fromKeychain = await removeQuietly(stores.keychain, profile);
  const removed: string[] = fromKeychain === true ? ['the OS keychain'] : [];
  const removedFrom: string[] = fromKeychain === true ? ['keychain'] : [];
  const files: readonly [SecretStore, string, string][] = [
    [stores.session, `this session's file ${stores.session.location}`, 'session'],
    [stores.file, `the plain-text file ${stores.file.file}`, 'file'],
  ];
  for (const [store, name, place] of files) {
    try {
      if (await store.delete(profile)) {
        removed.push(name);
        removedFrom.push(place);
      }
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) throw error;
      throw new HoshinError('usage', `${error.message}${removed.length > 0 ? ` (removed from ${removed.join(' and ')})` : ''}`);
    }
  }
  // A profile named by hand that nothing knows is a typo, not a logout that found nothing to remove.
  const named = parsed.globals.profile !== undefined || Boolean(context.env.HOSHIN_PROFILE);
  if (removed.length === 0 && named && !config.profiles[profile]) {
    const known = Object.keys(config.profiles);
    throw new HoshinError(
      'not_found',
      `no profile "${profile}" and no credentials stored for it: nothing was removed${known.length > 0 ? ` (profiles: ${known.join(', ')})` : ''}`,
    );
  }
  if (parsed.globals.json) {
    const keychainProblem = typeof fromKeychain === 'string' ? fromKeychain : null;
    const overrides = Boolean(environmentCredentials(context.env));
    context.stdout.write(
      formatJson({ profile, removed_from: removedFrom, keychain_problem: keychainProblem, environment_overrides: overrides }),
    );
    return 0;
  }
  context.stdout.write(
    removed.length > 0
      ? `Removed the credentials of profile "${profile}" from ${removed.join(' and ')}.\n`
      : `No stored credentials for profile "${profile}".\n`,
  );
  if (typeof fromKeychain === 'string')
    writeWarning(context, `could not reach the OS keychain (${fromKeychain}); an entry there, if any, remains`);
  if (environmentCredentials(context.env))
    context.stdout.write(`Note: ${APP_KEY_VARIABLE} and ${SECRET_VARIABLE} are still set in this environment.\n`);
  return 0;
}
