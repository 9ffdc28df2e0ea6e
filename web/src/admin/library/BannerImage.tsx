import { BANNER_RATIO } from '@peilian/shared';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { avatarUrl } from '../../lib/avatar';
import { ImageChooser } from './ImageChooser';

/** The banner image: a 20:3 preview and the image chooser cropping uploads to 20:3. */
export function BannerImage({ value, onChange }: { value?: string; onChange?: (path: string) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Space orientation="vertical">
      {value && (
        <img src={avatarUrl(value)} alt="" style={{ width: 400, height: 60, objectFit: 'cover', borderRadius: 4 }} data-testid="banner-image-preview" />
      )}
      <Button onClick={() => setOpen(true)} data-testid="banner-image-choose">
        {t('library.media.chooseCover')}
      </Button>
      <ImageChooser
        open={open}
        filetype="banner"
        ratio={BANNER_RATIO}
        onCancel={() => setOpen(false)}
        onChoose={(path) => {
          onChange?.(path);
          setOpen(false);
        }}
      />
    </Space>
  );
}
