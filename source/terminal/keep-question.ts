// The terminal's last login question (`hoshin auth login`): where to keep the verified secret.
import { plainTextQuestion, type Keeping, type KeepingChoice } from '../credentials/login-rule.js';
import { confirm, promptLine, type PromptIo } from './prompt.js';

/** The choice made, or undefined when none was (Enter on a list without a safe place, a No to plain text). */
export async function askWhereToKeep(io: PromptIo, choices: readonly KeepingChoice[], plainFile: string): Promise<Keeping | undefined> {
  const [first] = choices;
  if (first === undefined) return undefined;
  if (choices.length === 1 && first.keeping === 'file') return (await confirm(io, plainTextQuestion(plainFile))) ? 'file' : undefined;
  io.output.write(`Where should the secret be kept?\n${choices.map((choice, index) => `  ${index + 1}) ${choice.label}\n`).join('')}`);
  // The first place is the default: the plain-text file is last, so never that.
  const answer = (await promptLine(io, `Choice [1-${choices.length}, Enter: 1]: `)).trim();
  const chosen = answer === '' ? first : /^\d+$/.test(answer) ? choices[Number(answer) - 1] : undefined;
  if (chosen?.keeping !== 'file') return chosen?.keeping;
  return (await confirm(io, plainTextQuestion(plainFile))) ? 'file' : undefined;
}
