// hoshin profile use NAME: makes a profile the active one.
import { HoshinError } from '../../../../core/errors.js';
import { updateConfig } from '../../../../config/config.js';
import { hoshinPaths } from '../../../../config/paths.js';
import { printAnswer } from '../../../output.js';
import type { CommandRun } from '../../../specs/types.js';
import { onlyName } from '../profile.js';

export const run: CommandRun = async (parsed, context) => {
  const name = onlyName(parsed, 'profile use');
  updateConfig(hoshinPaths(context.env), (config) => {
    if (!config.profiles[name]) {
      throw new HoshinError(
        'not_found',
        `no profile "${name}": create it with "hoshin profile set ${name} --base-url URL" or "hoshin auth login --profile ${name}"`,
      );
    }
    return { ...config, activeProfile: name };
  });
  return printAnswer(parsed, context, { active_profile: name }, () => `Profile "${name}" is now the active profile.\n`);
};
