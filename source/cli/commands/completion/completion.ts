// hoshin completion bash|zsh|fish: prints the shell's completion script.
import { refusal } from '../../../core/refusal.js';
import { BASH_SCRIPT } from '../../completion/bash-script.js';
import { FISH_SCRIPT } from '../../completion/fish-script.js';
import { isShell, SHELLS, type Shell } from '../../completion/shells.js';
import { ZSH_SCRIPT } from '../../completion/zsh-script.js';
import type { CommandRun } from '../../specs/types.js';
import { missingArgument, unexpectedArguments } from '../../usage-error.js';

const SCRIPTS: Readonly<Record<Shell, string>> = { bash: BASH_SCRIPT, zsh: ZSH_SCRIPT, fish: FISH_SCRIPT };

export const run: CommandRun = async (parsed, context) => {
  const [shell, ...extra] = parsed.positionals;
  if (shell === undefined) throw missingArgument('shell', [`Expected one of ${SHELLS.join(', ')}.`]);
  if (!isShell(shell)) throw refusal('shell', shell, 'has no completion', [`Expected one of ${SHELLS.join(', ')}.`]);
  if (extra.length > 0) throw unexpectedArguments(extra);
  context.stdout.write(SCRIPTS[shell]);
  return 0;
};
