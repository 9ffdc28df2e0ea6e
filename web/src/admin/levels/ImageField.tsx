import { UploadOutlined } from '@ant-design/icons';
import { Avatar, Button, Space, Upload } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { avatarUrl } from '../../lib/avatar';
import { errorMessage } from '../../lib/errorMessage';
import { checkImageFile, IMAGE_ACCEPT } from '../../lib/imageRules';
import { adminUpload } from '../data/files';

interface Props {
  /** The upload folder: level icons or badge images (`medal`). */
  filetype: 'level' | 'medal';
  /** Names the field for the picture's alt text and the test ids. */
  label: string;
  testId: string;
  value?: string;
  onChange?: (value: string) => void;
}

/** An icon or image of a level or badge: the picture, an upload (jpg/png, 2 MB) and a remove button. */
export function ImageField({ filetype, label, testId, value, onChange }: Props) {
  const t = useT();
  const [problem, setProblem] = useState('');
  const upload = (file: File) => {
    const issue = checkImageFile(file);
    setProblem(issue ? t(issue.key, issue.params) : '');
    if (issue) return;
    adminUpload('images', 'upload', file, { query: { filetype, animate: 'true' } }).then(
      (answer) => onChange?.(answer.path),
      (error: unknown) => setProblem(errorMessage(error, t, 'register.uploadFailed')),
    );
  };
  return (
    <Space align="center" wrap>
      <Avatar shape="square" size={48} src={value ? avatarUrl(value) : undefined} alt={label} data-testid={`${testId}-preview`}>
        {value ? null : '—'}
      </Avatar>
      <Upload accept={IMAGE_ACCEPT} showUploadList={false} customRequest={({ file }) => upload(file as File)}>
        <Button icon={<UploadOutlined />} data-testid={`${testId}-upload`}>
          {t('levels.upload')}
        </Button>
      </Upload>
      {value && <Button onClick={() => onChange?.('')}>{t('levels.remove')}</Button>}
      {problem && <span className="ant-form-item-explain-error">{problem}</span>}
    </Space>
  );
}
