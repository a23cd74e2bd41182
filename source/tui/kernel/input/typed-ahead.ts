// The one way keys reach a component with input of its own (a form): the shell hands them over, as
// two hooks would both act on a key in an order Ink does not keep. Keys typed before it listens are
// kept and handed over first. Pure.
import type { KeyFlags } from './key-name.js';

export interface HeldKey {
  readonly input: string;
  readonly key: KeyFlags;
}

type KeyListener = (input: string, key: KeyFlags) => void;

export class TypedAhead {
  private held: HeldKey[] = [];
  private listener: KeyListener | undefined;

  /** The shell: hands a key to the listening component, or keeps it until one listens. */
  pass(input: string, key: KeyFlags): void {
    if (this.listener) this.listener(input, key);
    else this.held.push({ input, key });
  }

  /** The component hears every key from now on, first those typed before, in order. */
  listen(listener: KeyListener): void {
    this.listener = listener;
    const held = this.held;
    this.held = [];
    for (const press of held) listener(press.input, press.key);
  }

  /** The component stopped listening (closed, or a question above it took the keys). */
  stop(): void {
    this.listener = undefined;
    this.held = [];
  }
}
