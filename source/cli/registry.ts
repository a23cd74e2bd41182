// Every command, in the order `hoshin help` lists them; each described once in specs/.
import { AUTH } from './specs/auth.js';
import { DEMO, TUI } from './specs/console.js';
import { DOCTOR, INFO } from './specs/diagnostics.js';
import { INDEX } from './specs/local-index.js';
import { LOG, UNDO } from './specs/journal.js';
import { HISTORY, MOVE, RECORD } from './specs/monthly-update.js';
import { PROFILE } from './specs/profile.js';
import { CREATE, DELETE, GET, LIST, UPDATE } from './specs/resources.js';
import { BOWLING, DUE, HEALTH, REPORT } from './specs/review.js';
import { SANDBOX } from './specs/sandbox.js';
import { SIGN } from './specs/sign.js';
import { TARGETS } from './commands/targets/spec.js';
import { CASCADE } from './commands/cascade/spec.js';
import type { CommandSpec } from './specs/types.js';
import { COMPLETE, COMPLETION, HELP } from './specs/usage.js';

export const COMMANDS: readonly CommandSpec[] = [
  TUI,
  DEMO,
  GET,
  LIST,
  CREATE,
  UPDATE,
  DELETE,
  RECORD,
  MOVE,
  HISTORY,
  LOG,
  UNDO,
  HEALTH,
  BOWLING,
  DUE,
  TARGETS,
  CASCADE,
  REPORT,
  SIGN,
  AUTH,
  PROFILE,
  DOCTOR,
  INFO,
  SANDBOX,
  INDEX,
  COMPLETION,
  HELP,
  COMPLETE,
];
