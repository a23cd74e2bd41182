// hoshin profile list: the profiles, the active one marked *.
import { loadConfig } from '../../../../config/config.js';
import { hoshinPaths } from '../../../../config/paths.js';
import { selectProfileName } from '../../../../config/settings.js';
import { printAnswer } from '../../../output.js';
import { proseText } from '../../../terminal/footnote.js';
import type { CommandRun } from '../../../specs/types.js';
import { unexpectedArguments } from '../../../usage-error.js';
import { profileJson } from '../profile.js';

export const run: CommandRun = async (parsed, context) => {
  if (parsed.positionals.length > 0) throw unexpectedArguments(parsed.positionals, ['hoshin profile list takes no arguments.']);
  const config = loadConfig(hoshinPaths(context.env));
  const active = selectProfileName({}, context.env, config);
  const names = Object.keys(config.profiles).sort();
  const profiles = names.map((name) => profileJson(name, config.profiles[name] ?? {}, active));
  return printAnswer(parsed, context, { active_profile: active, profiles }, () => {
    if (names.length === 0)
      return proseText(context.stdout, 'No profiles yet: run "hoshin auth login" or "hoshin profile set NAME --base-url URL".');
    const width = Math.max(...names.map((name) => name.length));
    return names
      .map((name) => {
        const profile = config.profiles[name] ?? {};
        const flags = [profile.dialect ?? 'auto', profile.readOnly ? 'read-only' : ''].filter(Boolean).join(', ');
        return `${name === active ? '*' : ' '} ${name.padEnd(width)}  ${profile.baseUrl ?? '(no base URL)'}  ${flags}\n`;
      })
      .join('');
  });
};
