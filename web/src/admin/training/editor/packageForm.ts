import { createPackageRequestSchema, type AdminPackageDetail, type ValidationIssue } from '@peilian/shared';
import type { Dayjs } from 'dayjs';
import { issuesByField } from '../../blocks/schemaIssues';
import type { AdminBody } from '../../data/types';
import { pickedIso, pickerNow, pickerValue } from '../../time';

/** A package's body as `createPackageRequestSchema` takes it (the update takes the same without tasktype). */
export type PackageBody = AdminBody<'packages', 'create'>;

/** A chosen record shown by name (range users, the front package). */
export interface Named {
  id: string;
  name: string;
}

/** The package form as antd holds it. */
export interface PackageFields {
  title: string;
  passscore: number | null;
  sort: number | null;
  frontpackage: Named | null;
  cover: string;
  description: string;
  times: [Dayjs, Dayjs] | null;
  departments: string[];
  positions: string[];
  users: Named[];
}

/** The form fields a request field's issue belongs to. */
const FIELD_OF: Record<string, keyof PackageFields> = {
  title: 'title',
  passscore: 'passscore',
  sort: 'sort',
  frontpackageid: 'frontpackage',
  cover: 'cover',
  description: 'description',
  starttime: 'times',
  endtime: 'times',
  range: 'users',
};

/** A new package: 100 to pass, sort 0, running for the coming week from now. */
export function emptyFields(now: Dayjs = pickerNow()): PackageFields {
  const start = now.startOf('minute');
  return {
    title: '',
    passscore: 100,
    sort: 0,
    frontpackage: null,
    cover: '',
    description: '',
    times: [start, start.add(7, 'day')],
    departments: [],
    positions: [],
    users: [],
  };
}

/** The form's values for a stored package. */
export function fieldsOf(
  detail: Pick<
    AdminPackageDetail,
    'title' | 'passscore' | 'sort' | 'frontpackageid' | 'frontpackagetitle' | 'cover' | 'description' | 'starttime' | 'endtime' | 'range'
  >,
): PackageFields {
  return {
    title: detail.title,
    passscore: detail.passscore,
    sort: detail.sort,
    frontpackage: detail.frontpackageid ? { id: detail.frontpackageid, name: detail.frontpackagetitle } : null,
    cover: detail.cover,
    description: detail.description,
    times: [pickerValue(detail.starttime), pickerValue(detail.endtime)],
    departments: detail.range.departments.map((item) => item.id),
    positions: detail.range.positions.map((item) => item.id),
    users: detail.range.users,
  };
}

/** The request body of the form (`createPackageRequestSchema`; the update takes the same without tasktype). */
export function packageBody(fields: PackageFields, tasktype: number): PackageBody {
  return {
    tasktype,
    title: fields.title ?? '',
    passscore: fields.passscore ?? '',
    sort: fields.sort ?? '',
    frontpackageid: fields.frontpackage?.id ?? '',
    cover: fields.cover ?? '',
    description: fields.description ?? '',
    starttime: fields.times?.[0] ? pickedIso(fields.times[0]) : '',
    endtime: fields.times?.[1] ? pickedIso(fields.times[1]) : '',
    range: { departments: fields.departments ?? [], positions: fields.positions ?? [], users: (fields.users ?? []).map((user) => user.id) },
  };
}

/**
 * What the shared request schema says about the form, by form field — exactly what the server
 * would answer (title 1–64, pass score in (0, 100], sort 0–99999, times in order, range size).
 */
export function packageIssues(fields: PackageFields, tasktype: number): Partial<Record<keyof PackageFields, ValidationIssue>> {
  const parsed = createPackageRequestSchema.safeParse(packageBody(fields, tasktype));
  if (parsed.success) return {};
  const out: Partial<Record<keyof PackageFields, ValidationIssue>> = {};
  for (const [field, issue] of Object.entries(issuesByField(parsed.error.issues))) {
    const target = FIELD_OF[field];
    if (target) out[target] ??= issue;
  }
  return out;
}
