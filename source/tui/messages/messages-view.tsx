// The session's messages, whole, in the body: where a status message cut on its one row reads in full.
import { Text } from 'ink';
import type { ReactElement } from 'react';
import type { OverlayViewProps } from '../kernel/feature.js';
import { keyOf } from '../kernel/keys.js';
import { fitText, panelRoom, textWidth, truncateAtWord } from '../kernel/layout.js';
import { useTheme } from '../kernel/theme.js';
import { MESSAGES_CLOSE } from './keys.js';
import { messageRows, type MessagesOverlayState } from './messages-overlay.js';
import { Panel } from '../kernel/panel.js';

export function MessagesView({ overlay, state, width, height }: OverlayViewProps<MessagesOverlayState>): ReactElement {
  const theme = useTheme();
  const inner = Math.max(1, width - 2);
  const said = state.status.said;
  const rows = messageRows(said, inner);
  const room = panelRoom(height);
  const top = Math.min(overlay.scroll, Math.max(0, rows.length - room));
  const more = rows.length > room ? `, rows ${top + 1}-${Math.min(rows.length, top + room)} of ${rows.length}` : '';
  const close = `; ${keyOf(MESSAGES_CLOSE)} closes`;
  // The longest title that fits whole: the count, the rows shown and the close key go last.
  const forms = [
    `Messages of this session (${said.length}, the newest first${more}${close})`,
    `Messages of this session (${said.length}${more}${close})`,
    `Messages (${said.length}${more}${close})`,
    `Messages (${said.length}${more})`,
  ];
  const title = forms.find((form) => textWidth(form) <= inner) ?? truncateAtWord(forms[forms.length - 1] as string, inner);
  return (
    <Panel width={width} height={height} title={fitText(title, inner)}>
      {rows.length === 0 ? <Text {...theme.muted}>{fitText('Nothing said in this session yet.', inner)}</Text> : null}
      {rows.slice(top, top + room).map((row, position) => (
        <Text
          key={top + position}
          wrap="truncate-end"
          {...(row.tone === 'error' ? theme.error : row.tone === 'success' ? theme.success : {})}
        >
          {row.text === '' ? ' ' : row.text}
        </Text>
      ))}
    </Panel>
  );
}
