import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Space, Upload } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { avatarUrl } from '../../lib/avatar';
import { errorMessage } from '../../lib/errorMessage';
import { adminUpload } from '../data/files';

/** The user form's avatar: the picture, an upload (png/jpeg) and a remove button. */
/** `id` (given by the form item) goes to the upload button, which the item's label names. */
export function AvatarField({ id, value, onChange }: { id?: string; value?: string; onChange?: (value: string) => void }) {
  const t = useT();
  const [uploadError, setUploadError] = useState('');
  return (
    <Space align="center">
      <Avatar size={64} src={value ? avatarUrl(value) : undefined} alt={t('people.form.avatar')} icon={<UserOutlined />} />
      <Upload
        accept="image/png,image/jpeg"
        showUploadList={false}
        customRequest={({ file }) => {
          setUploadError('');
          adminUpload('images', 'upload', file as File, { query: { filetype: 'avatar', animate: 'true' } }).then(
            (answer) => onChange?.(answer.path),
            (error: unknown) => setUploadError(errorMessage(error, t)),
          );
        }}
      >
        <Button id={id} icon={<UploadOutlined />}>
          {t('people.form.uploadAvatar')}
        </Button>
      </Upload>
      {value && <Button onClick={() => onChange?.('')}>{t('people.form.removeAvatar')}</Button>}
      {uploadError && <span className="ant-form-item-explain-error">{uploadError}</span>}
    </Space>
  );
}
