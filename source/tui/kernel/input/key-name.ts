// One name for a key press as Ink's useInput reports it ('j', 'ctrl+s', 'shift+tab'). Pure.

export interface KeyFlags {
  readonly upArrow?: boolean;
  readonly downArrow?: boolean;
  readonly leftArrow?: boolean;
  readonly rightArrow?: boolean;
  readonly pageUp?: boolean;
  readonly pageDown?: boolean;
  readonly home?: boolean;
  readonly end?: boolean;
  readonly return?: boolean;
  readonly escape?: boolean;
  readonly ctrl?: boolean;
  readonly shift?: boolean;
  readonly meta?: boolean;
  readonly tab?: boolean;
  readonly backspace?: boolean;
  readonly delete?: boolean;
}

/** One name for a key press, as Ink's useInput reports it. */
export function keyName(input: string, key: KeyFlags): string {
  if (key.upArrow) return 'up';
  if (key.downArrow) return 'down';
  if (key.leftArrow) return 'left';
  if (key.rightArrow) return 'right';
  if (key.pageUp) return 'pgup';
  if (key.pageDown) return 'pgdn';
  if (key.home) return 'home';
  if (key.end) return 'end';
  if (key.return) return 'enter';
  if (key.escape) return 'esc';
  if (key.tab) return key.shift ? 'shift+tab' : 'tab';
  // Ink reports Backspace as `delete` on most terminals.
  if (key.backspace || key.delete) return 'backspace';
  if (key.ctrl && input) return `ctrl+${input.toLowerCase()}`;
  if (input === ' ') return 'space';
  return input;
}
