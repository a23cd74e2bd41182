// The console's panes. They render state and nothing else: no input hooks, no requests.
import { Box, Text } from 'ink';
import type { ReactElement } from 'react';
import { childKinds, kindSpec, pluralWords, type KindName } from '../../catalogue/catalogue.js';
import { displayValue } from '../../catalogue/values.js';
import type { Resource } from '../../core/resource.js';
import { useTheme, type TextStyle, type Theme } from '../theme.js';
import type { Frame, Status } from '../state/navigation.js';
import { isListableUnder } from '../../index/counters.js';
import { childrenCount, groupSummary, othersUnreachable, reachAdvice } from '../state/reach.js';
import { describeRow, groupTitle, type ListRef, type RowRef, type RowView, type TreeRow } from '../state/tree.js';
import type { TreeSource } from '../state/tree-source.js';
import { fitText, textWidth, wrapWords } from './layout.js';

export interface HeaderProps {
  readonly profile: string;
  readonly host: string;
  readonly readOnly: boolean;
  readonly crumbs: readonly string[];
  readonly width: number;
}

export function Header({ profile, host, readOnly, crumbs, width }: HeaderProps): ReactElement {
  const theme = useTheme();
  const badge = readOnly ? ' READ-ONLY ' : '';
  const title = fitText(`hoshin · ${profile} · ${host}`, width - textWidth(badge) - 1);
  // Breadcrumbs keep their tail: the deepest names matter most.
  let path = crumbs.join(' › ');
  if (textWidth(path) > width) {
    const kept = [...crumbs];
    while (kept.length > 1 && textWidth(`… › ${kept.join(' › ')}`) > width) kept.shift();
    path = fitText(`… › ${kept.join(' › ')}`, width);
  }
  return (
    <Box flexDirection="column" width={width} height={2}>
      <Box width={width}>
        <Text {...theme.accent} wrap="truncate-end">
          {title}
        </Text>
        {readOnly ? (
          <Text>
            {' '}
            <Text {...theme.error} inverse>
              {badge}
            </Text>
          </Text>
        ) : null}
      </Box>
      <Text {...theme.muted} wrap="truncate-end">
        {path}
      </Text>
    </Box>
  );
}

function toneStyle(theme: Theme, tone: RowView['tone']): TextStyle {
  if (tone === 'good') return theme.success;
  if (tone === 'warn') return theme.warning;
  if (tone === 'bad') return theme.error;
  return {};
}

export interface ListPaneProps {
  readonly frame: Frame | undefined;
  readonly title: string;
  readonly source: TreeSource;
  readonly width: number;
  readonly height: number;
  readonly pageSize: number;
  readonly focused: boolean;
  readonly filterEditing: boolean;
  readonly today: string;
  /** Bumped when the index changes, so memoised rows re-describe. */
  readonly revision: number;
}

/** One row, laid out by hand so that it never exceeds the pane: marker, title, children, figure. */
function ListRow({ row, selected, source, width, today }: { row: TreeRow; selected: boolean; source: TreeSource; width: number; today: string }): ReactElement {
  const theme = useTheme();
  const view = describeRow(row.ref, source, today);
  const marker = selected ? '› ' : '  ';
  const open = view.openable ? ' ›' : '';
  const figure = view.figure && !view.swatch ? ` ${view.figure}` : '';
  const swatch = view.swatch ? (theme.colour ? ' ██' : ` ${view.swatch}`) : '';
  const children = view.children ? `  ${view.children}` : '';
  const room = width - marker.length - open.length;
  const tail = textWidth(figure) + textWidth(swatch);
  const titleRoom = Math.max(4, room - tail);
  const title = fitText(view.title, titleRoom);
  const childText = fitText(children, Math.max(0, titleRoom - textWidth(title)));
  const pad = ' '.repeat(Math.max(0, room - textWidth(title) - textWidth(childText) - tail));
  const line = (
    <Text wrap="truncate-end">
      {marker}
      {title}
      <Text {...theme.muted}>{childText}</Text>
      {pad}
      <Text {...toneStyle(theme, view.tone)}>{figure}</Text>
      {view.swatch ? <Text {...(theme.colour ? { color: view.swatch } : {})}>{swatch}</Text> : null}
      <Text {...theme.muted}>{open}</Text>
    </Text>
  );
  return selected ? <Text {...theme.selection}>{line}</Text> : line;
}

/** What an empty list says: a list the service cannot give is not refreshed by r. */
function emptyListHint(list: ListRef): string {
  if (list.type === 'children' && list.parentKind !== null && !isListableUnder(list.parentKind, list.childKind)) {
    return `  none known here: the service cannot list ${pluralWords(kindSpec(list.childKind))}; : opens them by web address or id, n creates`;
  }
  return '  nothing known here yet: r refreshes, : opens by id, n creates';
}

export function ListPane({ frame, title, source, width, height, pageSize, focused, filterEditing, today }: ListPaneProps): ReactElement {
  const theme = useTheme();
  const inner = Math.max(1, width - 2);
  const count = frame ? frame.view.length : 0;
  const total = frame ? frame.rows.length : 0;
  const filterText = frame && (frame.filter !== '' || filterEditing) ? `  /${frame.filter}${filterEditing ? '▏' : ''}` : '';
  const counter = total === count ? `${total}` : `${count}/${total}`;
  const heading = `${fitText(title, Math.max(1, inner - textWidth(filterText) - counter.length - 3))} (${counter})${filterText}`;
  const visible = frame ? frame.view.slice(frame.scroll, frame.scroll + pageSize) : [];
  return (
    <Box flexDirection="column" width={width} height={height} borderStyle="round" borderColor={focused ? theme.borderFocus : theme.border}>
      <Text {...(focused ? theme.accent : theme.muted)} wrap="truncate-end">
        {fitText(heading, inner)}
      </Text>
      {frame && count === 0 ? (
        <Text {...theme.muted} wrap="truncate-end">
          {fitText(total === 0 ? emptyListHint(frame.list) : '  no row matches the filter', inner)}
        </Text>
      ) : null}
      {visible.map((rowIndex, position) => {
        const row = frame?.rows[rowIndex] as TreeRow;
        return (
          <ListRow
            key={row.key}
            row={row}
            selected={frame?.cursor === frame!.scroll + position}
            source={source}
            width={inner}
            today={today}
          />
        );
      })}
    </Box>
  );
}

export interface DetailLine {
  readonly label: string;
  readonly value: string;
  readonly tone?: RowView['tone'];
  /** A sentence over the pane's whole width, wrapped (the label is not shown). */
  readonly prose?: boolean;
}

function adviceLines(childKind: KindName): DetailLine[] {
  return [{ label: '', value: '' }, ...reachAdvice(childKind).map((value) => ({ label: '', value, prose: true }))];
}

/** An open list with nothing selected: what is known of it and, when the service cannot list it, how to reach more. */
function listDetail(list: ListRef | undefined, source: TreeSource): { title: string; lines: DetailLine[] } {
  if (list?.type !== 'children' || list.parentKind === null || list.parentId === null) return { title: '', lines: [] };
  const count = childrenCount(source, list.parentKind, list.parentId, list.childKind);
  if (count.listable) return { title: '', lines: [] };
  const lines: DetailLine[] = [{ label: 'Known', value: groupSummary(count, list.childKind) }, ...adviceLines(list.childKind)];
  return { title: groupTitle(kindSpec(list.childKind)), lines };
}

/** The detail of a row as label/value lines, from the catalogue's fields; `list` is the open list, for when no row is selected. */
export function detailLines(ref: RowRef | undefined, source: TreeSource, today: string, baseUrl: string, list?: ListRef): { title: string; lines: DetailLine[] } {
  if (!ref) return listDetail(list, source);
  const view = describeRow(ref, source, today);
  if (ref.type === 'group') {
    const count = childrenCount(source, ref.parentKind, ref.parentId, ref.childKind);
    const advice = othersUnreachable(count) ? adviceLines(ref.childKind) : [];
    return { title: view.title, lines: [{ label: 'Known', value: view.children }, ...advice] };
  }
  const spec = kindSpec(ref.kind);
  const resource: Resource | undefined = source.resource(ref.kind, ref.id);
  const lines: DetailLine[] = [];
  if (view.figure) lines.push({ label: 'Figure', value: view.figure, tone: view.tone });
  if (view.children) lines.push({ label: 'Children', value: view.children });
  for (const field of spec.fields) {
    const value = resource?.[field.name];
    if (value === undefined || value === null || value === '') continue;
    lines.push({ label: field.label, value: displayValue(field.type, value) });
  }
  if (!resource) lines.push({ label: 'Note', value: 'not fetched yet: r refreshes' });
  lines.push({ label: 'Web', value: `${baseUrl.replace(/\/$/, '')}/${spec.webSegment}/${ref.id}` });
  // The parent counts more than are known here: say how to reach them.
  const short = childKinds(ref.kind).find((child) => {
    const count = childrenCount(source, ref.kind, ref.id, child.name);
    return count.counted !== null && othersUnreachable(count);
  });
  if (short) lines.push(...adviceLines(short.name));
  return { title: `${spec.label} ${ref.id}`, lines };
}

export interface DetailPaneProps {
  readonly title: string;
  readonly lines: readonly DetailLine[];
  readonly width: number;
  readonly height: number;
  readonly scroll: number;
  readonly focused: boolean;
}

export function DetailPane({ title, lines, width, height, scroll, focused }: DetailPaneProps): ReactElement {
  const theme = useTheme();
  const inner = Math.max(1, width - 2);
  const room = Math.max(1, height - 3);
  // Sentences take the whole width, wrapped: each of their lines scrolls like a field.
  const rows = lines.flatMap((line) => (line.prose ? wrapWords(line.value, inner).map((value) => ({ ...line, value })) : [line]));
  const top = Math.min(scroll, Math.max(0, rows.length - room));
  const labelWidth = Math.min(18, Math.max(6, Math.floor(inner * 0.4)));
  const more = rows.length > top + room ? ` ↓${rows.length - top - room}` : '';
  return (
    <Box flexDirection="column" width={width} height={height} borderStyle="round" borderColor={focused ? theme.borderFocus : theme.border}>
      <Text {...(focused ? theme.accent : theme.muted)} wrap="truncate-end">
        {fitText(`${title}${more}`, inner)}
      </Text>
      {rows.slice(top, top + room).map((line, position) =>
        line.prose ? (
          <Text key={`${top + position}`} wrap="truncate-end">
            {line.value}
          </Text>
        ) : (
          <Text key={`${top + position}`} wrap="truncate-end">
            <Text {...theme.muted}>{fitText(line.label, labelWidth - 1).padEnd(labelWidth)}</Text>
            <Text {...toneStyle(theme, line.tone ?? 'plain')}>{fitText(line.value, Math.max(1, inner - labelWidth))}</Text>
          </Text>
        ),
      )}
    </Box>
  );
}

const SPINNER = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

export function StatusLine({ busy, label, status, tick, width }: { busy: boolean; label: string; status: Status | null; tick: number; width: number }): ReactElement {
  const theme = useTheme();
  if (busy) {
    return (
      <Text {...theme.accent} wrap="truncate-end">
        {fitText(`${SPINNER[tick % SPINNER.length]} ${label}`, width)}
      </Text>
    );
  }
  if (!status) return <Text> </Text>;
  const style = status.tone === 'error' ? theme.error : status.tone === 'success' ? theme.success : theme.muted;
  return (
    <Text {...style} wrap="truncate-end">
      {fitText(status.text, width)}
    </Text>
  );
}

export function Footer({ hints, width }: { hints: string; width: number }): ReactElement {
  const theme = useTheme();
  return (
    <Text {...theme.muted} wrap="truncate-end">
      {fitText(hints, width)}
    </Text>
  );
}
