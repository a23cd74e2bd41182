// The review walk on the body: where the walk stands, its lines, and the typed line above the item.
import { Box, Text } from 'ink';
import type { ReactElement } from 'react';
import type { OverlayViewProps } from '../kernel/feature.js';
import { useConsoleActions, useShell } from '../kernel/console-context.js';
import { useTheme, type TextStyle, type Theme } from '../kernel/theme.js';
import { toneStyle } from '../kernel/tone.js';
import { headerText, meetingLines, type LineTone } from './meeting-lines.js';
import type { MeetingEntryOverlay, MeetingOverlay, MeetingRefusedOverlay } from './meeting-overlay.js';

/** A meeting line's tone in the detail's tones (kernel/tone.ts), titles in the accent. */
const lineStyle = (theme: Theme, tone: LineTone): TextStyle =>
  tone === 'title' || tone === 'accent' ? theme.accent : toneStyle(theme, tone === 'red' ? 'bad' : tone === 'green' ? 'good' : tone);

export function MeetingView({ overlay, state, width, height }: OverlayViewProps<MeetingOverlay>): ReactElement {
  const theme = useTheme();
  const { today } = useConsoleActions();
  const shell = useShell();
  const meeting = overlay.meeting;
  const key = (action: string) => shell.keys.bindingOf(action, 'meeting')?.keys[0] ?? action;
  const lines = meetingLines(meeting, {
    today,
    width,
    height: Math.max(1, height - 2),
    readOnly: state.readOnly,
    key,
    spark: theme.glyphs.spark,
    ellipsis: theme.glyphs.ellipsis,
  });
  return (
    <Box flexDirection="column" width={width} height={height}>
      <Text {...theme.accent} bold wrap="truncate-end">
        {headerText(meeting, state.readOnly)}
      </Text>
      <Text> </Text>
      {lines.map((line, index) => (
        <Text key={`line${index}`} {...lineStyle(theme, line.tone)} wrap="truncate-end">
          {line.text === '' ? ' ' : line.text}
        </Text>
      ))}
    </Box>
  );
}

const LABELS = {
  value: 'Value for the month',
  comment: "The month's explanation",
  countermeasure: 'Countermeasure (owner and deadline prefilled: d and o change them after)',
  deadline: 'Deadline, YYYY-MM-DD',
  owner: 'Owner: a name, the start of one, or a user id',
} as const;

/** The typed line, asked above the item it is about. */
export function MeetingEntryQuestion({ overlay, width, height }: OverlayViewProps<MeetingEntryOverlay>): ReactElement {
  const theme = useTheme();
  return (
    <Box flexDirection="column" width={width} height={height} borderStyle={theme.borderStyle} borderColor={theme.borderFocus}>
      <Text {...theme.accent} wrap="truncate-end">
        {LABELS[overlay.kind]}
      </Text>
      <Text wrap="truncate-start">{`${overlay.text}${theme.glyphs.cursor}`}</Text>
      <Text {...theme.muted} wrap="truncate-end">
        enter writes it to the service · esc cancels
      </Text>
    </Box>
  );
}

/** A line that could not be asked, where it would have been: why, and what was typed (never sent). */
export function MeetingRefusedQuestion({ overlay, width, height }: OverlayViewProps<MeetingRefusedOverlay>): ReactElement {
  const theme = useTheme();
  return (
    <Box flexDirection="column" width={width} height={height} borderStyle={theme.borderStyle} borderColor={theme.borderFocus}>
      <Text {...theme.warning} wrap="truncate-end">{`Not asked: ${overlay.reason}`}</Text>
      <Text wrap="truncate-start">{`${overlay.text}${theme.glyphs.cursor}`}</Text>
      <Text {...theme.muted} wrap="truncate-end">
        what is typed here is not sent · enter or esc closes
      </Text>
    </Box>
  );
}

/** Alone (no meeting under it, which does not happen): the question as the whole body. */
export function MeetingEntryView(props: OverlayViewProps<MeetingEntryOverlay>): ReactElement {
  return <MeetingEntryQuestion {...props} height={5} />;
}

/** Alone (no meeting under it, which does not happen): the refusal as the whole body. */
export function MeetingRefusedView(props: OverlayViewProps<MeetingRefusedOverlay>): ReactElement {
  return <MeetingRefusedQuestion {...props} height={5} />;
}
