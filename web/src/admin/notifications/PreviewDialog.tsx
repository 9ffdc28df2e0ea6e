import type { NotifyPreviewResponse } from '@peilian/shared';
import { Descriptions, Modal, Typography } from 'antd';
import { useT } from '../../app';

/** The form rendered with the values a send now would use: subject, content, the period counted, and each attachment with its rows. */
export function PreviewDialog({ preview, onClose }: { preview: NotifyPreviewResponse; onClose: () => void }) {
  const t = useT();
  return (
    <Modal
      open
      title={t('notifyAdmin.preview.title')}
      width={800}
      onCancel={onClose}
      footer={(_, { CancelBtn }) => <CancelBtn />}
      cancelText={t('common.close')}
      destroyOnHidden
    >
      <Descriptions
        column={1}
        bordered
        size="small"
        data-testid="notify-preview"
        items={[
          { key: 'subject', label: t('notifyAdmin.preview.subject'), children: <span data-testid="notify-preview-subject">{preview.subject}</span> },
          {
            key: 'content',
            label: t('notifyAdmin.preview.content'),
            children: (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }} data-testid="notify-preview-content">
                {preview.content}
              </Typography.Paragraph>
            ),
          },
          { key: 'period', label: t('notifyAdmin.preview.period'), children: `${preview.periodstart} ~ ${preview.periodend}` },
          {
            key: 'attachments',
            label: t('notifyAdmin.preview.attachments'),
            children:
              preview.attachments.length === 0 ? (
                t('notifyAdmin.preview.noAttachments')
              ) : (
                <ul style={{ margin: 0, paddingInlineStart: 18 }} data-testid="notify-preview-attachments">
                  {preview.attachments.map((file) => (
                    <li key={file.scope}>
                      {t('notifyAdmin.preview.attachmentLine', {
                        scope: t(`notifyAdmin.scopes.${file.scope}`),
                        file: file.filename,
                        rows: t('notifyAdmin.preview.rows', { count: file.rows }),
                      })}
                    </li>
                  ))}
                </ul>
              ),
          },
        ]}
      />
    </Modal>
  );
}
