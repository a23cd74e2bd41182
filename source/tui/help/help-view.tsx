// The `?` help on the body: the key table's lines at the body's width, scrolled, with its `/` filter.
import { Text } from 'ink';
import type { ReactElement } from 'react';
import type { KeyContext, KeyTable, OverlayViewProps } from '../kernel/feature.js';
import { keyOf } from '../kernel/keys.js';
import { useShell } from '../kernel/console-context.js';
import { useTheme } from '../kernel/theme.js';
import { fitText, panelRoom } from '../kernel/layout.js';
import { FILTER_CLEAR } from '../filter/keys.js';
import { helpTitle } from './help-lines.js';
import type { HelpOverlay as HelpOverlayState } from './help-overlay.js';
import { helpKeyWidth, helpRows } from './help-rows.js';
import { helpFrom } from './help-from.js';
import { Panel } from '../kernel/panel.js';

interface HelpOverlayProps {
  /** Every feature's keys. */
  readonly keys: KeyTable;
  readonly width: number;
  readonly height: number;
  readonly scroll: number;
  readonly readOnly: boolean;
  /** The `/` filter, and whether it still takes keys. */
  readonly filter?: string;
  readonly filtering?: boolean;
  /** The context it was opened from: its keys come first. */
  readonly from?: KeyContext;
}

export function HelpOverlay({
  keys,
  width,
  height,
  scroll,
  readOnly,
  filter = '',
  filtering = false,
  from,
}: HelpOverlayProps): ReactElement {
  const theme = useTheme();
  const inner = Math.max(1, width - 2);
  const room = panelRoom(height);
  const rows = helpRows(keys, readOnly, filter, inner, from);
  const top = Math.min(scroll, Math.max(0, rows.length - room));
  const keyWidth = helpKeyWidth(inner);
  const search = filter !== '' || filtering ? `  /${filter}${filtering ? theme.glyphs.cursor : ''}` : '';
  const title =
    rows.length === 0
      ? `Help: nothing holds \u201c${filter}\u201d (${keyOf(FILTER_CLEAR)} clears)`
      : helpTitle(top + 1, Math.min(rows.length, top + room), rows.length);
  return (
    <Panel width={width} height={height} title={fitText(`${title}${search}`, inner)}>
      {rows.slice(top, top + room).map((row, position) =>
        row.heading ? (
          <Text key={position} {...theme.accent} wrap="truncate-end">
            {fitText(row.text, inner)}
          </Text>
        ) : (
          <Text key={position} wrap="truncate-end">
            <Text {...theme.badge}>{row.text === '' ? fitText(row.keys, inner) : row.keys.padEnd(keyWidth)}</Text>
            {row.text === '' ? '' : ` ${row.text}`}
          </Text>
        ),
      )}
    </Panel>
  );
}

/** The help as the body shows it. */
export function HelpView({ overlay, state, width, height }: OverlayViewProps<HelpOverlayState>): ReactElement {
  const keys = useShell().keys;
  const from = helpFrom(keys, state);
  return (
    <HelpOverlay
      keys={keys}
      {...(from === undefined ? {} : { from })}
      width={width}
      height={height}
      scroll={overlay.scroll}
      readOnly={state.readOnly}
      filter={overlay.filter ?? ''}
      filtering={overlay.filtering ?? false}
    />
  );
}
