import { PictureOutlined } from '@ant-design/icons';
import { IMAGE_TILE } from '@peilian/shared';
import { Button, Image, Space } from 'antd';
import { useState } from 'react';
import { useT } from '../../../app';
import { avatarUrl } from '../../../lib/avatar';
import { ImageChooser } from '../../library';

/**
 * The package cover (admin §3 "cover"; upload folder `mission`): chosen in the shared image chooser
 * (built-in images or an upload cropped to the tile's 232:130) and shown at the tile's size.
 */
/** `id` (given by the form item) goes to the choose button, which the item's label names. */
export function CoverField({ id, value, onChange }: { id?: string; value?: string; onChange?: (value: string) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Space align="start" wrap>
      <div
        style={{ ...IMAGE_TILE, display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f5f5f5', borderRadius: 6, overflow: 'hidden' }}
      >
        {value ? (
          <Image src={avatarUrl(value)} width={IMAGE_TILE.width} height={IMAGE_TILE.height} style={{ objectFit: 'cover' }} data-testid="package-cover-image" />
        ) : (
          <PictureOutlined style={{ fontSize: 32, color: '#bfbfbf' }} />
        )}
      </div>
      <Space orientation="vertical">
        <Button id={id} onClick={() => setOpen(true)} data-testid="package-cover-choose">
          {t(value ? 'trainingAdmin.editor.coverChange' : 'trainingAdmin.editor.coverUpload')}
        </Button>
        {value && <Button onClick={() => onChange?.('')}>{t('trainingAdmin.editor.coverRemove')}</Button>}
      </Space>
      <ImageChooser
        open={open}
        filetype="mission"
        ratio={IMAGE_TILE}
        onCancel={() => setOpen(false)}
        onChoose={(path) => {
          onChange?.(path);
          setOpen(false);
        }}
      />
    </Space>
  );
}
