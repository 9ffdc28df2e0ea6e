import { CHILD_TASK_TYPES, type AdminChildTask, type ValidationIssue } from '@peilian/shared';
import type { ChildFields } from './childFields';

/**
 * The scenario child task's part of the form (docs/training.md "Practice as a child task"): the
 * enabled scenario it names in `refs: [{ refid }]` and `settings.passscore` 0–100 (empty: the
 * package's pass score), read the way the server reads them.
 */

type ScenarioFields = Pick<ChildFields, 'scenario' | 'passscore'>;

const PASS_SCORE_MAX = 100;

/** The scenario fields of a stored child task (empty for other types). */
export function scenarioFieldsOf(child: Pick<AdminChildTask, 'type' | 'refs' | 'settings'>): ScenarioFields {
  if (child.type !== CHILD_TASK_TYPES.scenario) return { scenario: '', passscore: null };
  const ref = child.refs.find((item) => 'refid' in item);
  const given = child.settings.passscore;
  const passscore = typeof given === 'number' ? given : typeof given === 'string' && given.trim() !== '' ? Number(given) : null;
  return { scenario: ref && 'refid' in ref ? ref.refid : '', passscore: passscore !== null && Number.isFinite(passscore) ? passscore : null };
}

export const scenarioRefs = (fields: ScenarioFields): { refid: string }[] => (fields.scenario ? [{ refid: fields.scenario }] : []);

export function scenarioSettings(fields: ScenarioFields): Record<string, unknown> {
  return fields.passscore === null || fields.passscore === undefined ? {} : { passscore: fields.passscore };
}

/** A pass score, when given, is 0–100 (the scenario itself is checked by the child-task schema and the server). */
export function scenarioIssues(fields: ScenarioFields): Partial<Record<keyof ChildFields, ValidationIssue>> {
  const score = fields.passscore;
  if (score === null || score === undefined) return {};
  return Number.isFinite(score) && score >= 0 && score <= PASS_SCORE_MAX ? {} : { passscore: { key: 'tasks.rules.settingsInvalid' } };
}
