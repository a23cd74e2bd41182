// hoshin rollover: usecases/rollover-plan.ts shown, then made once asked (--yes); refused with nothing
// sent while the plan is not known whole; run again it makes nothing.
import { refusal, refusalWithHints } from '../../../core/refusal.js';
import { HoshinError, isHoshinError, isMissingRecord } from '../../../core/errors.js';
import { visibleLine } from '../../../core/untrusted-text.js';
import { hoshinPaths } from '../../../config/paths.js';
import { localDay } from '../../../domain/dates.js';
import { newGroupId } from '../../../journal/groups.js';
import { inRolloverGroup, makeRollover } from '../../../usecases/rollover.js';
import { ledgerFile, madeIn, openLedger, readLedger } from '../../../usecases/rollover-ledger.js';
import { planRollover } from '../../../usecases/rollover-plan.js';
import { parseId } from '../../args.js';
import { withConnection, type Connection } from '../../connection.js';
import { formatJson } from '../../output.js';
import { confirm } from '../../prompt.js';
import { refreshScope, refreshScopeObjectives } from '../../refresh-scope.js';
import type { CommandRun } from '../../specs/types.js';
import { proseWidth } from '../../terminal/footnote.js';
import { writeNote } from '../../terminal/stderr-lines.js';
import { missingArgument, unexpectedArguments, usageError, usageHint } from '../../usage-error.js';
import type { ROLLOVER_OPTIONS } from './options.js';
import { archiveOldPlan, archiveText } from './archive-step.js';
import { planJson, planText, resultJson, resultText, type PlanFacts } from './rollover-text.js';

/** The longest name a plan is given here (the service's column is a string). */
const MAX_NAME = 255;

/** The ramp's months: the plan's year is next year from October on, else this one; steps to its December. */
export function targetMonths(today: string): { from: string; by: string } {
  const year = Number(today.slice(0, 4));
  const planYear = Number(today.slice(5, 7)) >= 10 ? year + 1 : year;
  const thisMonth = today.slice(0, 7);
  const before = `${planYear - 1}-12`;
  return { from: thisMonth > before ? thisMonth : before, by: `${planYear}-12` };
}

function nameOf(text: string | undefined): string {
  if (text === undefined) throw missingArgument('--name NAME', [usageHint('rollover <hoshin-id> --name "Plan 2027"')]);
  const name = text.trim();
  if (name === '' || name.length > MAX_NAME || /[\u0000-\u001F\u007F]/.test(name))
    throw refusal('--name', text, 'is not a plan name', [`Give one line of 1 to ${MAX_NAME} characters, as in --name "Plan 2027".`]);
  return name;
}

/** The plan an earlier run made is still served; else (undone, deleted) that is said, and nothing is made. */
async function newPlanStillThere(client: Connection['client'], id: number, file: string): Promise<void> {
  try {
    await client.get('hoshin', id);
  } catch (error) {
    if (!isMissingRecord(error)) throw error;
    throw new HoshinError('not_found', `hoshin ${id}, made by this rollover, is gone (undone or deleted); nothing was made`, {
      hints: [`To roll the plan over again, remove the rollover's record first: ${file}`],
    });
  }
}

export const run: CommandRun<typeof ROLLOVER_OPTIONS> = async (parsed, context) => {
  const [idWord, ...extra] = parsed.positionals;
  const hoshinId = parseId(idWord, 'hoshin id', 'rollover <hoshin-id> --name NAME');
  if (extra.length > 0) throw unexpectedArguments(extra);
  const name = nameOf(parsed.values.name);
  const archive = parsed.values.archive === true;
  const yes = parsed.values.yes === true;
  if (!yes && !context.stdin.isTTY)
    throw usageError('refusing to make a plan without --yes (standard input is not a terminal); nothing was sent');
  const json = parsed.globals.json;
  return withConnection(parsed.globals, context, async (connection) => {
    const file = ledgerFile(hoshinPaths(context.env).stateDir, connection.service.id, hoshinId);
    const earlier = readLedger(file);
    if (earlier !== null && earlier.name !== name)
      throw refusalWithHints(
        `hoshin ${hoshinId} was rolled over here as "${visibleLine(earlier.name)}", not "${visibleLine(name)}"; nothing was sent`,
        [`To finish or see that one: hoshin rollover ${hoshinId} --name "${visibleLine(earlier.name)}"`],
      );
    const madeHoshin = madeIn(earlier, `hoshin ${hoshinId}`);
    const label = `rollover ${hoshinId} --name ${name}`;
    if (earlier?.complete === true && madeHoshin !== null) {
      await newPlanStillThere(connection.client, madeHoshin, file);
      if (!json)
        context.stdout.write(
          `hoshin ${hoshinId} was rolled over already: the new plan is hoshin ${madeHoshin} ${visibleLine(name)}; nothing was made.\nSee it with: hoshin get hoshin ${madeHoshin}\n`,
        );
      const oldPlan = archive ? await archiveOldPlan(connection, context, { hoshinId, group: earlier.group, label, yes }) : null;
      if (json) context.stdout.write(formatJson({ hoshin_id: madeHoshin, name, complete: true, made: null, old_plan: oldPlan }));
      else if (oldPlan !== null) context.stdout.write(archiveText(oldPlan, hoshinId, earlier.group));
      return 0;
    }
    // The hoshin read now: its counters say whether the plan is known whole.
    await connection.client.get('hoshin', hoshinId);
    const scope = { kind: 'hoshin', id: hoshinId } as const;
    await refreshScopeObjectives(connection, scope, context);
    await refreshScope(connection, scope, ['indicator', 'task'], context);
    const today = localDay(context.now());
    const choice = planRollover(connection.index, hoshinId, today);
    if (choice.type === 'unknown')
      throw refusalWithHints(
        `hoshin ${hoshinId} is not known whole here, so a rollover would leave part of it behind; nothing was sent`,
        choice.reasons,
        'invalid',
      );
    const plan = choice.plan;
    const parentFile =
      plan.parentHoshinId === null ? null : ledgerFile(hoshinPaths(context.env).stateDir, connection.service.id, plan.parentHoshinId);
    const parentRollover = parentFile === null ? null : readLedger(parentFile);
    const linked = plan.objectives.filter((objective) => typeof objective.parent_id === 'number');
    const repointed = linked.filter((objective) => madeIn(parentRollover, `objective ${String(objective.parent_id)}`) !== null).length;
    const targets = parsed.values.targets === true ? targetMonths(today) : null;
    // Under the parent plan's new plan when that plan was rolled over here, else under the old plan's parent.
    const renewedParent = plan.parentHoshinId === null ? null : madeIn(parentRollover, `hoshin ${plan.parentHoshinId}`);
    const parent = plan.parentHoshinId === null ? null : { id: renewedParent ?? plan.parentHoshinId, renewed: renewedParent !== null };
    const facts: PlanFacts = { plan, name, parent, repointed, kept: linked.length - repointed, targets, archive };
    // Shown first, always: on stderr when stdout carries JSON.
    const out = json ? context.stderr : context.stdout;
    out.write(planText(facts, proseWidth(out)));
    if (!yes && !(await confirm(context, `Make the new plan "${name}"?`))) {
      context.stderr.write('Nothing was made.\n');
      if (json) context.stdout.write(formatJson({ ...planJson(facts), made: null }));
      return 0;
    }
    // One journal group for the whole rollover, kept in the ledger so a run that finishes it adds to it.
    const group = earlier?.group ?? newGroupId(context.now());
    const ledger = openLedger(file, hoshinId, name, group);
    try {
      const making = { plan, name, ledger, parentRollover, parentPlanId: parent?.id ?? null, targets };
      const result = await inRolloverGroup(connection.journal, group, label, () =>
        makeRollover(connection.client, connection.index, making),
      );
      if (!json) context.stdout.write(resultText(result, name, group, proseWidth(context.stdout)));
      // Asked as a step of its own, once the new plan is complete.
      const oldPlan = archive ? await archiveOldPlan(connection, context, { hoshinId, group, label, yes }) : null;
      if (json)
        context.stdout.write(formatJson({ ...planJson(facts), ...resultJson(result, name), group, complete: true, old_plan: oldPlan }));
      else if (oldPlan !== null) context.stdout.write(archiveText(oldPlan, hoshinId, group));
      return result.targets !== null && result.targets.failed.length > 0 ? 7 : 0;
    } catch (error) {
      if (isHoshinError(error)) {
        const done = Object.values(ledger.data?.made ?? {}).filter((entry) => 'id' in entry).length;
        writeNote(
          context,
          `the rollover stopped after ${done} of its creates; run the same command again to finish it (nothing is made twice)`,
        );
      }
      throw error;
    }
  });
};
