// `y` and `Y`: the web address or the id of what the context has selected, to the clipboard (OSC 52).
import { kindSpec } from '../../catalogue/catalogue.js';
import { reachWords } from '../../terminal/clipboard.js';
import { webAddress } from './detail-lines.js';
import type { Binding, KeyContext, Shell } from '../kernel/feature.js';
import { COPY_ADDRESS, COPY_ID } from './keys.js';
import { say } from '../kernel/status-line.js';

function copy(shell: Shell, context: KeyContext, what: 'address' | 'id'): void {
  const target = shell.keys.context(context)?.selected?.(shell, shell.current()) ?? null;
  if (!target) {
    say(shell, 'select a resource to copy its web address or id', 'info');
    return;
  }
  const label = `${kindSpec(target.kind).label.toLowerCase()} ${target.id}`;
  const text = what === 'address' ? webAddress(shell.session.info.baseUrl, target.kind, target.id) : String(target.id);
  void shell.copyText(text).then((reach) => {
    const { verb, note } = reachWords(reach);
    const thing = what === 'address' ? 'the web address' : 'the id';
    say(shell, `${verb} ${thing} of ${label}${note}: ${text}`, reach === 'copied' ? 'success' : 'info');
  });
}

/** `y` and `Y` in a context that says what it has selected. */
export function copyBindings(context: KeyContext): Binding[] {
  return [
    { ...COPY_ADDRESS, context, run: (shell) => copy(shell, context, 'address') },
    { ...COPY_ID, context, run: (shell) => copy(shell, context, 'id') },
  ];
}
