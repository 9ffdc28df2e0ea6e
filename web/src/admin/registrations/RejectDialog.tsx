import { REGISTRATION_REJECT_REASON_MAX, type Registration } from '@peilian/shared';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useT } from '../../app/hooks';
import { errorMessage } from '../../identity/errorMessage';
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
  const [error, setError] = useState('');

  async function save() {
    const { reason } = await form.validateFields();
    try {
      const answer = await rejection.run({ id: registration.id }, { reason });
      onDone(answer.notified);
    } catch (failure) {
      setError(errorMessage(failure, t));
    }
  }

  return (
    <Modal
      open
      title={t('people.registrations.rejectTitle', { orgname: registration.orgname })}
      okText={t('people.registrations.reject')}
      okButtonProps={{ danger: true, 'data-testid': 'registration-reject-confirm' }}
      cancelText={t('common.cancel')}
      confirmLoading={rejection.pending}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="registration-reject-error" />}
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('people.registrations.reason')}
          rules={[{ required: true, whitespace: true, message: t('people.registrations.reasonRequired') }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={REGISTRATION_REJECT_REASON_MAX}
            showCount
            placeholder={t('people.registrations.reasonPlaceholder')}
            data-testid="registration-reject-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
