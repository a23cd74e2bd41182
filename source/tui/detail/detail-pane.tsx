// The detail pane of a row that is not an indicator: label/value lines, each value wrapped under
// its label, sentences over the whole width; scrolled, the title marks the rows above and below.
import { moreMark } from '../../terminal/glyphs.js';
import { Text } from 'ink';
import type { ReactElement } from 'react';
import type { DetailLine } from './people-text.js';
import { wrappedRows } from '../kernel/wrapped-rows.js';
import { useTheme } from '../kernel/theme.js';
import { Panel } from '../kernel/panel.js';
import { fitText, textWidth, wordPrefix } from '../kernel/layout.js';
import { toneStyle } from '../kernel/tone.js';
import { wrapAll } from '../../terminal/text-wrap.js';
import { flowUnits } from './flow-units.js';

interface DetailPaneProps {
  readonly title: string;
  /** Kept whole after the title (a value's day): a title too long for its rows is cut at a word before it. */
  readonly titleEnd?: string;
  readonly lines: readonly DetailLine[];
  readonly width: number;
  readonly height: number;
  readonly scroll: number;
  readonly focused: boolean;
}

interface PaneRow {
  readonly label: string;
  readonly value: string;
  readonly tone: DetailLine['tone'];
  readonly prose: boolean;
}

const WEB_ADDRESS = /^https?:\/\/\S+$/;

/**
 * A web address too wide for its place: on a row of its own, never broken; wider than the pane,
 * its middle shortened to `omitted` (under ASCII `...`: the cut mark `$` may be in an address).
 */
function addressRows(line: DetailLine, inner: number, omitted: string): PaneRow[] {
  const chars = Array.from(line.value);
  const room = Math.max(2, inner - textWidth(omitted));
  const tail = Math.floor(room / 2);
  const value =
    textWidth(line.value) <= inner
      ? line.value
      : `${chars.slice(0, room - tail).join('')}${omitted}${chars.slice(chars.length - tail).join('')}`;
  return [
    { label: line.label, value: '', tone: line.tone, prose: false },
    { label: '', value, tone: line.tone, prose: true },
  ];
}

/** A value's pieces on rows of `width`: by its units where it has them, else at its spaces. */
function valuePieces(line: DetailLine, width: number): string[] {
  // A value of parts joined by the separator (`indicators: 1 · tasks: 2`) wraps between its parts.
  const parts = / [·|] /.exec(line.value);
  const units = line.units ?? (parts ? { texts: line.value.split(parts[0]), separator: parts[0] } : undefined);
  if (!units) return wrapAll(line.value, width);
  return flowUnits(
    units.texts.map((text) => ({ text, tone: null })),
    width,
    units.separator,
  ).map((row) => row.map((unit) => unit.text).join(''));
}

/** The pane's rows: a value under its label, a sentence the whole width, a name too wide whole under its label. */
export function detailRows(lines: readonly DetailLine[], inner: number, labelWidth: number, omitted = '…'): PaneRow[] {
  return lines.flatMap((line) => {
    if (WEB_ADDRESS.test(line.value) && textWidth(line.value) > inner - labelWidth) return addressRows(line, inner, omitted);
    // A label too wide for its column goes whole on a row of its own, its value under it.
    if (line.label !== '' && textWidth(line.label) > labelWidth - 1)
      return [
        { label: '', value: line.label, tone: 'muted' as const, prose: true },
        ...valuePieces(line, inner).map((value) => ({ label: '', value, tone: line.tone, prose: true })),
      ];
    if (line.whole === true && textWidth(line.value) > inner - labelWidth && textWidth(line.value) <= inner)
      return [
        { label: line.label, value: '', tone: line.tone, prose: false },
        { label: '', value: line.value, tone: line.tone, prose: true },
      ];
    const prose = line.prose === true;
    // A paragraph keeps its line breaks (a description typed on several lines): each line wraps on its own.
    if (prose && line.label === '' && /\r?\n/.test(line.value))
      return line.value
        .split(/\r?\n/)
        .flatMap((paragraph) => (paragraph.trim() === '' ? [''] : wrapAll(paragraph, inner)))
        .map((value) => ({ label: '', value, tone: line.tone, prose }));
    const pieces = valuePieces(line, prose ? inner : Math.max(1, inner - labelWidth));
    return pieces.map((value, index) => ({ label: index === 0 ? line.label : '', value, tone: line.tone, prose }));
  });
}

const MOST_TITLE_ROWS = 2;

/** The title and the marks on at most MOST_TITLE_ROWS rows, the title cut at a word where it must be. */
export function titleRows(title: string, end: string, marks: string, inner: number, ellipsis: string): string[] {
  const whole = `${title}${end}${marks}`;
  const rows = wrapAll(whole, inner);
  if (rows.length <= MOST_TITLE_ROWS) return rows;
  const words = title.split(' ');
  for (let count = words.length - 1; count > 0; count -= 1) {
    const kept = wordPrefix(words.slice(0, count).join(' '), Number.POSITIVE_INFINITY);
    const cut = wrapAll(`${kept}${ellipsis}${end}${marks}`, inner);
    if (kept !== '' && cut.length <= MOST_TITLE_ROWS) return cut;
  }
  return wrappedRows(whole, inner, MOST_TITLE_ROWS);
}

export function DetailPane({ title, titleEnd = '', lines, width, height, scroll, focused }: DetailPaneProps): ReactElement {
  const theme = useTheme();
  const inner = Math.max(1, width - 2);
  // The title wraps onto a second row rather than losing its end (the mark of rows below).
  const ellipsis = theme.glyphs.ellipsis;
  const marks = ` ${moreMark(theme.glyphs, 'above', 999)} ${moreMark(theme.glyphs, 'below', 999)}`;
  const titleHeight = titleRows(title, titleEnd, marks, inner, ellipsis).length;
  const room = Math.max(1, height - 2 - titleHeight);
  // The label column: as wide as the widest label needs where that leaves half the pane to values.
  const widestLabel = Math.max(0, ...lines.map((line) => (line.prose === true ? 0 : textWidth(line.label))));
  const labelWidth = Math.max(Math.min(18, Math.max(6, Math.floor(inner * 0.4))), Math.min(widestLabel + 1, Math.floor(inner / 2)));
  const rows = detailRows(lines, inner, labelWidth, theme.glyphs.omitted);
  const top = Math.min(scroll, Math.max(0, rows.length - room));
  const above = top > 0 ? ` ${moreMark(theme.glyphs, 'above', top)}` : '';
  const more = `${above}${rows.length > top + room ? ` ${moreMark(theme.glyphs, 'below', rows.length - top - room)}` : ''}`;
  const heading = titleRows(title, titleEnd, more, inner, ellipsis);
  return (
    <Panel width={width} height={height} focused={focused}>
      {heading.map((row, index) => (
        <Text key={`title${index}`} {...(focused ? theme.accent : theme.muted)} wrap="truncate-end">
          {row}
        </Text>
      ))}
      {heading.length < titleHeight ? <Text> </Text> : null}
      {rows.slice(top, top + room).map((row, position) =>
        row.prose ? (
          <Text key={`${top + position}`} wrap="truncate-end" {...toneStyle(theme, row.tone)}>
            {row.value}
          </Text>
        ) : (
          <Text key={`${top + position}`} wrap="truncate-end">
            <Text {...theme.muted}>{fitText(row.label, labelWidth - 1).padEnd(labelWidth)}</Text>
            <Text {...toneStyle(theme, row.tone)}>{row.value}</Text>
          </Text>
        ),
      )}
    </Panel>
  );
}
