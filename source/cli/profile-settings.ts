// The active profile's settings and credentials for a command (usecases/profile-choice.ts).
import type { ResolvedSettings, SettingFlags } from '../config/settings.js';
import type { CliContext } from '../terminal/io-context.js';
import { profileCredentials as credentialsOf, profileSettings as settingsOf } from '../usecases/profile-choice.js';

/** Flags over environment over the profile in config.json. */
export function profileSettings(flags: SettingFlags, context: CliContext): ResolvedSettings {
  return settingsOf(flags, context.env);
}

/** The profile's credentials: environment, then this session, the OS keychain, the consented plain-text file. */
export function profileCredentials(profileName: string, context: CliContext): ReturnType<typeof credentialsOf> {
  return credentialsOf(profileName, context.env);
}
