import { NOTIFY_LIMITS, NOTIFY_METHODS, NOTIFY_PERIODS } from '@peilian/shared';
import { Col, Form, Input, Radio, Row, Select } from 'antd';
import { limitProps } from '../blocks/textLimit';
import { weekdayOptions } from './labels';
import type { TemplateEditor } from './useTemplateEditor';

type Props = Pick<TemplateEditor, 't' | 'change' | 'help'> & { draft: NonNullable<TemplateEditor['draft']> };

const MONTHDAYS = Array.from({ length: 28 }, (_, index) => index + 1);

/** The subject (at most 30, counted), the push method, and when it sends: period, time, and the weekday or day of the month. */
export function ScheduleFields({ t, draft, change, help }: Props) {
  const subject = limitProps(draft.subject, { max: NOTIFY_LIMITS.subjectMax, tooLong: 'notifyAdmin.rules.subjectTooLong' }, t, help('subject'));
  return (
    <>
      <Form.Item label={t('notifyAdmin.editor.subject')} htmlFor="notify-subject" required {...subject.item}>
        <Input
          id="notify-subject"
          value={draft.subject}
          count={subject.count}
          onChange={(event) => change({ subject: event.target.value })}
          data-testid="notify-subject"
        />
      </Form.Item>
      <Form.Item label={<span id="notify-method-label">{t('notifyAdmin.editor.method')}</span>} required {...help('method')}>
        <Radio.Group
          aria-labelledby="notify-method-label"
          value={draft.method}
          onChange={(event) => change({ method: event.target.value })}
          options={NOTIFY_METHODS.map((value) => ({ value, label: t(`notifyAdmin.methods.${value}`) }))}
          data-testid="notify-method"
        />
      </Form.Item>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item label={t('notifyAdmin.editor.period')} htmlFor="notify-period" required {...help('period')}>
            <Select
              id="notify-period"
              value={draft.period}
              onChange={(period) => change({ period })}
              options={NOTIFY_PERIODS.map((value) => ({ value, label: t(`notifyAdmin.periods.${value}`) }))}
              data-testid="notify-period"
            />
          </Form.Item>
        </Col>
        {draft.period === 'weekly' && (
          <Col span={8}>
            <Form.Item label={t('notifyAdmin.editor.weekday')} htmlFor="notify-weekday" required {...help('weekday')}>
              <Select id="notify-weekday" value={draft.weekday} onChange={(weekday: number) => change({ weekday })} options={weekdayOptions(t)} />
            </Form.Item>
          </Col>
        )}
        {draft.period === 'monthly' && (
          <Col span={8}>
            <Form.Item label={t('notifyAdmin.editor.monthday')} htmlFor="notify-monthday" required {...help('monthday')}>
              <Select
                id="notify-monthday"
                value={draft.monthday}
                onChange={(monthday: number) => change({ monthday })}
                options={MONTHDAYS.map((day) => ({ value: day, label: t('notifyAdmin.editor.monthdayOption', { day }) }))}
              />
            </Form.Item>
          </Col>
        )}
        <Col span={8}>
          <Form.Item label={t('notifyAdmin.editor.sendtime')} htmlFor="notify-sendtime" required {...help('sendtime')}>
            {/* The browser's own time field: typed or stepped with the arrow keys, and read out by screen readers. */}
            <Input
              id="notify-sendtime"
              type="time"
              step={60}
              value={draft.sendtime}
              onChange={(event) => change({ sendtime: event.target.value })}
              data-testid="notify-sendtime"
            />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
