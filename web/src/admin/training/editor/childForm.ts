import {
  CHILD_TASK_TYPES,
  childTaskRequestSchema,
  isMediaChildType,
  REVIEW_MODES,
  weightTotal,
  type AdminChildTask,
  type AdminMedia,
  type MediaKind,
  type ValidationIssue,
} from '@peilian/shared';
import type { Dayjs } from 'dayjs';
import { issuesByField } from '../../blocks/schemaIssues';
import type { ChildFields, MediaChoice } from './childFields';
import { examIssues, examSettingsOf } from './examChild';
import { emptyFaqFields, faqFieldsOf, faqIssues, faqRefs, faqSettings } from './faqChild';
import { scenarioFieldsOf, scenarioIssues, scenarioRefs, scenarioSettings } from './scenarioChild';
import type { AdminBody } from '../../data/types';
import { pickedIso, pickerValue } from '../../time';

/** A child task's body as `childTaskRequestSchema` takes it. */
export type ChildBody = AdminBody<'children', 'update'>;

const FIELD_OF: Record<string, keyof ChildFields> = {
  type: 'type',
  title: 'title',
  sort: 'sort',
  weight: 'weight',
  required: 'required',
  starttime: 'times',
  endtime: 'times',
  fronttaskid: 'fronttaskid',
  refs: 'media',
  settings: 'allowseek',
};
/** An exam child task's refs name its paper and its settings are the retake rules. */
const EXAM_FIELD_OF: Record<string, keyof ChildFields> = { ...FIELD_OF, refs: 'paper', settings: 'retry' };
/** A scenario child task's refs name its scenario and its settings hold its pass score. */
const SCENARIO_FIELD_OF: Record<string, keyof ChildFields> = { ...FIELD_OF, refs: 'scenario', settings: 'passscore' };
/** A quick Q&A child task's refs and settings are placed by `faqIssues`, setting by setting. */
const { refs: _refs, settings: _settings, ...FAQ_FIELD_OF } = FIELD_OF;

/** The content-library kind a media child type picks from. */
export const mediaKindOf = (type: number): MediaKind => (type === CHILD_TASK_TYPES.video ? 'video' : 'file');

/** A required time for a newly picked media: a video's length when known, else one minute. */
export const DEFAULT_REQUIRED_SECONDS = 60;
export function mediaChoice(media: Pick<AdminMedia, 'id' | 'name' | 'format' | 'duration' | 'kind'>): MediaChoice {
  const seconds = media.kind === 'video' && media.duration > 0 ? media.duration : DEFAULT_REQUIRED_SECONDS;
  return { mediaid: media.id, name: media.name, format: media.format, duration: media.duration, seconds };
}

/** The weight a package's children share (admin §5 "weights sum 100%"). */
const FULL_WEIGHT = 100;

/** What is left of the 100% once the other children's weights are counted (never below 0). */
export function weightLeft(others: readonly { weight: number }[]): number {
  return Math.max(0, weightTotal([FULL_WEIGHT, ...others.map((item) => -item.weight)]));
}

/** A new child task: file reading, the package's own times, and whatever weight is left to reach 100. */
export function emptyChild(packageTimes: [Dayjs, Dayjs], weight: number, sort: number): ChildFields {
  return {
    type: CHILD_TASK_TYPES.file,
    title: '',
    sort,
    weight,
    required: true,
    times: packageTimes,
    fronttaskid: '',
    media: [],
    allowseek: false,
    paper: null,
    retry: 0,
    noRetakeAfterPass: false,
    review: REVIEW_MODES.marks,
    scenario: '',
    passscore: null,
    ...emptyFaqFields(),
  };
}

/** The form's values for a stored child task. */
export function childFieldsOf(child: AdminChildTask): ChildFields {
  const media = child.refs.flatMap((ref) =>
    'mediaid' in ref ? [{ mediaid: ref.mediaid, name: ref.name, format: ref.format, duration: ref.duration, seconds: ref.seconds }] : [],
  );
  return {
    type: child.type,
    title: child.title,
    sort: child.sort,
    weight: child.weight,
    required: child.required === 1,
    times: [pickerValue(child.starttime), pickerValue(child.endtime)],
    fronttaskid: child.fronttaskid,
    media,
    allowseek: child.settings.allowseek === 1,
    ...examSettingsOf(child),
    ...scenarioFieldsOf(child),
    ...faqFieldsOf(child),
  };
}

/** The request body of the form (`childTaskRequestSchema`). */
export function childBody(fields: ChildFields): ChildBody {
  const media = isMediaChildType(fields.type);
  const exam = fields.type === CHILD_TASK_TYPES.exam;
  return {
    type: fields.type,
    title: fields.title ?? '',
    sort: fields.sort ?? '',
    weight: fields.weight ?? '',
    required: fields.required ? 1 : 0,
    starttime: fields.times?.[0] ? pickedIso(fields.times[0]) : '',
    endtime: fields.times?.[1] ? pickedIso(fields.times[1]) : '',
    fronttaskid: fields.fronttaskid ?? '',
    refs: media
      ? (fields.media ?? []).map((item) => ({ mediaid: item.mediaid, seconds: item.seconds ?? '' }))
      : exam && fields.paper
        ? [{ refid: fields.paper.id }]
        : fields.type === CHILD_TASK_TYPES.faq
          ? faqRefs(fields)
          : scenarioRefs(fields),
    settings: settingsBody(fields),
  };
}

function settingsBody(fields: ChildFields): Record<string, unknown> {
  if (fields.type === CHILD_TASK_TYPES.video) return { allowseek: fields.allowseek ? 1 : 0 };
  if (fields.type === CHILD_TASK_TYPES.scenario) return scenarioSettings(fields);
  if (fields.type === CHILD_TASK_TYPES.faq) return faqSettings(fields);
  if (fields.type !== CHILD_TASK_TYPES.exam) return {};
  return { retry: fields.retry ?? '', noRetakeAfterPass: fields.noRetakeAfterPass ? 1 : 0, review: fields.review };
}

/** The type's own checks, before the shared schema's. */
function typeIssues(fields: ChildFields): Partial<Record<keyof ChildFields, ValidationIssue>> {
  if (fields.type === CHILD_TASK_TYPES.exam) return examIssues(fields);
  if (fields.type === CHILD_TASK_TYPES.scenario) return scenarioIssues(fields);
  if (fields.type === CHILD_TASK_TYPES.faq) return faqIssues(fields);
  return {};
}

/** Where the schema's issues of refs and settings go for a type. */
function fieldsOfType(type: number): Record<string, keyof ChildFields> {
  if (type === CHILD_TASK_TYPES.exam) return EXAM_FIELD_OF;
  if (type === CHILD_TASK_TYPES.scenario) return SCENARIO_FIELD_OF;
  return type === CHILD_TASK_TYPES.faq ? FAQ_FIELD_OF : FIELD_OF;
}

/**
 * What the shared child-task schema says about the form, by form field (the server's own messages),
 * and for an exam also the shared retake rules and review modes its settings must follow, for a
 * quick Q&A each of its settings on its own field.
 */
export function childIssues(fields: ChildFields): Partial<Record<keyof ChildFields, ValidationIssue>> {
  const out = typeIssues(fields);
  const parsed = childTaskRequestSchema.safeParse(childBody(fields));
  if (parsed.success) return out;
  const fieldOf = fieldsOfType(fields.type);
  for (const [field, issue] of Object.entries(issuesByField(parsed.error.issues))) {
    const target = fieldOf[field];
    if (target) out[target] ??= issue;
  }
  return out;
}
