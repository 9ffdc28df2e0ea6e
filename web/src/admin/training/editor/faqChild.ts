import {
  CHILD_TASK_TYPES,
  faqChildSettingsSchema,
  normaliseChildContent,
  type AdminChildTask,
  type FaqChildSettings,
  type ValidationIssue,
} from '@peilian/shared';
import type { ChildFields } from './childFields';

/**
 * The quick Q&A child task's part of the form (docs/faq.md): `refs: [{ refid }]` naming 1–100
 * catalogues of the bank or questions (settings `source`), and its settings — draw count, pass
 * score, answer and thinking seconds — checked by the shared child-content rules themselves.
 */

export type FaqFields = Pick<
  ChildFields,
  'faqSource' | 'faqCatalogs' | 'faqQuestions' | 'faqCount' | 'faqPassScore' | 'faqAnswerSeconds' | 'faqThinkingSeconds'
>;

/** The settings a new quick Q&A child task starts with (the schema's defaults). */
const DEFAULTS: FaqChildSettings = faqChildSettingsSchema.parse({});

function fieldsOfSettings(settings: FaqChildSettings): Omit<FaqFields, 'faqCatalogs' | 'faqQuestions'> {
  return {
    faqSource: settings.source,
    faqCount: settings.count,
    faqPassScore: settings.passscore,
    faqAnswerSeconds: settings.answerseconds,
    faqThinkingSeconds: settings.thinkingseconds,
  };
}

/** A new child task's quick Q&A fields: no catalogue or question yet, the default settings. */
export const emptyFaqFields = (): FaqFields => ({ ...fieldsOfSettings(DEFAULTS), faqCatalogs: [], faqQuestions: [] });

/** The quick Q&A fields of a stored child task (the defaults for other types and for settings the server would not read). */
export function faqFieldsOf(child: Pick<AdminChildTask, 'type' | 'refs' | 'settings'>): FaqFields {
  if (child.type !== CHILD_TASK_TYPES.faq) return emptyFaqFields();
  const parsed = faqChildSettingsSchema.safeParse(child.settings);
  const fields = fieldsOfSettings(parsed.success ? parsed.data : DEFAULTS);
  const ids = child.refs.flatMap((ref) => ('refid' in ref ? [ref.refid] : []));
  return fields.faqSource === 'list'
    ? { ...fields, faqCatalogs: [], faqQuestions: ids.map((id) => ({ id, question: '' })) }
    : { ...fields, faqCatalogs: ids, faqQuestions: [] };
}

/** The refs of the chosen source: its catalogues or its questions. */
export function faqRefs(fields: FaqFields): { refid: string }[] {
  const ids = fields.faqSource === 'list' ? (fields.faqQuestions ?? []).map((question) => question.id) : (fields.faqCatalogs ?? []);
  return ids.map((refid) => ({ refid }));
}

/** The settings as sent (an empty number stays empty, so the shared rule names it). */
export function faqSettings(fields: FaqFields): Record<string, unknown> {
  const given = (value: number | null | undefined) => value ?? '';
  return {
    source: fields.faqSource,
    count: given(fields.faqCount),
    passscore: given(fields.faqPassScore),
    answerseconds: given(fields.faqAnswerSeconds),
    thinkingseconds: given(fields.faqThinkingSeconds),
  };
}

/** The form field each shared quick Q&A settings message is about. */
const SETTING_FIELDS: Record<string, keyof ChildFields> = {
  'tasks.rules.faqCountRange': 'faqCount',
  'tasks.rules.passScoreRange': 'faqPassScore',
  'tasks.rules.faqAnswerSeconds': 'faqAnswerSeconds',
  'tasks.rules.faqThinkingSeconds': 'faqThinkingSeconds',
  'tasks.rules.settingsInvalid': 'faqSource',
};

/** The shared rules of a quick Q&A child's refs and settings (`normaliseChildContent`), by form field. */
export function faqIssues(fields: FaqFields): Partial<Record<keyof ChildFields, ValidationIssue>> {
  const issues: Partial<Record<keyof ChildFields, ValidationIssue>> = {};
  const refsField = fields.faqSource === 'list' ? 'faqQuestions' : 'faqCatalogs';
  for (const { field, key, params } of normaliseChildContent(CHILD_TASK_TYPES.faq, faqRefs(fields), faqSettings(fields)).issues) {
    const target = field === 'refs' ? refsField : SETTING_FIELDS[key];
    if (target) issues[target] ??= { key, params };
  }
  return issues;
}
