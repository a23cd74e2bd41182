// What needs attention (`a`): the items the index knows under headings, with who is responsible.
import { Text } from 'ink';
import type { ReactElement } from 'react';
import { coverageOf } from '../../usecases/coverage.js';
import { keyOf } from '../kernel/keys.js';
import { OPEN } from '../kernel/view-keys.js';
import type { OverlayViewProps } from '../kernel/feature.js';
import { useConsoleActions } from '../kernel/console-context.js';
import { DUE_QUEUE } from '../tree/keys.js';
import { partialSentence } from '../review/coverage-words.js';
import { ATTENTION_TITLES, attentionLines, attentionSummary } from './attention.js';
import { centredScroll } from '../kernel/overlays.js';
import { overlayAttention, type AttentionOverlay } from './attention-overlay.js';
import { titleOf } from '../tree/tree-shape.js';
import { useTheme } from '../kernel/theme.js';
import { textWidth, truncateAtWord } from '../kernel/layout.js';
import { fitRow, rowItems } from '../kernel/row-fit.js';
import { wrapAll } from '../../terminal/text-wrap.js';
import { Panel } from '../kernel/panel.js';

/** Prose wrapped at words to at most `most` lines, the last one ending at a word with the cut mark when more is left. */
function proseLines(text: string, width: number, most: number): string[] {
  const lines = wrapAll(text, width, { longWords: 'cut' });
  if (lines.length <= most) return lines;
  const kept = lines.slice(0, most);
  kept[most - 1] = truncateAtWord(`${kept[most - 1] ?? ''} ${lines[most] ?? ''}`, width);
  return kept;
}

export function AttentionPane({ overlay, width, height }: OverlayViewProps<AttentionOverlay>): ReactElement {
  const theme = useTheme();
  const { session, today } = useConsoleActions();
  const inner = Math.max(10, width - 2);
  const rows = overlayAttention(session, overlay, today);
  const lines = attentionLines(rows);
  const cursor = Math.min(overlay.cursor, Math.max(0, rows.length - 1));
  const partial = partialSentence(coverageOf(session.index, { kind: 'hoshin', id: overlay.hoshinId }, today));
  const { separator } = theme.glyphs;
  // The summary and the partial sentence wrap (a word is never cut); a very long one ends at a word.
  const summaryLines = proseLines(`${attentionSummary(rows)} ${separator} ${keyOf(OPEN)} shows one in the tree`, inner, 2);
  const partialLines = partial === null ? [] : proseLines(`Partial: ${partial}`, inner, 3);
  const visible = Math.max(1, height - 3 - summaryLines.length - partialLines.length);
  const scroll = centredScroll(
    lines.findIndex((line) => line.type === 'row' && line.index === cursor),
    lines.length,
    visible,
  );
  const hoshin = titleOf('hoshin', session.index.get('hoshin', overlay.hoshinId)?.resource ?? undefined, overlay.hoshinId);
  return (
    <Panel width={width} height={height} title={truncateAtWord(`What needs attention in hoshin “${hoshin}”`, inner)}>
      {summaryLines.map((text, index) => (
        <Text key={`s-${index}`} {...theme.muted} wrap="truncate-end">
          {text}
        </Text>
      ))}
      {partialLines.map((text, index) => (
        <Text key={`p-${index}`} {...theme.warning} wrap="truncate-end">
          {text}
        </Text>
      ))}
      {rows.length === 0 ? (
        <Text {...theme.muted} wrap="truncate-end">
          {truncateAtWord(
            `nothing known here needs attention (the counters above are the service's; ${keyOf(DUE_QUEUE)} walks what is due)`,
            inner,
          )}
        </Text>
      ) : null}
      {lines.slice(scroll, scroll + visible).map((line) => {
        if (line.type === 'heading') {
          return (
            <Text key={`h-${line.section}`} bold wrap="truncate-end">
              {truncateAtWord(ATTENTION_TITLES[line.section], inner)}
            </Text>
          );
        }
        const { row } = line;
        const selected = line.index === cursor;
        const person =
          row.responsibleId === null ? '' : (session.people.nameOf(row.companyId, row.responsibleId) ?? `user ${row.responsibleId}`);
        // The person gives way first, then the detail; the lateness stays and the name is cut instead.
        const marker = selected ? `${theme.glyphs.pointer} ` : '  ';
        const kind = `${row.kind} `;
        const fitted = fitRow(
          row.name,
          [{ items: person === '' ? [] : [person], separator: '' }, rowItems(row.detail)],
          inner - textWidth(marker) - textWidth(kind),
          ([who = '', why = '']) => (why === '' ? 0 : 2 + textWidth(why)) + (who === '' ? 0 : (why === '' ? 2 : 3) + textWidth(who)),
          { lastStays: true, ellipsis: theme.glyphs.ellipsis },
        );
        const [who = '', why = ''] = fitted.parts;
        const tail = [why, who].filter((piece) => piece !== '').join(` ${separator} `);
        return (
          <Text key={`${row.kind}-${row.id}-${row.section}`} wrap="truncate-end" {...(selected ? theme.selection : {})}>
            {`${marker}${kind}${fitted.name}`}
            <Text {...(selected ? {} : theme.muted)}>{tail === '' ? '' : `  ${tail}`}</Text>
          </Text>
        );
      })}
    </Panel>
  );
}
