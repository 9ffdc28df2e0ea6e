import type { NotifySend } from '@peilian/shared';
import { List, Modal, Typography } from 'antd';
import { useT } from '../../app';
import { ResultTag } from './labels';

/** What "send a test now" did: one line per mail or robot post, its result and, failed, why. */
export function TestResultDialog({ sends, onClose }: { sends: readonly NotifySend[]; onClose: () => void }) {
  const t = useT();
  const sent = sends.filter((send) => send.result === 'sent').length;
  return (
    <Modal
      open
      title={t('notifyAdmin.test.title')}
      onCancel={onClose}
      footer={(_, { CancelBtn }) => <CancelBtn />}
      cancelText={t('common.close')}
      destroyOnHidden
    >
      <Typography.Paragraph data-testid="notify-test-summary">
        {sends.length === 0 ? t('notifyAdmin.test.nothing') : t('notifyAdmin.test.summary', { count: sends.length, sent })}
      </Typography.Paragraph>
      <List
        size="small"
        dataSource={[...sends]}
        rowKey="id"
        data-testid="notify-test-result"
        renderItem={(send) => (
          <List.Item>
            <span>
              {t(`notifyAdmin.channels.${send.channel}`)} · {send.recipient || t('notifyAdmin.sends.robot')}{' '}
              <ResultTag result={send.result} t={t} testId={`notify-test-result-${send.recipient || 'robot'}`} />
              {send.error && <Typography.Text type="danger">{send.error}</Typography.Text>}
            </span>
          </List.Item>
        )}
      />
    </Modal>
  );
}
