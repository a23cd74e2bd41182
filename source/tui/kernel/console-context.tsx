// What every feature shares, given once by the root: the store in one context; the session, the
// runner, the clock and exit in another that never changes (reading it re-renders nothing).
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import type { ConsoleStore } from './use-console-store.js';
import type { ConsoleActions, Shell } from './feature.js';

const StateContext = createContext<ConsoleStore | null>(null);
const ActionsContext = createContext<ConsoleActions | null>(null);
const ShellContext = createContext<Shell | null>(null);

export function ConsoleProvider(props: { store: ConsoleStore; actions: ConsoleActions; children: ReactNode }): ReactElement {
  return (
    <StateContext.Provider value={props.store}>
      <ActionsContext.Provider value={props.actions}>{props.children}</ActionsContext.Provider>
    </StateContext.Provider>
  );
}

export function ShellProvider(props: { shell: Shell; children: ReactNode }): ReactElement {
  return <ShellContext.Provider value={props.shell}>{props.children}</ShellContext.Provider>;
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

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell needs a ShellProvider above it');
  return shell;
}
