import { CHECKIN_KINDS, CHILD_TASK_TYPES, TASK_TITLE, type CheckinItem } from '@peilian/shared';
import { DatePicker, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useT } from '../../../app';
import { FormDialog } from '../../blocks/FormDialog';
import { useAdminMutation, useAdminQuery } from '../../data/queries';
import { RangeFields } from '../editor/RangeFields';
import { CheckinContentField } from './CheckinContentField';
import { bodyOf, DAY_FORMAT, fieldsOf, NEW_CHECKIN, type CheckinFields } from './checkinForm';

interface Props {
  /** The task to edit, or a new one (`null`). */
  task: CheckinItem | null;
  onSaved: () => void;
  onClose: () => void;
}

/** Add or edit a check-in task (docs/checkin.md): title, days, the daily practice, minimum score, publish range, enabled. */
export function CheckinDialog({ task, onSaved, onClose }: Props) {
  const t = useT();
  const [form] = Form.useForm<CheckinFields>();
  const saved = useAdminQuery('checkins', 'read', task ? { id: task.id } : null);
  const create = useAdminMutation('checkins', 'create');
  const update = useAdminMutation('checkins', 'update');
  const kind = Form.useWatch('kind', form) ?? task?.kind ?? NEW_CHECKIN.kind;
  const submit = async (values: CheckinFields) => {
    const body = bodyOf({ ...NEW_CHECKIN, ...values });
    await (task ? update.run({ id: task.id }, body) : create.run({}, body));
    onSaved();
  };
  const kindLabel = (value: number) => t(value === CHILD_TASK_TYPES.faq ? 'checkin.kindFaq' : 'checkin.kindScenario');
  if (task && !saved.data) return null;
  return (
    <FormDialog
      title={t(task ? 'checkinAdmin.edit' : 'checkinAdmin.add')}
      form={form}
      width={720}
      initialValues={saved.data ? fieldsOf(saved.data) : NEW_CHECKIN}
      onSubmit={submit}
      onClose={onClose}
      focus="title"
      testIds={{ save: 'checkin-save', errors: 'checkin-problem' }}
    >
      <Form.Item name="title" label={t('checkinAdmin.name')} rules={[{ required: true, whitespace: true, message: t('tasks.rules.titleRequired') }]}>
        <Input showCount maxLength={TASK_TITLE.max} data-testid="checkin-title" />
      </Form.Item>
      <Form.Item name="days" htmlFor="checkin-days" label={t('checkinAdmin.days')} rules={[{ required: true, message: t('checkinAdmin.rules.dayInvalid') }]}>
        <DatePicker.RangePicker
          id="checkin-days"
          format={DAY_FORMAT}
          data-testid="checkin-days"
          placeholder={[t('checkinAdmin.startday'), t('checkinAdmin.endday')]}
        />
      </Form.Item>
      <Form.Item name="kind" htmlFor="checkin-kind" label={t('checkinAdmin.kind')}>
        <Select
          id="checkin-kind"
          data-testid="checkin-kind"
          options={CHECKIN_KINDS.map((value) => ({ value, label: kindLabel(value) }))}
          onChange={() => form.setFieldValue('refid', undefined)}
        />
      </Form.Item>
      <Form.Item
        name="refid"
        htmlFor="checkin-content"
        label={t('checkinAdmin.content')}
        rules={[{ required: true, message: t('checkinAdmin.rules.contentRequired') }]}
      >
        <CheckinContentField id="checkin-content" kind={kind} chosenName={saved.data?.task.refname ?? ''} />
      </Form.Item>
      <Form.Item
        name="minscore"
        htmlFor="checkin-minscore"
        label={t('checkinAdmin.minscore')}
        extra={t('checkinAdmin.minscoreHint')}
        rules={[{ type: 'integer', min: 0, max: 100, message: t('checkinAdmin.rules.minScoreRange') }]}
      >
        <InputNumber id="checkin-minscore" min={0} max={100} precision={0} />
      </Form.Item>
      <RangeFields usersRules={[]} />
      <Form.Item name="enabled" label={t('checkinAdmin.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDialog>
  );
}
