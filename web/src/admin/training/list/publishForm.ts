import { checkPublish, PUBLISH_STATES, type AdminPackage, type AdminPackageDetail, type Translate, type ValidationIssue } from '@peilian/shared';
import type { Dayjs } from 'dayjs';
import { timeText } from '../labels';
import { orgZone, pickedInstant } from '../../time';

export type PublishMode = 'now' | 'scheduled';

/** The refusals of a publish choice, split into the time field's and the package's own. */
export interface PublishIssues {
  time: ValidationIssue | null;
  other: ValidationIssue[];
}

const TIME_KEYS = new Set(['tasks.rules.publishTimeRequired', 'tasks.rules.publishTimePast']);

/**
 * What is wrong with publishing a package now or at `time` (admin §4, §5), by the shared rule the
 * server runs: child tasks present, weights summing to 100, children inside the package's times,
 * and a scheduled time not earlier than now.
 */
export function publishIssues(
  pkg: Pick<AdminPackageDetail, 'children' | 'starttime' | 'endtime'>,
  mode: PublishMode,
  time: Dayjs | null,
  now: number,
): PublishIssues {
  const issues = checkPublish({
    mode,
    publishtime: mode === 'scheduled' && time ? pickedInstant(time) : null,
    now,
    childWeights: pkg.children.map((child) => child.weight),
    childWindows: pkg.children.map((child) => ({ start: Date.parse(child.starttime), end: Date.parse(child.endtime) })),
    window: { start: Date.parse(pkg.starttime), end: Date.parse(pkg.endtime) },
    zone: orgZone(),
  });
  return { time: issues.find((issue) => TIME_KEYS.has(issue.key)) ?? null, other: issues.filter((issue) => !TIME_KEYS.has(issue.key)) };
}

/** The notice after a publish call: when it will publish, or that it is published. */
export function publishedText(pkg: Pick<AdminPackage, 'publishstate' | 'publishtime'>, t: Translate): string {
  return pkg.publishstate === PUBLISH_STATES.scheduled && pkg.publishtime
    ? t('trainingAdmin.publish.scheduledDone', { time: timeText(pkg.publishtime) })
    : t('trainingAdmin.publish.published');
}
