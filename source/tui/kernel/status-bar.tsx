// The two lines under the body: the status line and the footer's key hints.
import { Text } from 'ink';
import { useEffect, useState, type ReactElement } from 'react';
import type { Status } from './status-line.js';
import { useTheme } from './theme.js';
import { fitText, truncateAtWord } from './layout.js';
import { flattenControls } from '../../core/cell-text.js';

/** A message on one row, cut at a word (`m` shows it whole), so the panes never change height; controls shown visibly. */
export const statusRow = (text: string, width: number): string => truncateAtWord(flattenControls(text), width);

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

interface StatusLineProps {
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
    <Text {...style} wrap="truncate-end">
      {statusRow(status.text, width)}
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
