import { formatFileSize, formatViewCount, type AdminMedia, type MessageKey, type Translate } from '@peilian/shared';
import { Button, Image, Space, Switch, Tag, type TableColumnsType } from 'antd';
import { VideoStatus } from './VideoStatus';
import { adminTime } from '../time';
import { avatarUrl } from '../../lib/avatar';
import { actionsColumn, clippedText, COLUMN_PX } from '../blocks/columns';

const PREVIEW_TAGS: Record<string, { color: string; key: MessageKey }> = {
  native: { color: 'green', key: 'library.preview.native' },
  ready: { color: 'green', key: 'library.preview.ready' },
  pending: { color: 'blue', key: 'library.preview.pending' },
  failed: { color: 'red', key: 'library.preview.failed' },
  unavailable: { color: 'default', key: 'library.preview.unavailable' },
};

export interface MediaActions {
  onToggle: (media: AdminMedia) => void;
  onStatus: (media: AdminMedia, status: 0 | 1 | 100) => void;
  onPreview: (media: AdminMedia) => void;
  onEdit: (media: AdminMedia) => void;
  /** Opens the file's or video's own access list. */
  onAccess: (media: AdminMedia) => void;
}

/** The library list's columns: the media's facts, the disable switch, video verification, preview and edit. */
export function mediaColumns(t: Translate, { onToggle, onStatus, onPreview, onEdit, onAccess }: MediaActions): TableColumnsType<AdminMedia> {
  return [
    {
      key: 'cover',
      title: t('library.media.cover'),
      dataIndex: 'cover',
      width: 96,
      render: (cover: string) => (cover ? <Image src={avatarUrl(cover)} alt="" width={80} height={45} style={{ objectFit: 'cover' }} preview={false} /> : null),
    },
    { key: 'name', title: t('library.media.name'), dataIndex: 'name', width: COLUMN_PX.text, render: (name: string) => clippedText(name, 2, 'media-name') },
    { key: 'format', title: t('library.media.format'), dataIndex: 'format', width: 80, render: (format: string) => format.toUpperCase() },
    { key: 'size', title: t('library.media.size'), dataIndex: 'size', width: 100, render: (size: number) => formatFileSize(size) },
    {
      key: 'catalog',
      title: t('library.media.catalog'),
      dataIndex: 'catalogname',
      width: COLUMN_PX.name,
      render: (name: string) => name || t('library.media.noCatalog'),
    },
    { key: 'creator', title: t('library.media.creator'), dataIndex: 'creator', width: 110 },
    { key: 'createdate', title: t('library.media.createdate'), dataIndex: 'createdate', width: 160, render: (date: string) => adminTime(date) },
    { key: 'viewcount', title: t('library.media.viewcount'), dataIndex: 'viewcount', width: 90, render: (count: number) => formatViewCount(count) },
    {
      key: 'preview',
      title: t('library.media.preview'),
      dataIndex: 'previewstatus',
      width: 130,
      render: (status: string) => <Tag color={PREVIEW_TAGS[status]?.color}>{t(PREVIEW_TAGS[status]?.key ?? 'library.preview.unavailable')}</Tag>,
    },
    {
      key: 'status',
      title: t('library.media.status'),
      width: 200,
      render: (_, media) => <MediaStatus media={media} t={t} onToggle={onToggle} onStatus={onStatus} />,
    },
    actionsColumn<AdminMedia>(t('library.media.actions'), 230, (media) => (
      <Space size={0}>
        <Button type="link" onClick={() => onPreview(media)} data-testid={`media-preview-${media.name}`}>
          {t('library.media.preview')}
        </Button>
        <Button type="link" onClick={() => onEdit(media)} data-testid={`media-edit-${media.name}`}>
          {t('library.media.edit')}
        </Button>
        <Button type="link" onClick={() => onAccess(media)} data-testid={`media-access-${media.name}`}>
          {t('library.access.title')}
        </Button>
      </Space>
    )),
  ];
}

/** The media's disable switch and, for a video, its verification status. */
function MediaStatus({ media, t, onToggle, onStatus }: { media: AdminMedia; t: Translate } & Pick<MediaActions, 'onToggle' | 'onStatus'>) {
  return (
    <Space>
      <Switch
        checked={media.disabled === 0}
        onChange={() => onToggle(media)}
        checkedChildren={t('library.media.enabled')}
        unCheckedChildren={t('library.media.disabled')}
        data-testid={`media-toggle-${media.name}`}
      />
      {media.kind === 'video' && <VideoStatus media={media} t={t} onStatus={onStatus} />}
    </Space>
  );
}
