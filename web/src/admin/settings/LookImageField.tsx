import { UploadOutlined } from '@ant-design/icons';
import { LOOK_IMAGE_SIZES } from '@peilian/shared';
import { Button, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { adminUpload } from '../data/files';

type ImageField = keyof typeof LOOK_IMAGE_SIZES;

const LABELS = {
  bgimg: 'settings.bgimg',
  trainlogo: 'settings.trainlogo',
  backstagelogo: 'settings.backstagelogo',
  smalllogo: 'settings.smalllogo',
} as const satisfies Record<ImageField, string>;

/** One image of the look: its preview, its advised size, an upload (png/jpeg, 2 MB) and a way back to the default. */
export function LookImageField({ field, value, onChange }: { field: ImageField; value: string; onChange: (value: string) => void }) {
  const t = useT();
  const [uploadError, setUploadError] = useState('');
  const size = LOOK_IMAGE_SIZES[field];
  const label = t(LABELS[field]);
  // The preview keeps the advised shape, at most 186 px wide.
  const width = Math.min(size.width, 186);
  return (
    <div style={{ marginBottom: 16 }} data-testid={`setting-look-${field}`}>
      <Typography.Text strong>{label}</Typography.Text>
      <Typography.Text type="secondary"> · {t('settings.advisedSize', { width: size.width, height: size.height })}</Typography.Text>
      <Space align="center" style={{ display: 'flex', marginTop: 8 }}>
        <div style={{ width, height: (width * size.height) / size.width, border: '1px dashed #d9d9d9', display: 'grid', placeItems: 'center' }}>
          {value && <img src={value} alt={label} style={{ maxWidth: '100%', maxHeight: '100%' }} data-testid={`setting-look-${field}-preview`} />}
        </div>
        <Upload
          accept="image/png,image/jpeg"
          showUploadList={false}
          customRequest={({ file }) => {
            setUploadError('');
            adminUpload('images', 'upload', file as File, { query: { filetype: 'individuate', animate: 'true' } }).then(
              (answer) => onChange(answer.path),
              (error: unknown) => setUploadError(errorMessage(error, t)),
            );
          }}
        >
          <Button icon={<UploadOutlined />} aria-label={`${t('settings.upload')} ${label}`}>
            {t('settings.upload')}
          </Button>
        </Upload>
        {value && <Button onClick={() => onChange('')}>{t('settings.remove')}</Button>}
      </Space>
      {uploadError && <div className="ant-form-item-explain-error">{uploadError}</div>}
    </div>
  );
}
