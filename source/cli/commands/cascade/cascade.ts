// hoshin cascade: the plan's place in the cascade (usecases/cascade.ts).
import { writeNote, writeWarning } from '../../terminal/stderr-lines.js';
import { visibleLine } from '../../../core/untrusted-text.js';
import { cascadeFromIndex, refreshCascade } from '../../../usecases/cascade.js';
import { cascadeGaps, cascadeJson, cascadeSections } from '../../../usecases/report/cascade-sections.js';
import { parseId } from '../../args.js';
import { withConnection } from '../../connection.js';
import { PARTIAL_EXIT_CODE } from '../../coverage-text.js';
import { proseLines, proseWidth } from '../../terminal/footnote.js';
import { printAnswer } from '../../output.js';
import type { CommandRun } from '../../specs/types.js';
import { unexpectedArguments } from '../../usage-error.js';

export const run: CommandRun = async (parsed, context) => {
  const [idWord, ...extra] = parsed.positionals;
  const id = parseId(idWord, 'hoshin id');
  if (extra.length > 0) throw unexpectedArguments(extra);
  return withConnection(parsed.globals, context, async (connection) => {
    const refresh = await refreshCascade(connection.client, connection.index, id, (text) => context.activity?.progress(text));
    const cascade = cascadeFromIndex(connection.index, id);
    if (!cascade) throw new Error(`hoshin ${id} was read but is not in the index`);
    for (const missing of refresh.missingPlans) writeWarning(context, `hoshin ${missing} named in the cascade could not be read`);
    const gaps = cascadeGaps(cascade);
    await printAnswer(parsed, context, cascadeJson(cascade), () => {
      // Each line is a sentence: wrapped at spaces, its continuation indented under it.
      const width = proseWidth(context.stdout);
      const lines = cascadeSections(cascade).flatMap((section, index) => [
        ...(index === 0 ? [] : ['']),
        ...proseLines(`${visibleLine(section.title)}:`, width, '', '  '),
        ...section.lines.flatMap((line) => proseLines(visibleLine(line), width, '  ', '    ')),
      ]);
      return `${lines.join('\n')}\n`;
    });
    if (parsed.globals.json) for (const gap of gaps) writeNote(context, visibleLine(gap));
    return gaps.length > 0 ? PARTIAL_EXIT_CODE : 0;
  });
};
