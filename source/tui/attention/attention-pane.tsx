// What needs attention (`a`): the neglected and blind objectives and the outdated indicators and
// tasks of a hoshin that the index knows, under headings, with who is responsible. Enter shows the
// selected one in the tree. Renders the overlay and the index.
import { Box, Text } from 'ink';
import type { ReactElement } from 'react';
import { coverageOf } from '../../usecases/coverage.js';
import { keyOf } from '../kernel/keys.js';
import { OPEN } from '../kernel/view-keys.js';
import type { OverlayViewProps } from '../kernel/feature.js';
import { useConsoleActions } from '../kernel/console-context.js';
import { DUE_QUEUE } from '../due/keys.js';
import { partialSentence } from '../review/coverage-words.js';
import { ATTENTION_TITLES, attentionLines, attentionSummary } from './attention.js';
import { centredScroll } from '../bowling/bowling-view.js';
import { overlayAttention, type AttentionOverlay } from './attention-overlay.js';
import { titleOf } from '../tree/tree-shape.js';
import { useTheme } from '../kernel/theme.js';
import { fitText, textWidth } from '../kernel/layout.js';

export function AttentionPane({ overlay, width, height }: OverlayViewProps<AttentionOverlay>): ReactElement {
  const theme = useTheme();
  const { session, today } = useConsoleActions();
  const inner = Math.max(10, width - 2);
  const rows = overlayAttention(session, overlay, today);
  const lines = attentionLines(rows);
  const cursor = Math.min(overlay.cursor, Math.max(0, rows.length - 1));
  const partial = partialSentence(coverageOf(session.index, { kind: 'hoshin', id: overlay.hoshinId }, today));
  const visible = Math.max(1, height - 4 - (partial === null ? 0 : 1));
  const scroll = centredScroll(
    lines.findIndex((line) => line.type === 'row' && line.index === cursor),
    lines.length,
    visible,
  );
  const hoshin = titleOf('hoshin', session.index.get('hoshin', overlay.hoshinId)?.resource ?? undefined, overlay.hoshinId);
  const { separator } = theme.glyphs;
  return (
    <Box flexDirection="column" width={width} height={height} borderStyle={theme.borderStyle} borderColor={theme.borderFocus}>
      <Text {...theme.accent} wrap="truncate-end">
        {fitText(`What needs attention in hoshin “${hoshin}”`, inner)}
      </Text>
      <Text {...theme.muted} wrap="truncate-end">
        {fitText(`${attentionSummary(rows)} ${separator} ${keyOf(OPEN)} shows one in the tree`, inner)}
      </Text>
      {partial === null ? null : (
        <Text {...theme.warning} wrap="truncate-end">
          {fitText(`Partial: ${partial}`, inner)}
        </Text>
      )}
      {rows.length === 0 ? (
        <Text {...theme.muted} wrap="truncate-end">
          {fitText(
            `nothing known here needs attention (the counters above are the service's; ${keyOf(DUE_QUEUE)} walks what is due)`,
            inner,
          )}
        </Text>
      ) : null}
      {lines.slice(scroll, scroll + visible).map((line) => {
        if (line.type === 'heading') {
          return (
            <Text key={`h-${line.section}`} bold wrap="truncate-end">
              {fitText(ATTENTION_TITLES[line.section], inner)}
            </Text>
          );
        }
        const { row } = line;
        const selected = line.index === cursor;
        const person =
          row.responsibleId === null ? '' : (session.people.nameOf(row.companyId, row.responsibleId) ?? `user ${row.responsibleId}`);
        const tail = [row.detail, person].filter((piece) => piece !== '').join(` ${separator} `);
        const tailText = tail === '' ? '' : `  ${tail}`;
        const name = fitText(`${row.kind} ${row.name}`, Math.max(8, inner - 2 - textWidth(tailText)));
        return (
          <Text key={`${row.kind}-${row.id}-${row.section}`} wrap="truncate-end" {...(selected ? theme.selection : {})}>
            {fitText(`${selected ? `${theme.glyphs.pointer} ` : '  '}${name}`, inner)}
            <Text {...(selected ? {} : theme.muted)}>{fitText(tailText, Math.max(0, inner - 2 - textWidth(name)))}</Text>
          </Text>
        );
      })}
    </Box>
  );
}
