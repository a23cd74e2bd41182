// Copying to the person's clipboard through the terminal (OSC 52), which works over SSH. Inside
// tmux the sequence goes out twice: as it is, for tmux's `set-clipboard on` (tmux keeps a buffer and
// forwards it), and wrapped in tmux's DCS passthrough, for `allow-passthrough on` (and tmux before
// 3.3, which passed it through by default). A terminal that gets both sets the same text twice.

/** The OSC 52 sequence that puts text on the clipboard ("c"). */
export function osc52(text: string): string {
  return `\u001b]52;c;${Buffer.from(text, 'utf8').toString('base64')}\u0007`;
}

/** A sequence wrapped for tmux's passthrough: DCS tmux; with every ESC doubled, then ST. */
export function tmuxPassthrough(sequence: string): string {
  return `\u001bPtmux;${sequence.replaceAll('\u001b', '\u001b\u001b')}\u001b\\`;
}

/** What to write to the terminal to copy text, for the environment the console runs in. */
export function clipboardBytes(text: string, env: Readonly<Record<string, string | undefined>>): string {
  const sequence = osc52(text);
  return env.TMUX ? sequence + tmuxPassthrough(sequence) : sequence;
}
