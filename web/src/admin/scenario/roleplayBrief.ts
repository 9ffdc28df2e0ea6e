import { dialogue } from '@peilian/shared';

/** The part of a brief a field changes; the panel merges it into the brief. */
export type BriefChange = (change: Partial<dialogue.RoleplayBrief>) => void;

/**
 * The scenario as a role-play (a brief with the schema's defaults, or the brief it already has) or
 * as a flow again, `roleplay` left out of the document rather than set to `undefined`.
 */
export function withRoleplay(scenario: dialogue.Scenario, on: boolean): dialogue.Scenario {
  const { roleplay, ...flowOnly } = scenario;
  return on ? { ...flowOnly, roleplay: roleplay ?? dialogue.roleplayBriefSchema.parse({}) } : flowOnly;
}

/**
 * A new checklist item's id: one past the highest `c<n>` of the list, so an id is never reused for
 * another item after a removal (a session's ticks name items by id).
 */
export function nextChecklistId(checklist: readonly dialogue.ChecklistItem[]): string {
  const numbers = checklist
    .map(({ id }) => /^c(\d+)$/.exec(id)?.[1])
    .map(Number)
    .filter(Number.isInteger);
  return `c${Math.max(0, ...numbers) + 1}`;
}

/** The list with its item at `index` replaced. */
export function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((current, at) => (at === index ? item : current));
}

/** The list without its item at `index`. */
export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, at) => at !== index);
}
