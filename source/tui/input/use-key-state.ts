// State driven by keys. Ink re-subscribes useInput's handler only after React's passive effects
// run, so a handler that closes over render-time state can see a stale value when keys arrive
// quickly (a paste of keys, a fast typist over SSH). Keep the latest state in a ref instead.
import { useRef, useState } from 'react';

export function useKeyState<S>(initial: () => S): [state: S, latest: () => S, set: (next: S) => void] {
  const [state, setState] = useState(initial);
  const ref = useRef(state);
  const set = (next: S): void => {
    ref.current = next;
    setState(next);
  };
  return [state, () => ref.current, set];
}
