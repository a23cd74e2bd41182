// Every command's name, in the order `hoshin help` lists them, and where its description is: the
// dispatcher reads the description of the command the line names and no other (decision 0361),
// so a command does not pay at start for the thirty others' descriptions and the tables they
// import. cli/registry.ts holds them all, for the help, the completion and the docs; a test holds
// the two equal.
import { DEMO } from './commands/demo/spec.js';
import { TUI } from './commands/tui/spec.js';
import type { CommandSpec } from './specs/types.js';

export interface IndexedCommand {
  readonly name: string;
  /** Left out of the help, the completion and the "did you mean" hints (`__complete`). */
  readonly hidden?: true;
  readonly spec: () => Promise<CommandSpec>;
}

export const COMMAND_INDEX: readonly IndexedCommand[] = [
  // The console's two commands are read at once, with the dispatcher: `hoshin` and `hoshin demo`
  // then read no file more before the console's own.
  { name: 'tui', spec: async () => TUI },
  { name: 'demo', spec: async () => DEMO },
  { name: 'get', spec: async () => (await import('./commands/get/spec.js')).GET },
  { name: 'list', spec: async () => (await import('./commands/list/spec.js')).LIST },
  { name: 'find', spec: async () => (await import('./commands/find/spec.js')).FIND },
  { name: 'create', spec: async () => (await import('./commands/create/spec.js')).CREATE },
  { name: 'update', spec: async () => (await import('./commands/update/spec.js')).UPDATE },
  { name: 'delete', spec: async () => (await import('./commands/delete/spec.js')).DELETE },
  { name: 'record', spec: async () => (await import('./commands/record/spec.js')).RECORD },
  { name: 'move', spec: async () => (await import('./commands/move/spec.js')).MOVE },
  { name: 'history', spec: async () => (await import('./commands/history/spec.js')).HISTORY },
  { name: 'log', spec: async () => (await import('./commands/log/spec.js')).LOG },
  { name: 'undo', spec: async () => (await import('./commands/undo/spec.js')).UNDO },
  { name: 'health', spec: async () => (await import('./commands/health/spec.js')).HEALTH },
  { name: 'bowling', spec: async () => (await import('./commands/bowling/spec.js')).BOWLING },
  { name: 'due', spec: async () => (await import('./commands/due/spec.js')).DUE },
  { name: 'remind', spec: async () => (await import('./commands/remind/spec.js')).REMIND },
  { name: 'rollover', spec: async () => (await import('./commands/rollover/spec.js')).ROLLOVER },
  { name: 'targets', spec: async () => (await import('./commands/targets/spec.js')).TARGETS },
  { name: 'cascade', spec: async () => (await import('./commands/cascade/spec.js')).CASCADE },
  { name: 'report', spec: async () => (await import('./commands/report/spec.js')).REPORT },
  { name: 'review', spec: async () => (await import('./commands/review/spec.js')).REVIEW },
  { name: 'view', spec: async () => (await import('./commands/view/spec.js')).VIEW },
  { name: 'sign', spec: async () => (await import('./commands/sign/spec.js')).SIGN },
  { name: 'auth', spec: async () => (await import('./commands/auth/spec.js')).AUTH },
  { name: 'profile', spec: async () => (await import('./commands/profile/spec.js')).PROFILE },
  { name: 'doctor', spec: async () => (await import('./commands/doctor/spec.js')).DOCTOR },
  { name: 'info', spec: async () => (await import('./commands/info/spec.js')).INFO },
  { name: 'sandbox', spec: async () => (await import('./commands/sandbox/spec.js')).SANDBOX },
  { name: 'index', spec: async () => (await import('./commands/index/spec.js')).INDEX },
  { name: 'completion', spec: async () => (await import('./commands/completion/spec.js')).COMPLETION },
  { name: 'help', spec: async () => (await import('./commands/help/spec.js')).HELP },
  { name: '__complete', hidden: true, spec: async () => (await import('./commands/complete/spec.js')).COMPLETE },
];
