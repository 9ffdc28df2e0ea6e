import { PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Image, Progress, Space, Upload } from 'antd';
import { useState } from 'react';
import { useT } from '../../../app/hooks';
import { avatarUrl } from '../../../identity/avatar';
import { errorMessage } from '../../../identity/errorMessage';
import { checkImageFile, IMAGE_ACCEPT } from '../../../register/imageRules';
import { uploadCover } from '../packagesApi';

const PREVIEW = { width: 232, height: 130 } as const;

/**
 * The package cover (admin §3 "cover"; upload folder `mission`): a jpg or png of at most 2 MB,
 * checked before it is sent, uploaded with progress and shown at the image chooser's tile size.
 */
export function CoverField({ value, onChange, disabled }: { value?: string; onChange?: (value: string) => void; disabled?: boolean }) {
  const t = useT();
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState('');

  const upload = (file: File) => {
    const issue = checkImageFile(file);
    if (issue) {
      setProblem(t(issue.key, issue.params));
      return;
    }
    setProblem('');
    setPercent(0);
    uploadCover(file, setPercent).then(
      (path) => onChange?.(path),
      (error: unknown) => setProblem(errorMessage(error, t)),
    ).finally(() => setPercent(null));
  };

  return (
    <Space align="start" wrap>
      <div style={{ ...PREVIEW, display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f5f5f5', borderRadius: 6, overflow: 'hidden' }}>
        {value ? <Image src={avatarUrl(value)} width={PREVIEW.width} height={PREVIEW.height} style={{ objectFit: 'cover' }} data-testid="package-cover-image" /> : <PictureOutlined style={{ fontSize: 32, color: '#bfbfbf' }} />}
      </div>
      <Space orientation="vertical">
        <Upload accept={IMAGE_ACCEPT} showUploadList={false} disabled={disabled || percent !== null} beforeUpload={(file) => (upload(file), false)}>
          <Button icon={<UploadOutlined />} disabled={disabled || percent !== null} data-testid="package-cover-upload">
            {t(value ? 'trainingAdmin.editor.coverChange' : 'trainingAdmin.editor.coverUpload')}
          </Button>
        </Upload>
        {value && !disabled && <Button onClick={() => onChange?.('')}>{t('trainingAdmin.editor.coverRemove')}</Button>}
        {percent !== null && <Progress percent={percent} size="small" style={{ width: 160 }} />}
        {problem && <span className="ant-form-item-explain-error">{problem}</span>}
      </Space>
    </Space>
  );
}
