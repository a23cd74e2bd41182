// node:sqlite, loaded without the "experimental" notice Node 22 and 23 print on stderr when it is
// first loaded: a command's stderr is for the user's words (scripts read it). The module is loaded
// on first use, so commands that keep nothing (--version, help) never load it.
import type * as Sqlite from 'node:sqlite';

let loaded: typeof Sqlite | undefined;

export function sqlite(): typeof Sqlite {
  if (loaded) return loaded;
  const emitWarning = process.emitWarning.bind(process) as (...args: unknown[]) => void;
  const original = Object.getOwnPropertyDescriptor(process, 'emitWarning');
  process.emitWarning = (warning: string | Error, ...rest: unknown[]) => {
    const text = typeof warning === 'string' ? warning : warning.message;
    const type = typeof rest[0] === 'string' ? rest[0] : (rest[0] as { type?: string } | undefined)?.type;
    if (type === 'ExperimentalWarning' && /SQLite/i.test(text)) return;
    emitWarning(warning, ...rest);
  };
  try {
    loaded = process.getBuiltinModule('node:sqlite');
  } finally {
    if (original) Object.defineProperty(process, 'emitWarning', original);
  }
  return loaded;
}

export type DatabaseSync = Sqlite.DatabaseSync;
export type StatementSync = Sqlite.StatementSync;
export type SQLInputValue = Sqlite.SQLInputValue;
