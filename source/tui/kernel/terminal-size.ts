// The terminal's size as React state, redrawn cleanly on resize.
import { useStdout } from 'ink';
import { useEffect, useState } from 'react';

// Clear the visible screen (not the scrollback) and home the cursor.
const CLEAR_SCREEN = '\u001B[2J\u001B[H';

export interface TerminalSize {
  readonly columns: number;
  readonly rows: number;
}

/** The size of the stream Ink renders to: a terminal has one; anything else is taken as 80x24. */
export function sizeOf(stream: NodeJS.WritableStream): TerminalSize {
  const { columns, rows } = stream as Partial<Pick<NodeJS.WriteStream, 'columns' | 'rows'>>;
  return { columns: columns || 80, rows: rows || 24 };
}

/** A narrowed terminal re-wraps the old frame onto rows Ink does not erase: the screen is cleared first. */
export function useTerminalSize(): TerminalSize {
  const { stdout } = useStdout();
  const [size, setSize] = useState<TerminalSize>(() => sizeOf(stdout));
  useEffect(() => {
    let last = sizeOf(stdout);
    const onResize = () => {
      const next = sizeOf(stdout);
      if (next.columns < last.columns || next.rows < last.rows) stdout.write(CLEAR_SCREEN);
      last = next;
      setSize(next);
    };
    stdout.on('resize', onResize);
    return () => {
      stdout.off('resize', onResize);
    };
  }, [stdout]);
  return size;
}
