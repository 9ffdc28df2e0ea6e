import { UploadOutlined } from '@ant-design/icons';
import type { DialogCollectOptionsResponse } from '@peilian/shared';
import { Button, Space, Typography, type message } from 'antd';
import { useRef, useState } from 'react';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { adminUpload } from '../data/files';
import { useRefreshAfterWrite } from '../data/queries';
import { uploadHint, uploadProblem } from './uploadChecks';

type Notice = ReturnType<typeof message.useMessage>[0];

/** Chooses up to 5 recordings and sends them one after another, each with its progress; the list then shows them recognised in the background. */
export function UploadButton({ options, notice }: { options: DialogCollectOptionsResponse; notice: Notice }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const refresh = useRefreshAfterWrite();
  const [sending, setSending] = useState('');
  const send = async (files: File[]) => {
    const problem = uploadProblem(files, options, t);
    if (problem) return void notice.error(problem);
    let sent = 0;
    try {
      for (const file of files) {
        setSending(t('dialogCollect.upload.uploading', { name: file.name }));
        await adminUpload('dialogCollect', 'upload', file, {
          onProgress: (percent) => setSending(`${t('dialogCollect.upload.uploading', { name: file.name })} ${percent}%`),
        });
        sent += 1;
      }
      void notice.success(t('dialogCollect.upload.done', { count: sent }));
    } catch (error) {
      void notice.error(errorMessage(error, t));
    } finally {
      setSending('');
      void refresh();
    }
  };
  const off = !options.model || !options.recognition;
  return (
    <Space direction="vertical" size={4}>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={options.formats.map((format) => `.${format}`).join(',')}
        aria-label={t('dialogCollect.upload.field')}
        data-testid="collect-file"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) void send(files);
        }}
      />
      <Button
        type="primary"
        icon={<UploadOutlined />}
        disabled={off}
        loading={sending !== ''}
        onClick={() => input.current?.click()}
        data-testid="collect-upload"
      >
        {t('dialogCollect.upload.button')}
      </Button>
      <Typography.Text type="secondary" aria-live="polite" data-testid="collect-upload-state">
        {sending || uploadHint(options, t)}
      </Typography.Text>
    </Space>
  );
}
