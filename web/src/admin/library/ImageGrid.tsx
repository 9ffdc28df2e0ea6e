import { CheckCircleFilled } from '@ant-design/icons';
import { IMAGE_TILE, type ImageItem } from '@peilian/shared';
import { Empty, Spin } from 'antd';
import { useT } from '../../app';
import { avatarUrl } from '../../lib/avatar';

interface Props {
  /** The folder's images; undefined while they load. */
  images: readonly ImageItem[] | undefined;
  selected: string;
  onSelect: (path: string) => void;
}

/** The image chooser's grid of 232×130 tiles, the selected one outlined and ticked. */
export function ImageGrid({ images, selected, onSelect }: Props) {
  const t = useT();
  if (!images) return <Spin />;
  if (images.length === 0) return <Empty description={t('library.chooser.empty')} />;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {images.map((image) => (
        <button
          type="button"
          key={image.path}
          onClick={() => onSelect(image.path)}
          data-testid={`chooser-tile-${image.name}`}
          data-selected={selected === image.path ? 'yes' : 'no'}
          style={{
            position: 'relative',
            width: IMAGE_TILE.width,
            height: IMAGE_TILE.height,
            padding: 0,
            border: `2px solid ${selected === image.path ? '#1677ff' : '#f0f0f0'}`,
            borderRadius: 6,
            overflow: 'hidden',
            background: '#fafafa',
            cursor: 'pointer',
          }}
        >
          <img src={avatarUrl(image.path)} alt={image.name} style={{ width: '100%', height: '100%', objectFit: 'contain' }} />
          {selected === image.path && <CheckCircleFilled style={{ position: 'absolute', top: 6, right: 6, color: '#1677ff', fontSize: 20 }} />}
        </button>
      ))}
    </div>
  );
}
