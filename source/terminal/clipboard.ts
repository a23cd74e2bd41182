// Copying to the clipboard through the terminal (OSC 52), over SSH too; inside tmux sent both as is and wrapped in its passthrough.

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

/** OSC 52 has no answer: "copied" only where the path is known to carry it; elsewhere the bytes were only sent. */
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
