// Why a key may not apply: the key table's rules by name. Read-only rules out changes everywhere; the
// selected row rules out keys in the tree (and, for the footer only, in the due queue, where the command says why).
import type { KindName } from '../../catalogue/catalogue.js';
import { bindingOf, keyOf } from './key-lookup.js';
import type { ActionName, Binding, DisabledReason, DisabledRule, KeyContext, KeyFacts, RowFacts } from './keymap.js';

export const READ_ONLY_REASON = 'read-only: changes are disabled';

function changesData(facts: KeyFacts): DisabledReason | null {
  return facts.readOnly ? { text: READ_ONLY_REASON, tone: 'error' } : null;
}

/** A fact of the row that rules the action out, in the one context the row decides. */
function rowRules(facts: KeyFacts, context: KeyContext, applies: (row: Partial<RowFacts>) => boolean | undefined): boolean {
  return facts.context === context && facts.row !== undefined && applies(facts.row) === false;
}

const isKind = (kind: KindName) => (row: Partial<RowFacts>) => (row.kind === undefined ? undefined : row.kind === kind);
const saidByCommand: DisabledReason = { saidByCommand: true };
const tells = (action: ActionName, text: string): DisabledReason => ({
  text: `${keyOf(action, 'tree')} ${text}`,
  tone: 'info',
});

function quitsAtTopOnly(facts: KeyFacts): DisabledReason | null {
  return rowRules(facts, 'tree', (row) => row.topLevel) ? { text: quitRefusal(), tone: 'error' } : null;
}

/** What `q` says below the top level. */
function quitRefusal(): string {
  return `${keyOf('quit', 'tree')} quits at the top level; ${keyOf('back', 'tree')} goes up, ${keyOf('quit-anywhere')} quits anywhere`;
}

function recordsOnIndicators(facts: KeyFacts): DisabledReason | null {
  return (
    changesData(facts) ??
    (rowRules(facts, 'tree', isKind('indicator')) ? tells('record-value', 'records a value of an indicator: select one') : null)
  );
}

function movesTasks(facts: KeyFacts): DisabledReason | null {
  const refused = changesData(facts);
  if (refused) return refused;
  if (rowRules(facts, 'tree', isKind('task'))) return tells('task-status', 'changes the status of a task: select one');
  return rowRules(facts, 'due', isKind('task')) ? saidByCommand : null;
}

function countersIndicators(facts: KeyFacts): DisabledReason | null {
  return changesData(facts) ?? (rowRules(facts, 'tree', isKind('indicator')) ? saidByCommand : null);
}

function recordsDueIndicators(facts: KeyFacts): DisabledReason | null {
  return rowRules(facts, 'due', isKind('indicator')) ? saidByCommand : null;
}

function inHoshinOnly(facts: KeyFacts): DisabledReason | null {
  return rowRules(facts, 'tree', (row) => row.hoshin) ? saidByCommand : null;
}

function attentionInHoshinOnly(facts: KeyFacts): DisabledReason | null {
  return rowRules(facts, 'tree', (row) => row.hoshin)
    ? tells('attention', 'lists what needs attention in a hoshin: select one, or something in one')
    : null;
}

function overviewInHoshinOnly(facts: KeyFacts): DisabledReason | null {
  return rowRules(facts, 'tree', (row) => row.hoshin)
    ? tells('indicators-overview', 'shows the indicators of a hoshin: select one, or something in one')
    : null;
}

function underBoardOnly(facts: KeyFacts): DisabledReason | null {
  return rowRules(facts, 'tree', (row) => row.board)
    ? tells('board', 'shows the tasks of an objective or a hoshin: select one, or something in one')
    : null;
}

function valuesOfIndicatorsOnly(facts: KeyFacts): DisabledReason | null {
  return rowRules(facts, 'tree', isKind('indicator')) ? tells('history-table', 'edits the values of an indicator: select one') : null;
}

const RULES: Readonly<Record<DisabledRule, (facts: KeyFacts) => DisabledReason | null>> = {
  'changes-data': changesData,
  'quits-at-top-only': quitsAtTopOnly,
  'records-on-indicators': recordsOnIndicators,
  'moves-tasks': movesTasks,
  'in-hoshin-only': inHoshinOnly,
  'under-board-only': underBoardOnly,
  'attention-in-hoshin-only': attentionInHoshinOnly,
  'counters-indicators': countersIndicators,
  'overview-in-hoshin-only': overviewInHoshinOnly,
  'values-of-indicators-only': valuesOfIndicatorsOnly,
  'records-due-indicators': recordsDueIndicators,
};

/** Why a binding does not apply now; null when it does. */
export function reasonOf(binding: Binding, facts: KeyFacts): DisabledReason | null {
  return binding.disabled === undefined ? null : RULES[binding.disabled](facts);
}

/** Why an action does not apply now; null when it does. */
export function disabledReason(action: ActionName | undefined, facts: KeyFacts): DisabledReason | null {
  if (action === undefined) return null;
  const binding = bindingOf(action, facts.context);
  return binding === undefined ? null : reasonOf(binding, facts);
}
