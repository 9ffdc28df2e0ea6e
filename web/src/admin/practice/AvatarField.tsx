import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, message, Space } from 'antd';
import { useRef, useState } from 'react';
import { useT } from '../../app';
import { avatarUrl } from '../../lib/avatar';
import { errorMessage } from '../../lib/errorMessage';
import { IMAGE_ACCEPT } from '../../lib/imageRules';
import { CropDialog } from '../blocks/CropDialog';
import { adminUpload } from '../data/files';

/** The customer avatar's side in pixels (admin §2 voicecustomer: 132×132). */
export const AVATAR_SIDE = 132;
const CROP_BOX = { width: 320, height: 320 } as const;

interface Props {
  value: string;
  onChange: (path: string) => void;
}

/** The customer avatar: an image chosen, cropped square to 132×132 and uploaded; the server's refusal shown. */
export function AvatarField({ value, onChange }: Props) {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);

  const upload = async (image: Blob, name: string) => {
    setFile(null);
    setUploading(true);
    try {
      onChange((await adminUpload('customers', 'avatar', image, { fileName: name })).path);
    } catch (error) {
      void notice.error(errorMessage(error, t));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Space align="center">
      {holder}
      <Avatar size={66} shape="square" src={value ? avatarUrl(value) : undefined} icon={<UserOutlined />} data-testid="customer-avatar" />
      <Button icon={<UploadOutlined />} loading={uploading} onClick={() => input.current?.click()}>
        {t(uploading ? 'practiceWeb.customer.avatarUploading' : 'practiceWeb.customer.avatarUpload')}
      </Button>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        style={{ display: 'none' }}
        data-testid="customer-avatar-file"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) setFile(chosen);
        }}
      />
      {file && (
        <CropDialog
          file={file}
          ratio={{ width: 1, height: 1 }}
          box={CROP_BOX}
          outputWidth={AVATAR_SIDE}
          labels={{ title: t('practiceWeb.customer.avatarCrop'), done: t('practiceWeb.customer.avatarCropDone') }}
          testId="customer-avatar"
          onDone={(image, name) => void upload(image, name)}
          onCancel={() => setFile(null)}
        />
      )}
    </Space>
  );
}
