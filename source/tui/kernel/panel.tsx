// The bordered box of a view, its title on the first row: the same frame in every view.
import type { ReactElement, ReactNode } from 'react';
import { Box, Text } from 'ink';
import { useTheme } from './theme.js';

export function Panel({
  width,
  height,
  title,
  focused = true,
  children,
}: {
  readonly width: number;
  readonly height: number;
  /** Already fitted to the room inside the border. */
  readonly title?: string;
  readonly focused?: boolean;
  readonly children?: ReactNode;
}): ReactElement {
  const theme = useTheme();
  return (
    <Box
      flexDirection="column"
      width={width}
      height={height}
      borderStyle={theme.borderStyle}
      borderColor={focused ? theme.borderFocus : theme.border}
    >
      {title === undefined ? null : (
        <Text {...(focused ? theme.accent : theme.muted)} wrap="truncate-end">
          {title}
        </Text>
      )}
      {children}
    </Box>
  );
}
