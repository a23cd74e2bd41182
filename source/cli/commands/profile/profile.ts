// What the profile subcommands share: a profile as JSON, the one profile name they take.
import { checkProfileName, type ProfileSettings } from '../../../config/config.js';
import type { ParsedArgs } from '../../parsed-args.js';
import { oneArgument } from '../../usage-error.js';

/** A profile's settings as JSON keys (the config file keeps its own spelling). */
export function profileJson(name: string, profile: ProfileSettings, active: string | undefined): Record<string, unknown> {
  return {
    name,
    active: name === active,
    base_url: profile.baseUrl ?? null,
    dialect: profile.dialect ?? 'auto',
    read_only: profile.readOnly === true,
  };
}

export function onlyName(parsed: ParsedArgs, what: string): string {
  return checkProfileName(oneArgument(parsed.positionals, 'profile name', `${what} <name>`));
}
