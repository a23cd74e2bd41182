// Keys typed after the key that opens a component with input of its own (a form), before that
// component listens. Ink hands each key only to the handlers subscribed when it arrives, and a new
// component subscribes after React's passive effects: without this, "e" followed quickly by text
// (a fast typist, a slow SSH link) would lose the text. Pure: no Ink, no I/O.
import type { KeyFlags } from '../keymap.js';

export interface HeldKey {
  readonly input: string;
  readonly key: KeyFlags;
}

export class TypedAhead {
  private held: HeldKey[] = [];
  private listening = false;

  /** The shell: keeps a key for the component about to listen; false when it listens already. */
  hold(input: string, key: KeyFlags): boolean {
    if (this.listening) return false;
    this.held.push({ input, key });
    return true;
  }

  /** The component listens from now on; returns the keys typed before, in order. */
  listen(): readonly HeldKey[] {
    this.listening = true;
    const held = this.held;
    this.held = [];
    return held;
  }

  /** The component stopped listening (closed, or a question above it took the keys). */
  stop(): void {
    this.listening = false;
    this.held = [];
  }
}
