import { DatePicker, Form, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useT } from '../../app';
import { FormDialog } from '../blocks/FormDialog';
import { useAdminMutation, useAdminQuery } from '../data/queries';

interface Fields {
  holidays: Dayjs[];
  workdays: Dayjs[];
}

const DAY = 'YYYY-MM-DD';
const days = (values: readonly Dayjs[] | undefined) => (values ?? []).map((value) => value.format(DAY));
const pickers = (list: readonly string[]) => list.map((day) => dayjs(day, DAY));

/**
 * The organisation's holidays and make-up working days (`calendar`, `saveCalendar`), which the due
 * day of every appeal made afterwards is counted in (docs/appeals.md "The due day"). A day may not
 * be both.
 */
export function CalendarDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const [form] = Form.useForm<Fields>();
  const read = useAdminQuery('appeals', 'calendar', {});
  const save = useAdminMutation('appeals', 'saveCalendar');
  const submit = async (values: Fields) => {
    await save.run({}, { holidays: days(values.holidays), workdays: days(values.workdays) });
    onSaved();
  };
  const notBoth = {
    validator: async (_: unknown, workdays: Dayjs[] | undefined) => {
      const holidays = new Set(days(form.getFieldValue('holidays') as Dayjs[] | undefined));
      const both = days(workdays).find((day) => holidays.has(day));
      if (both) throw new Error(t('appeals.rules.dayTwice', { day: both }));
    },
  };
  const picker = (testId: string) => (
    <DatePicker multiple maxTagCount="responsive" format={DAY} placeholder={t('appealsAdmin.calendar.pick')} style={{ width: '100%' }} data-testid={testId} />
  );

  return (
    <FormDialog<Fields>
      title={t('appealsAdmin.calendar.title')}
      form={form}
      width={640}
      loading={!read.data && !read.error}
      initialValues={read.data ? { holidays: pickers(read.data.holidays), workdays: pickers(read.data.workdays) } : undefined}
      onSubmit={submit}
      onClose={onClose}
      validateTrigger={['onBlur', 'onChange']}
      testIds={{ save: 'appeal-calendar-save', errors: 'appeal-calendar-error', form: 'appeal-calendar-form' }}
    >
      <Typography.Paragraph type="secondary">{t('appealsAdmin.calendar.note')}</Typography.Paragraph>
      {read.error && <Typography.Paragraph type="danger">{read.error}</Typography.Paragraph>}
      <Form.Item name="holidays" label={t('appealsAdmin.calendar.holidays')}>
        {picker('appeal-calendar-holidays')}
      </Form.Item>
      <Form.Item name="workdays" label={t('appealsAdmin.calendar.workdays')} dependencies={['holidays']} rules={[notBoth]}>
        {picker('appeal-calendar-workdays')}
      </Form.Item>
    </FormDialog>
  );
}
