import { SendOutlined } from '@ant-design/icons';
import type { NotifySend } from '@peilian/shared';
import { Button, message, Popconfirm } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { useAdminMutation } from '../data/queries';
import { TestResultDialog } from './TestResultDialog';

interface Props {
  /** The saved template to send now. */
  template: { id: string; subject: string };
  /** A link-like button in a table row, a plain one on the editor. */
  link?: boolean;
  disabled?: boolean;
  testId: string;
}

/**
 * "Send a test now" (发送测试): asks first, sends the saved template to its recipients at once, then
 * shows what each send did; a refusal (no mail server, bad settings) in the admin's language.
 */
export function TestSendButton({ template, link, disabled, testId }: Props) {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const test = useAdminMutation('notify', 'test');
  const [sends, setSends] = useState<NotifySend[] | null>(null);
  const send = () =>
    test.run({ id: template.id }).then(
      (answer) => setSends(answer.sends),
      (error: unknown) => void notice.error(errorMessage(error, t)),
    );
  return (
    <>
      {holder}
      <Popconfirm title={t('notifyAdmin.test.confirm', { name: template.subject })} onConfirm={send} okButtonProps={{ 'data-testid': `${testId}-confirm` }}>
        <Button type={link ? 'link' : 'default'} icon={link ? undefined : <SendOutlined />} loading={test.pending} disabled={disabled} data-testid={testId}>
          {t('notifyAdmin.test.action')}
        </Button>
      </Popconfirm>
      {sends && <TestResultDialog sends={sends} onClose={() => setSends(null)} />}
    </>
  );
}
