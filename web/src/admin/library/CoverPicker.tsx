import { PictureOutlined } from '@ant-design/icons';
import { IMAGE_TILE, type MediaKind } from '@peilian/shared';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { avatarUrl } from '../../lib/avatar';
import { ImageChooser } from './ImageChooser';

/** A cover field: the chosen image at tile size and the image chooser. */
/** `id` (given by the form item) goes to the choose button, which the item's label names. */
export function CoverPicker({ id, kind, value, onChange }: { id?: string; kind: MediaKind; value?: string; onChange?: (path: string) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Space align="start">
      <div
        style={{ ...IMAGE_TILE, display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f5f5f5', borderRadius: 6, overflow: 'hidden' }}
      >
        {value ? (
          <img src={avatarUrl(value)} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} data-testid="media-cover-image" />
        ) : (
          <PictureOutlined style={{ fontSize: 32, color: '#bfbfbf' }} />
        )}
      </div>
      <Space orientation="vertical">
        <Button id={id} onClick={() => setOpen(true)} data-testid="media-cover-choose">
          {t('library.media.chooseCover')}
        </Button>
        {value && <Button onClick={() => onChange?.('')}>{t('library.media.removeCover')}</Button>}
      </Space>
      <ImageChooser
        open={open}
        filetype={kind === 'video' ? 'videocover' : 'filecover'}
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
