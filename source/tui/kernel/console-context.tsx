// What every controller of the console shares, given once by the root: the store (its state and
// dispatch) in one context, and the session, the request runner and the shell's clock and exit in
// another. The actions never change while the console runs, so reading them re-renders nothing.
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import type { Session } from '../../usecases/session.js';
import type { TreeSource } from '../tree/tree-source.js';
import type { AppExit } from './app-props.js';
import type { ConsoleStore } from './use-console-store.js';
import type { RequestRunner } from './use-requests.js';

export interface ConsoleActions {
  readonly session: Session;
  /** The tree's rows, read from the session's index. */
  readonly source: TreeSource;
  /** Runs a request with the spinner; failures go to `onError` (or the status line). */
  readonly request: RequestRunner;
  /** The console's clock (injectable for tests) and the local day it says. */
  readonly now: () => number;
  readonly today: string;
  /** Leaves the console (quit, or another profile). */
  readonly quit: (exit?: AppExit) => void;
}

const StateContext = createContext<ConsoleStore | null>(null);
const ActionsContext = createContext<ConsoleActions | null>(null);

export function ConsoleProvider(props: { store: ConsoleStore; actions: ConsoleActions; children: ReactNode }): ReactElement {
  return (
    <StateContext.Provider value={props.store}>
      <ActionsContext.Provider value={props.actions}>{props.children}</ActionsContext.Provider>
    </StateContext.Provider>
  );
}

/** The store: the state this render shows, the state after every action so far (`current`), dispatch. */
export function useConsoleState(): ConsoleStore {
  const store = useContext(StateContext);
  if (!store) throw new Error('useConsoleState needs a ConsoleProvider above it');
  return store;
}

export function useConsoleActions(): ConsoleActions {
  const actions = useContext(ActionsContext);
  if (!actions) throw new Error('useConsoleActions needs a ConsoleProvider above it');
  return actions;
}
