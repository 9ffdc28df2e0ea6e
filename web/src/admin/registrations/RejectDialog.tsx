import { REGISTRATION_REJECT_REASON_MAX, type Registration } from '@peilian/shared';
import { Form, Input } from 'antd';
import { useT } from '../../app';
import { FormDialog } from '../blocks/FormDialog';
import { useAdminMutation } from '../data/queries';

interface Props {
  registration: Registration;
  onClose: () => void;
  /** Called with whether the registrant was told by SMS. */
  onDone: (notified: boolean) => void;
}

/** Rejecting a registration needs a reason: the registrant receives it by SMS. */
export function RejectDialog({ registration, onClose, onDone }: Props) {
  const t = useT();
  const [form] = Form.useForm<{ reason: string }>();
  const rejection = useAdminMutation('registrations', 'reject');
  const submit = async ({ reason }: { reason: string }) => onDone((await rejection.run({ id: registration.id }, { reason })).notified);

  return (
    <FormDialog
      title={t('people.registrations.rejectTitle', { orgname: registration.orgname })}
      okText={t('people.registrations.reject')}
      danger
      form={form}
      onSubmit={submit}
      onClose={onClose}
      testIds={{ save: 'registration-reject-confirm', errors: 'registration-reject-error' }}
    >
      <Form.Item
        name="reason"
        htmlFor="registration-reject-reason"
        label={t('people.registrations.reason')}
        rules={[{ required: true, whitespace: true, message: t('people.registrations.reasonRequired') }]}
      >
        <Input.TextArea
          id="registration-reject-reason"
          rows={3}
          maxLength={REGISTRATION_REJECT_REASON_MAX}
          showCount
          placeholder={t('people.registrations.reasonPlaceholder')}
          data-testid="registration-reject-reason"
        />
      </Form.Item>
    </FormDialog>
  );
}
