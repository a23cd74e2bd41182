// The cascade (`K`) as `hoshin cascade` says it, scrolled with the list keys.
import { Text } from 'ink';
import type { ReactElement } from 'react';
import type { OverlayViewProps } from '../kernel/feature.js';
import { useConsoleActions } from '../kernel/console-context.js';
import { fitText, textWidth } from '../kernel/layout.js';
import { visibleLine } from '../../core/untrusted-text.js';
import { CASCADE_CHROME, cascadeInner, cascadeLines, type CascadeOverlay } from './cascade-overlay.js';
import { Panel } from '../kernel/panel.js';

export function CascadePane({ overlay, width, height }: OverlayViewProps<CascadeOverlay>): ReactElement {
  const { session } = useConsoleActions();
  const inner = cascadeInner(width);
  const lines = cascadeLines(session, overlay.hoshinId, inner);
  const visible = Math.max(1, height - CASCADE_CHROME);
  const scroll = Math.min(overlay.scroll, Math.max(0, lines.length - visible));
  const more = lines.length > visible ? ` (lines ${scroll + 1}-${Math.min(lines.length, scroll + visible)} of ${lines.length})` : '';
  // The plan by name when the title has room for it; which lines show comes first.
  const base = `The cascade of hoshin ${overlay.hoshinId}`;
  const name = session.index.get('hoshin', overlay.hoshinId)?.resource?.['name'];
  const named = typeof name === 'string' && name.trim() !== '' ? `${base}, “${visibleLine(name)}”${more}` : undefined;
  const title = named !== undefined && textWidth(named) <= inner ? named : `${base}${more}`;
  return (
    <Panel width={width} height={height} title={fitText(title, inner)}>
      {lines.slice(scroll, scroll + visible).map((line, index) => (
        <Text key={`${scroll + index}`} bold={line.heading} wrap="truncate-end">
          {fitText(line.text, inner)}
        </Text>
      ))}
    </Panel>
  );
}
