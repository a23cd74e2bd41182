// The header: where the settings came from and the host, the lasting markers (READ-ONLY, OFFLINE),
// the breadcrumbs and the plan health of the selection's hoshin.
import { Box, Text } from 'ink';
import type { ReactElement } from 'react';
import { visibleLine } from '../../core/untrusted-text.js';
import { useTheme } from './theme.js';
import { toneStyle } from './tone.js';
import { fitText, textWidth } from './layout.js';

interface HeaderProps {
  /** Where the connection's settings came from, in a few words (config/settings-origin.ts). */
  readonly origin: string;
  readonly host: string;
  readonly readOnly: boolean;
  /** While the service does not answer: "data from 3 min ago"; null while it does. */
  readonly offline: string | null;
  readonly crumbs: readonly string[];
  /** The health row, already fitted to the width. */
  readonly health: HeaderHealth;
  readonly width: number;
}

const READ_ONLY = ' READ-ONLY ';
const OFFLINE = ' OFFLINE ';

/** The plan health row of the header and its tone. */
export interface HeaderHealth {
  readonly text: string;
  readonly tone: 'good' | 'warn' | 'bad' | 'muted';
}

export function Header({ origin, host, readOnly, offline, crumbs: names, health, width }: HeaderProps): ReactElement {
  // The crumbs are names from the service: measured and shown with their controls made visible.
  const crumbs = names.map(visibleLine);
  const theme = useTheme();
  const { separator, pointer, omitted } = theme.glyphs;
  const age = offline === null ? '' : ` ${offline}`;
  // The markers keep their room; the title gives way.
  const markers = (readOnly ? 1 + READ_ONLY.length : 0) + (offline === null ? 0 : 1 + OFFLINE.length + textWidth(age));
  const title = fitText(`hoshin ${separator} ${origin} ${separator} ${host}`, Math.max(1, width - markers));
  // Breadcrumbs keep their tail: the deepest names matter most.
  const joint = ` ${pointer} `;
  let path = crumbs.join(joint);
  if (textWidth(path) > width) {
    const kept = [...crumbs];
    while (kept.length > 1 && textWidth(`${omitted}${joint}${kept.join(joint)}`) > width) kept.shift();
    path = fitText(`${omitted}${joint}${kept.join(joint)}`, width);
  }
  return (
    <Box flexDirection="column" width={width} height={3}>
      <Box width={width}>
        <Text {...theme.accent} wrap="truncate-end">
          {title}
        </Text>
        {readOnly ? (
          <Text>
            {' '}
            <Text {...theme.error} inverse>
              {READ_ONLY}
            </Text>
          </Text>
        ) : null}
        {offline === null ? null : (
          <Text wrap="truncate-end">
            {' '}
            <Text {...theme.error} inverse>
              {OFFLINE}
            </Text>
            <Text {...theme.muted}>{age}</Text>
          </Text>
        )}
      </Box>
      <Text {...theme.muted} wrap="truncate-end">
        {path}
      </Text>
      <Text {...toneStyle(theme, health.tone)} wrap="truncate-end">
        {fitText(health.text, width)}
      </Text>
    </Box>
  );
}
