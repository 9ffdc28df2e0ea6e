import { VIDEO_STATUS, type AdminMedia, type MessageKey, type Translate } from '@peilian/shared';
import { Button, Select, Space, Tag, Typography } from 'antd';

/**
 * A video's state in the library (docs/media.md "Video processing"): 处理中 n% while the job makes it
 * playable, 处理失败 with the reason and a retry (processing it again), else the verification a
 * manager may change (passed or refused). `onStatus(media, 0)` is the retry.
 */
export function VideoStatus(props: { media: AdminMedia; t: Translate; onStatus: (media: AdminMedia, status: 0 | 1 | 100) => void }) {
  return (
    <span data-testid={`video-status-${props.media.name}`}>
      <VideoState {...props} />
    </span>
  );
}

function VideoState({ media, t, onStatus }: { media: AdminMedia; t: Translate; onStatus: (media: AdminMedia, status: 0 | 1 | 100) => void }) {
  if (media.status === VIDEO_STATUS.processing) {
    return <Tag color="processing">{t('library.video.processing', { percent: media.progress })}</Tag>;
  }
  if (media.status === VIDEO_STATUS.failed && media.statusreason) {
    return (
      <Space orientation="vertical" size={2}>
        <Tag color="error">{t('library.video.processFailed')}</Tag>
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid={`video-reason-${media.name}`}>
          {videoReason(t, media.statusreason)}
        </Typography.Text>
        <Button size="small" onClick={() => onStatus(media, 0)} data-testid={`video-retry-${media.name}`}>
          {t('library.video.retry')}
        </Button>
      </Space>
    );
  }
  return (
    <Select
      size="small"
      value={media.status}
      style={{ width: 90 }}
      aria-label={t('library.media.status')}
      onChange={(status) => onStatus(media, status as 1 | 100)}
      options={[
        { value: VIDEO_STATUS.passed, label: t('library.video.passed') },
        { value: VIDEO_STATUS.failed, label: t('library.video.refused') },
      ]}
    />
  );
}

const REASON_PREFIX = 'library.video.reasons.';

/** The stored reason in the admin's language: its key translated, then ffmpeg's own line as it is. */
export function videoReason(t: Translate, reason: string): string {
  const [key, ...detail] = reason.split(': ');
  const text = key?.startsWith(REASON_PREFIX) ? t(key as MessageKey) : (key ?? '');
  return detail.length ? `${text}: ${detail.join(': ')}` : text;
}
