// One-line editing for the filter and the palette (text at the end only): type, backspace,
// ctrl-u, ctrl-w. Pure.

/** Printable text a key press adds to a line (filter, palette), or undefined. */
function typedText(name: string, input: string): string | undefined {
  if (name === 'space') return ' ';
  if (input.length >= 1 && !name.startsWith('ctrl+') && [...input].every((char) => char >= ' ' && char !== '\u007f')) {
    // Named keys (enter, tab, arrows) never reach here with printable input.
    return ['enter', 'esc', 'tab', 'shift+tab', 'up', 'down', 'left', 'right', 'pgup', 'pgdn', 'home', 'end', 'backspace'].includes(name)
      ? undefined
      : input;
  }
  return undefined;
}

/** Line editing shared by the filter and the palette: type, backspace, ctrl-u, ctrl-w. */
export function editLine(text: string, name: string, input: string): string | undefined {
  if (name === 'backspace') return text.slice(0, -1);
  if (name === 'ctrl+u') return '';
  if (name === 'ctrl+w') return text.replace(/\S+\s*$/, '');
  const typed = typedText(name, input);
  return typed === undefined ? undefined : text + typed;
}
