import type { Registration } from '@peilian/shared';
import { Checkbox, DatePicker, Form, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useT } from '../../app';
import { FormDialog } from '../blocks/FormDialog';
import { useAdminMutation } from '../data/queries';

interface Props {
  registration: Registration;
  onClose: () => void;
  onDone: () => void;
}

interface Values {
  day: Dayjs | null;
  none: boolean;
}

/**
 * When an organisation's account ends (admin §4 "Account"; docs/decisions.md "An organisation's
 * account ends"): its last day, or no end. A later day renews an ended account.
 */
export function ExpiryDialog({ registration, onClose, onDone }: Props) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const expiry = useAdminMutation('registrations', 'expiry');
  const none = Form.useWatch('none', form);
  const submit = async ({ day, none: noEnd }: Values) => {
    await expiry.run({ id: registration.id }, { expiresat: noEnd || !day ? '' : day.format('YYYY-MM-DD') });
    onDone();
  };

  return (
    <FormDialog
      title={t('people.registrations.expiryTitle', { orgname: registration.orgname })}
      okText={t('settings.save')}
      form={form}
      initialValues={{ day: registration.expiresat ? dayjs(registration.expiresat) : null, none: !registration.expiresat }}
      onSubmit={submit}
      onClose={onClose}
      testIds={{ save: 'registration-expiry-save', errors: 'registration-expiry-error' }}
    >
      <Typography.Paragraph type="secondary">{t('people.registrations.expiryHelp')}</Typography.Paragraph>
      <Form.Item name="none" valuePropName="checked">
        <Checkbox data-testid="registration-expiry-none">{t('people.registrations.expiryNone')}</Checkbox>
      </Form.Item>
      <Form.Item
        name="day"
        htmlFor="registration-expiry-day"
        label={t('people.registrations.expiryDay')}
        rules={[{ required: !none, message: t('people.registrations.expiryInvalid') }]}
      >
        <DatePicker id="registration-expiry-day" disabled={none} needConfirm={false} style={{ width: 200 }} data-testid="registration-expiry-day" />
      </Form.Item>
    </FormDialog>
  );
}
