import { UploadOutlined } from '@ant-design/icons';
import { ApiError, checkLibraryUpload, formatFileSize, formatsOf, type MediaKind } from '@peilian/shared';
import { Button, List, Modal, Progress, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../app/hooks';
import { uploadInChunks, type UploadPhase } from './chunkedUpload';

type ItemState = 'queued' | UploadPhase | 'done' | 'error';

interface QueueItem {
  key: number;
  file: File;
  state: ItemState;
  percent: number;
  message: string;
}

interface Props {
  open: boolean;
  kind: MediaKind;
  /** The catalogue new media go into ('' = none). */
  catalogid: string;
  onUploaded: () => void;
  onClose: () => void;
}

const STATE_TEXT = {
  queued: 'library.upload.queued',
  uploading: 'library.upload.uploading',
  resuming: 'library.upload.uploading',
  checking: 'library.upload.checking',
  done: 'library.upload.done',
} as const;

/**
 * The library's upload dialog (admin §4 "several files upload one at a time"): files are checked
 * for format and size before anything is sent ('Unsupported format', 'File size exceeds
 * 2G/200M/5G'), then uploaded one after another in resumable chunks, each with its progress bar.
 */
export function UploadDialog({ open, kind, catalogid, onUploaded, onClose }: Props) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<QueueItem[]>([]);
  const running = useRef(false);
  const nextKey = useRef(1);

  const update = (key: number, change: Partial<QueueItem>) => setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  useEffect(() => {
    if (running.current) return;
    const next = items.find((item) => item.state === 'queued');
    if (!next) return;
    running.current = true;
    uploadInChunks({ file: next.file, kind, catalogid, onProgress: (percent, state) => update(next.key, { percent, state }) })
      .then(() => {
        update(next.key, { state: 'done', percent: 100 });
        onUploaded();
      })
      .catch((error: unknown) => {
        const position = items.findIndex((item) => item.key === next.key) + 1;
        update(next.key, { state: 'error', message: error instanceof ApiError && error.errmsg ? error.errmsg : t('library.upload.failed', { n: position }) });
      })
      .finally(() => {
        running.current = false;
        // Wake the queue for the next file.
        setItems((list) => [...list]);
      });
  }, [items, kind, catalogid, onUploaded, t]);

  const add = (files: FileList | null) => {
    const chosen = [...(files ?? [])].map((file): QueueItem => {
      const issue = checkLibraryUpload(kind, file.name, file.size);
      return { key: nextKey.current++, file, percent: 0, state: issue ? 'error' : 'queued', message: issue ? t(issue.key, issue.params) : '' };
    });
    setItems((list) => [...list, ...chosen]);
    if (input.current) input.current.value = '';
  };

  const busy = items.some((item) => item.state !== 'done' && item.state !== 'error');
  const close = () => {
    if (busy) return;
    setItems([]);
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
        onChange={(event) => add(event.target.files)}
        data-testid="upload-input"
      />
      <List
        style={{ marginTop: 16 }}
        dataSource={items}
        locale={{ emptyText: ' ' }}
        renderItem={(item) => (
          <List.Item key={item.key} data-testid={`upload-item-${item.file.name}`} data-state={item.state}>
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
        )}
      />
    </Modal>
  );
}
