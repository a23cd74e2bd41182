// The two lines under the body: the status line (a spinner while requests run, else the last
// message) and the footer's key hints (already fitted to the width by priority).
import { Box, Text } from 'ink';
import { useEffect, useState, type ReactElement } from 'react';
import type { Status } from './status-line.js';
import { useTheme } from './theme.js';
import { fitText } from './layout.js';
import { wrappedRows } from './wrapped-rows.js';

/** A message longer than the width takes up to this many rows from the body, so it reads whole. */
const MOST_STATUS_ROWS = 3;

/** The rows of a message at a width: wrapped, the last one cut only past MOST_STATUS_ROWS. */
export function statusRows(text: string, width: number): string[] {
  return wrappedRows(text, width, MOST_STATUS_ROWS);
}

/** How many rows the status line needs now: one while busy or quiet, else its message's rows. */
export function statusHeight(busy: boolean, status: Status | null, width: number): number {
  return busy || !status ? 1 : statusRows(status.text, width).length;
}

/** A spinner frame that turns while it is shown. */
function useSpinnerFrame(running: boolean): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setTick((value) => value + 1), 100);
    return () => clearInterval(timer);
  }, [running]);
  return tick;
}

export interface StatusLineProps {
  readonly busy: boolean;
  readonly label: string;
  readonly status: Status | null;
  /** Keys typed while a list loads, waiting for it. */
  readonly heldKeys: number;
  readonly width: number;
}

export function StatusLine({ busy, label, status, heldKeys, width }: StatusLineProps): ReactElement {
  const theme = useTheme();
  const tick = useSpinnerFrame(busy);
  if (busy) {
    const spinner = theme.glyphs.spinner;
    const waiting = heldKeys > 0 ? ` (${heldKeys} ${heldKeys === 1 ? 'key waits' : 'keys wait'} for it)` : '';
    return (
      <Text {...theme.accent} wrap="truncate-end">
        {fitText(`${spinner[tick % spinner.length]} ${label}${waiting}`, width)}
      </Text>
    );
  }
  if (!status) return <Text> </Text>;
  const style = status.tone === 'error' ? theme.error : status.tone === 'success' ? theme.success : theme.muted;
  return (
    <Box flexDirection="column">
      {statusRows(status.text, width).map((line, index) => (
        <Text key={index} {...style} wrap="truncate-end">
          {line}
        </Text>
      ))}
    </Box>
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
