// On a terminal: a spinner on stderr while the service keeps a command waiting (not with --debug), and the pager.
import type { CliContext } from '../../terminal/io-context.js';
import type { CommandSpec } from '../specs/types.js';
import { rawOutput } from '../../terminal/guarded-output.js';
// Loaded with the CLI's dispatcher anyway (cli/main.ts).
import { detectUnicode } from '../../terminal/terminal-caps.js';

/** The option words of the line (a `--` ends them). */
function optionWords(argv: readonly string[]): readonly string[] {
  const end = argv.indexOf('--');
  return end === -1 ? argv : argv.slice(0, end);
}

export async function runWithTerminal(
  spec: CommandSpec,
  context: CliContext,
  run: (context: CliContext) => Promise<number>,
): Promise<number> {
  const words = optionWords(context.argv);
  // A person watches both streams (gh's rule): JSON to a terminal still gets the spinner, on stderr.
  const spins = spec.waits === true && context.stdout.isTTY === true && context.stderr.isTTY === true && !words.includes('--debug');
  const pages = spec.pages === true && context.stdout.isTTY === true;
  if (!spins && !pages) return run(context);
  const [{ createSpinner }, { createActivity }, pager] = await Promise.all([
    import('../../terminal/spinner.js'),
    import('../../terminal/activity.js'),
    import('./pager.js'),
  ]);
  const spinner = spins
    ? createSpinner(rawOutput(context.stderr), {
        unicode: detectUnicode(context.env, { ascii: words.includes('--ascii') }),
      })
    : undefined;
  const command = pages ? pager.pagerCommand(context.env, words.includes('--no-pager')) : null;
  const held = command === null ? undefined : new pager.HeldOutput(context.stdout);
  const inner: CliContext = { ...context, ...(spinner ? { activity: createActivity(spinner) } : {}), ...(held ? { stdout: held } : {}) };
  try {
    return await run(inner);
  } finally {
    spinner?.stop();
    if (held && command !== null) {
      const text = held.text();
      const rows = context.stdout.rows;
      const tall = rows !== undefined && rows > 0 && pager.terminalRows(text, context.stdout.columns ?? 80) > rows;
      if (!(tall && (await pager.runPager(command, text, context.env))) && text !== '') context.stdout.write(text);
    }
  }
}
