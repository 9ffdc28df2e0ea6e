import { APPEAL_STATUS, type AdminAppeal, type Translate } from '@peilian/shared';
import { Tag } from 'antd';

const STATUS_COLOURS: Record<number, string> = {
  [APPEAL_STATUS.pending]: 'orange',
  [APPEAL_STATUS.processing]: 'blue',
  [APPEAL_STATUS.completed]: 'green',
  [APPEAL_STATUS.rejected]: 'red',
};

const statusKey = (status: number) => String(status) as '0' | '1' | '2' | '3';

/** An appeal's status as a coloured tag. */
export function StatusTag({ status, t, testId }: { status: number; t: Translate; testId?: string }) {
  return (
    <Tag color={STATUS_COLOURS[status]} data-testid={testId}>
      {t(`appealsAdmin.status.${statusKey(status)}`)}
    </Tag>
  );
}

/** The due day, with the working days left, or 已逾期 marked for an open appeal past it. */
export function DueText({ appeal, t }: { appeal: Pick<AdminAppeal, 'id' | 'duedate' | 'overdue' | 'daysleft' | 'status'>; t: Translate }) {
  const open = appeal.status === APPEAL_STATUS.pending || appeal.status === APPEAL_STATUS.processing;
  return (
    <span data-testid={`appeal-due-${appeal.id}`}>
      {appeal.duedate}{' '}
      {appeal.overdue ? (
        <Tag color="red" data-testid={`appeal-overdue-${appeal.id}`}>
          {t('appealsAdmin.overdue')}
        </Tag>
      ) : (
        open && (
          <Tag color={appeal.daysleft <= 3 ? 'orange' : 'default'}>
            {appeal.daysleft > 0 ? t('appealsAdmin.daysLeft', { days: appeal.daysleft }) : t('appealsAdmin.dueToday')}
          </Tag>
        )
      )}
    </span>
  );
}

/** A total before → after ('' while none). */
export const scoreChangeText = (before: number | null, after: number | null): string =>
  before === null ? '' : after === null ? String(before) : `${before} → ${after}`;

const NAMED_CRITERIA = ['completeness', 'turnscore'] as const;

/** A criterion's label as shown: a practice session scored without a rule names its two criteria by key. */
export const criterionLabel = (label: string, t: Translate): string =>
  (NAMED_CRITERIA as readonly string[]).includes(label) ? t(`appeals.criteria.${label as (typeof NAMED_CRITERIA)[number]}`) : label;
