// The cascade in words, as plain lines that each renderer escapes; flags first. Pure.
import type { Cascade, ObjectiveRef, PlanRef, Supporter } from '../../domain/cascade.js';

export interface CascadeSection {
  readonly title: string;
  readonly lines: readonly string[];
}

export function planText(plan: PlanRef): string {
  return plan.name === null ? `hoshin ${plan.id} (not known here)` : `"${plan.name}" (hoshin ${plan.id})`;
}

function objectiveText(objective: ObjectiveRef): string {
  return `"${objective.name}" (objective ${objective.id})`;
}

function supporterText(supporter: Supporter): string {
  return `${objectiveText(supporter)} of ${planText(supporter.hoshin)}`;
}

/** What the service counts that is not known here; empty when nothing is missing. */
export function cascadeGaps(cascade: Cascade): string[] {
  const gaps: string[] = [];
  if (cascade.childrenUnknown > 0)
    gaps.push(
      `${cascade.childrenUnknown} of the ${cascade.childrenCounted ?? cascade.childrenUnknown} child plan${cascade.childrenCounted === 1 ? '' : 's'} the service counts ${cascade.childrenUnknown === 1 ? 'is' : 'are'} not known here (it cannot list them): their objectives are not in the flags`,
    );
  if (cascade.objectivesUnknown > 0)
    gaps.push(
      `${cascade.objectivesUnknown} objective${cascade.objectivesUnknown === 1 ? '' : 's'} of these plans the service counts ${cascade.objectivesUnknown === 1 ? 'is' : 'are'} not known here`,
    );
  for (const supporter of cascade.childrenSupportingUnknown)
    gaps.push(`child objective ${supporterText(supporter)} supports objective ${supporter.supports}, not known here`);
  const unnamed = cascade.ancestors.filter((plan) => plan.name === null).length;
  if (unnamed > 0) gaps.push(`${unnamed} plan${unnamed === 1 ? '' : 's'} above ${unnamed === 1 ? 'is' : 'are'} not known here`);
  return gaps;
}

export function cascadeSections(cascade: Cascade): CascadeSection[] {
  const sections: CascadeSection[] = [];
  const plans = [
    cascade.ancestors.length === 0 ? 'Above: no parent plan' : `Above: ${cascade.ancestors.map(planText).join(' > ')}`,
    cascade.children.length === 0
      ? `Below: no child plan known here${cascade.childrenCounted === null ? '' : ` (the service counts ${cascade.childrenCounted})`}`
      : `Below: ${cascade.children.map(planText).join(', ')}${cascade.childrenCounted === null ? '' : ` (the service counts ${cascade.childrenCounted})`}`,
  ];
  sections.push({ title: `The plans around ${planText(cascade.hoshin)}`, lines: plans });

  const flags: string[] = [];
  for (const objective of cascade.unsupported) flags.push(`not supported by any known child objective: ${objectiveText(objective)}`);
  for (const objective of cascade.unlinked) flags.push(`supports nothing in the plan above: ${objectiveText(objective)}`);
  for (const supporter of cascade.childrenUnlinked)
    flags.push(`child objective linked to nothing in this plan: ${supporterText(supporter)}`);
  sections.push({ title: 'Flags', lines: flags.length === 0 ? ['none among the objectives known here'] : flags });

  const lines: string[] = [];
  for (const objective of cascade.objectives) {
    const supports =
      objective.supports === null
        ? 'supports nothing above'
        : `supports ${objective.supports.name === null ? `objective ${objective.supports.id} (not known here)` : `"${objective.supports.name}" (objective ${objective.supports.id})`}`;
    lines.push(
      `${objectiveText(objective)}: ${cascade.ancestors.length === 0 && objective.supports === null ? 'top of the cascade' : supports}`,
    );
    for (const supporter of objective.supportedBy) lines.push(`  supported by ${supporterText(supporter)}`);
    for (const indicator of objective.lifted)
      lines.push(`  shown here: indicator "${indicator.name}" (indicator ${indicator.id}) of ${planText(indicator.hoshin)}`);
  }
  sections.push({ title: 'Objectives', lines: lines.length === 0 ? ['none known here'] : lines });

  const gaps = cascadeGaps(cascade);
  if (gaps.length > 0) sections.push({ title: 'Not known here', lines: gaps });
  return sections;
}

export function cascadeJson(cascade: Cascade): Record<string, unknown> {
  return {
    hoshin: cascade.hoshin,
    ancestors: cascade.ancestors,
    children: cascade.children,
    children_counted: cascade.childrenCounted,
    children_unknown: cascade.childrenUnknown,
    objectives_unknown: cascade.objectivesUnknown,
    complete:
      cascade.childrenUnknown === 0 &&
      cascade.objectivesUnknown === 0 &&
      cascade.childrenSupportingUnknown.length === 0 &&
      cascade.ancestors.every((plan) => plan.name !== null),
    objectives: cascade.objectives.map((objective) => ({
      id: objective.id,
      name: objective.name,
      supports: objective.supports,
      supported_by: objective.supportedBy.map((s) => ({ id: s.id, name: s.name, hoshin_id: s.hoshin.id })),
      shown_here: objective.lifted.map((i) => ({ id: i.id, name: i.name, objective_id: i.objectiveId, hoshin_id: i.hoshin.id })),
    })),
    flags: {
      unsupported: cascade.unsupported.map(({ id, name }) => ({ id, name })),
      supports_nothing_above: cascade.unlinked.map(({ id, name }) => ({ id, name })),
      children_linked_to_nothing: cascade.childrenUnlinked.map((s) => ({ id: s.id, name: s.name, hoshin_id: s.hoshin.id })),
    },
    children_supporting_unknown: cascade.childrenSupportingUnknown.map((s) => ({
      id: s.id,
      name: s.name,
      hoshin_id: s.hoshin.id,
      supports: s.supports,
    })),
  };
}
