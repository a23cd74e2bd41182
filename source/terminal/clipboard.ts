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

/**
 * Whether a copy can be said to have reached a clipboard. OSC 52 has no answer, so only where the
 * path is known to carry it: tmux with `set-clipboard on` (tmux keeps it as a buffer and forwards
 * it), or a terminal known to take it by default, outside any multiplexer. Elsewhere (tmux's
 * default `external`, GNU screen, an unknown terminal) the bytes were only sent.
 */
export type ClipboardReach = 'copied' | 'sent-tmux' | 'sent-screen' | 'sent';

/** Terminals that accept OSC 52 by default, by what they put in the environment. */
function takesOsc52(env: Readonly<Record<string, string | undefined>>): boolean {
  const term = env.TERM ?? '';
  const program = env.TERM_PROGRAM ?? '';
  return (
    term === 'xterm-kitty' ||
    term === 'foot' ||
    term === 'alacritty' ||
    term === 'xterm-ghostty' ||
    program === 'WezTerm' ||
    program === 'ghostty' ||
    env.WT_SESSION !== undefined
  );
}

/** `tmuxSetClipboard`: tmux's `set-clipboard` option where known (inside tmux), else null. */
export function clipboardReach(env: Readonly<Record<string, string | undefined>>, tmuxSetClipboard: string | null): ClipboardReach {
  if (env.TMUX) return tmuxSetClipboard === 'on' ? 'copied' : 'sent-tmux';
  if (env.STY || (env.TERM ?? '').startsWith('screen')) return 'sent-screen';
  return takesOsc52(env) ? 'copied' : 'sent';
}

/** What the status line says was done: "copied", or where the bytes went and what they need. */
export function reachWords(reach: ClipboardReach): { readonly verb: string; readonly note: string } {
  switch (reach) {
    case 'copied':
      return { verb: 'copied', note: '' };
    case 'sent-tmux':
      return { verb: 'sent', note: ' to the terminal (needs `set-clipboard on` in tmux)' };
    case 'sent-screen':
      return { verb: 'sent', note: ' to the terminal (screen does not pass it on; run it in tmux)' };
    case 'sent':
      return { verb: 'sent', note: ' to the terminal (copied if it takes OSC 52)' };
  }
}
