// Checks 1 and 2: the profile and base URL the commands would use, and the proxy for that URL.
import { isHoshinError } from '../../../../core/errors.js';
import { parseBaseUrl } from '../../../../client/base-url.js';
import { describeProxy, proxyFor, type ProxyChoice } from '../../../../client/proxy-choice.js';
import { hoshinPaths } from '../../../../config/paths.js';
import { requireBaseUrl, type ResolvedSettings } from '../../../../config/settings.js';
import type { GlobalFlags } from '../../../args.js';
import type { CliContext } from '../../../../terminal/io-context.js';
import { profileSettings } from '../../../../usecases/profile-choice.js';
import { CONFIGURATION_FAILED, fail, ok, type CheckResult } from './report.js';

export interface ProfileCheck {
  readonly result: CheckResult;
  /** Undefined when the configuration could not be read. */
  readonly settings?: ResolvedSettings;
  readonly baseUrl?: string;
}

function baseUrlSource(globals: GlobalFlags, context: CliContext, settings: ResolvedSettings): string {
  if (globals.baseUrl !== undefined) return '--base-url';
  if (context.env.HOSHIN_BASE_URL) return 'HOSHIN_BASE_URL';
  return `profile "${settings.profileName}" in ${hoshinPaths(context.env).configFile}`;
}

export function checkProfile(globals: GlobalFlags, context: CliContext): ProfileCheck {
  let settings: ResolvedSettings;
  try {
    settings = profileSettings(globals, context.env);
  } catch (error) {
    if (!isHoshinError(error)) throw error;
    const fix = 'correct the setting named above (hoshin profile set NAME --base-url URL rewrites a profile)';
    return { result: fail('profile', CONFIGURATION_FAILED, error.message, fix) };
  }
  let baseUrl: string;
  try {
    baseUrl = requireBaseUrl(settings);
    parseBaseUrl(baseUrl);
  } catch (error) {
    if (!isHoshinError(error)) throw error;
    const fix = `hoshin profile set ${settings.profileName} --base-url URL (e.g. https://www.hoshinplan.com), or set HOSHIN_BASE_URL`;
    return { settings, result: fail('profile', CONFIGURATION_FAILED, error.message, fix) };
  }
  const detail = `profile "${settings.profileName}", base URL ${baseUrl} (from ${baseUrlSource(globals, context, settings)}), dialect ${settings.dialect}`;
  return { settings, baseUrl, result: ok('profile', detail) };
}

export interface ProxyCheck {
  readonly result: CheckResult;
  /** Undefined when a proxy variable is unusable. */
  readonly choice?: ProxyChoice;
}

export function checkProxy(baseUrl: string, env: NodeJS.ProcessEnv): ProxyCheck {
  let choice: ProxyChoice;
  try {
    choice = proxyFor(baseUrl, env);
  } catch (error) {
    if (!isHoshinError(error)) throw error;
    const variable = /^\S+/.exec(error.message)?.[0] ?? 'the proxy variable';
    const fix = `set ${variable} to a URL such as http://proxy.example.com:3128, or unset it`;
    return { result: fail('proxy', CONFIGURATION_FAILED, error.message, fix) };
  }
  if (choice.url === null) return { choice, result: ok('proxy', `none for ${baseUrl}: ${choice.reason}`) };
  return { choice, result: ok('proxy', `${describeProxy(choice.url)} from ${choice.variable}, for ${baseUrl}`) };
}
