// hoshin profile set NAME [--base-url URL] [--readonly|--no-readonly] [--dialect D] [--use].
import { refusal, refusalWithHints } from '../../../../core/refusal.js';
import { checkBaseUrl, checkDialectSetting, updateConfig, type ProfileSettings } from '../../../../config/config.js';
import { hoshinPaths } from '../../../../config/paths.js';
import { selectProfileName } from '../../../../config/settings.js';
import { printAnswer } from '../../../output.js';
import type { CommandRun } from '../../../specs/types.js';
import { usageError } from '../../../usage-error.js';
import type { PROFILE_SET_OPTIONS } from './options.js';
import { onlyName, profileJson } from '../profile.js';

export const run: CommandRun<typeof PROFILE_SET_OPTIONS> = async (parsed, context) => {
  const name = onlyName(parsed, 'profile set');
  if (parsed.globals.readonly && parsed.values['no-readonly'] === true) throw usageError('choose one of --readonly and --no-readonly');
  const baseUrlText = parsed.globals.baseUrl;
  const change: { baseUrl?: string; dialect?: ProfileSettings['dialect']; readOnly?: boolean } = {};
  if (baseUrlText !== undefined) change.baseUrl = checkBaseUrl(baseUrlText, '--base-url');
  if (parsed.globals.dialect !== undefined) change.dialect = checkDialectSetting(parsed.globals.dialect, '--dialect');
  if (parsed.globals.readonly) change.readOnly = true;
  if (parsed.values['no-readonly'] === true) change.readOnly = false;
  const use = parsed.values.use === true;
  if (Object.keys(change).length === 0 && !use)
    throw refusalWithHints('nothing to set', ['Give at least one of --base-url, --dialect, --readonly, --no-readonly, --use.']);
  // Set inside the update below; `as boolean` keeps the compiler from taking it as always false.
  let created = false as boolean;
  const saved = updateConfig(hoshinPaths(context.env), (config) => {
    const existing = config.profiles[name];
    created = !existing;
    if (!existing && change.baseUrl === undefined) throw refusal('profile', name, 'is new', ['Give it a --base-url.']);
    return {
      // Only an explicit --use (or profile use) changes which profile commands run with.
      ...(use ? { activeProfile: name } : config.activeProfile !== undefined ? { activeProfile: config.activeProfile } : {}),
      profiles: { ...config.profiles, [name]: { ...existing, ...change } },
    };
  });
  const profile = saved.profiles[name] ?? {};
  const selected = selectProfileName({}, context.env, saved);
  const activeNow = `profile "${selected}"`;
  return printAnswer(
    parsed,
    context,
    profileJson(name, profile, saved.activeProfile),
    () =>
      `Profile "${name}": ${profile.baseUrl ?? '(no base URL)'}, dialect ${profile.dialect ?? 'auto'}${profile.readOnly ? ', read-only' : ''}` +
      `${saved.activeProfile === name ? ' (active)' : ''}.\n${selected === name || !created ? '' : `Commands still use ${activeNow}; to use this one: hoshin profile use ${name} (or --profile ${name}).\n`}`,
  );
};
