// Every command, in the order `hoshin help` lists them. Each is described in its own folder
// (commands/<name>/spec.ts), which loads its run only when the command is run: this list loads
// no command's code, and no command imports it.
import { AUTH } from './commands/auth/spec.js';
import { BOWLING } from './commands/bowling/spec.js';
import { COMPLETE } from './commands/complete/spec.js';
import { COMPLETION } from './commands/completion/spec.js';
import { CREATE } from './commands/create/spec.js';
import { DELETE } from './commands/delete/spec.js';
import { DEMO } from './commands/demo/spec.js';
import { DOCTOR } from './commands/doctor/spec.js';
import { DUE } from './commands/due/spec.js';
import { FIND } from './commands/find/spec.js';
import { REMIND } from './commands/remind/spec.js';
import { ROLLOVER } from './commands/rollover/spec.js';
import { GET } from './commands/get/spec.js';
import { HEALTH } from './commands/health/spec.js';
import { HELP } from './commands/help/spec.js';
import { HISTORY } from './commands/history/spec.js';
import { INDEX } from './commands/index/spec.js';
import { INFO } from './commands/info/spec.js';
import { LIST } from './commands/list/spec.js';
import { LOG } from './commands/log/spec.js';
import { MOVE } from './commands/move/spec.js';
import { PROFILE } from './commands/profile/spec.js';
import { RECORD } from './commands/record/spec.js';
import { REPORT } from './commands/report/spec.js';
import { REVIEW } from './commands/review/spec.js';
import { SANDBOX } from './commands/sandbox/spec.js';
import { SIGN } from './commands/sign/spec.js';
import { TUI } from './commands/tui/spec.js';
import { UNDO } from './commands/undo/spec.js';
import { UPDATE } from './commands/update/spec.js';
import { VIEW } from './commands/view/spec.js';
import { TARGETS } from './commands/targets/spec.js';
import { CASCADE } from './commands/cascade/spec.js';
import type { CommandSpec } from './specs/types.js';

export const COMMANDS: readonly CommandSpec[] = [
  TUI,
  DEMO,
  GET,
  LIST,
  FIND,
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
  REMIND,
  ROLLOVER,
  TARGETS,
  CASCADE,
  REPORT,
  REVIEW,
  VIEW,
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
