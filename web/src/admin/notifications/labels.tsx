import type { NotifyTemplateItem, SendResult, Translate } from '@peilian/shared';
import { Tag } from 'antd';

const RESULT_COLOURS: Record<SendResult, string> = { sent: 'green', failed: 'red', retrying: 'orange', skipped: 'default' };

/** A send's result as a coloured tag. */
export function ResultTag({ result, t, testId }: { result: SendResult; t: Translate; testId?: string }) {
  return (
    <Tag color={RESULT_COLOURS[result]} data-testid={testId}>
      {t(`notifyAdmin.results.${result}`)}
    </Tag>
  );
}

type Weekday = '1' | '2' | '3' | '4' | '5' | '6' | '7';

/** When a template sends, in words: 每天 08:00, 每周一 08:00, 每月1日 08:00. */
export function scheduleText(template: Pick<NotifyTemplateItem, 'period' | 'sendtime' | 'weekday' | 'monthday'>, t: Translate): string {
  const time = template.sendtime;
  if (template.period === 'weekly')
    return t('notifyAdmin.schedule.weekly', { time, weekday: t(`notifyAdmin.weekdays.${String(template.weekday) as Weekday}`) });
  if (template.period === 'monthly') return t('notifyAdmin.schedule.monthly', { time, day: template.monthday });
  return t('notifyAdmin.schedule.daily', { time });
}

/** The weekdays 1 (Monday) … 7 (Sunday) as select options. */
export const weekdayOptions = (t: Translate) =>
  (['1', '2', '3', '4', '5', '6', '7'] as const).map((day) => ({ value: Number(day), label: t(`notifyAdmin.weekdays.${day}`) }));
