// The form on the body: its host made from the shell, kept while the form is open.
import { useMemo, type ReactElement } from 'react';
import type { OverlayViewProps } from '../kernel/feature.js';
import { useShell } from '../kernel/console-context.js';
import { formHostOf } from './form-host.js';
import { FormOverlay } from './form-overlay.js';
import type { FormOverlayState } from './form-overlays.js';

export function FormView({ overlay, width, height, active }: OverlayViewProps<FormOverlayState>): ReactElement {
  const shell = useShell();
  const host = useMemo(() => formHostOf(shell), [shell]);
  return <FormOverlay host={host} overlay={overlay} width={width} height={height} active={active} />;
}
