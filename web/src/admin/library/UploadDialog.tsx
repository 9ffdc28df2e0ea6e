import { UploadOutlined } from '@ant-design/icons';
import { formatFileSize, formatsOf, type MediaKind } from '@peilian/shared';
import { Button, List, Modal, Progress, Typography } from 'antd';
import { useRef } from 'react';
import { useT } from '../../app';
import { useUploadQueue, type QueueItem } from './useUploadQueue';

interface Props {
  open: boolean;
  kind: MediaKind;
  /** The catalogue new media go into ('' = none). */
  catalogid: string;
  onClose: () => void;
}

const STATE_TEXT = {
  queued: 'library.upload.queued',
  uploading: 'library.upload.uploading',
  resuming: 'library.upload.uploading',
  checking: 'library.upload.checking',
  done: 'library.upload.done',
} as const;

/** One file of the queue: its name and size, then its progress and state, or why it failed. */
function UploadItem({ item }: { item: QueueItem }) {
  const t = useT();
  return (
    <List.Item data-testid={`upload-item-${item.file.name}`} data-state={item.state}>
      <div style={{ width: '100%' }}>
        <Typography.Text strong>{item.file.name}</Typography.Text>
        <Typography.Text type="secondary"> · {formatFileSize(item.file.size)}</Typography.Text>
        {item.state === 'error' ? (
          <div className="ant-form-item-explain-error" data-testid="upload-item-error">
            {item.message}
          </div>
        ) : (
          <>
            <Progress percent={item.percent} size="small" status={item.state === 'done' ? 'success' : 'active'} data-testid="upload-item-progress" />
            <Typography.Text type="secondary">
              {item.state === 'resuming' ? t('library.upload.resuming', { percent: item.percent }) : t(STATE_TEXT[item.state])}
            </Typography.Text>
          </>
        )}
      </div>
    </List.Item>
  );
}

/**
 * The library's upload dialog (admin §4 "several files upload one at a time"): files are checked
 * for format and size before anything is sent ('Unsupported format', 'File size exceeds
 * 2G/200M/5G'), then uploaded one after another in resumable chunks, each with its progress bar.
 */
export function UploadDialog({ open, kind, catalogid, onClose }: Props) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const { items, add, busy, clear } = useUploadQueue(kind, catalogid);

  const close = () => {
    if (busy) return;
    clear();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t(kind === 'video' ? 'library.media.uploadVideos' : 'library.media.uploadFiles')}
      onCancel={close}
      maskClosable={false}
      footer={
        <Button onClick={close} disabled={busy} data-testid="upload-close">
          {t('library.upload.close')}
        </Button>
      }
      width={640}
    >
      <Typography.Paragraph type="secondary">{t(kind === 'video' ? 'library.upload.videoHint' : 'library.upload.fileHint')}</Typography.Paragraph>
      <Button icon={<UploadOutlined />} onClick={() => input.current?.click()} data-testid="upload-choose">
        {t('library.upload.choose')}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={formatsOf(kind)
          .map((format) => `.${format}`)
          .join(',')}
        onChange={(event) => {
          add(event.target.files);
          event.target.value = '';
        }}
        data-testid="upload-input"
      />
      <List style={{ marginTop: 16 }} dataSource={items} locale={{ emptyText: ' ' }} renderItem={(item) => <UploadItem key={item.key} item={item} />} />
    </Modal>
  );
}
