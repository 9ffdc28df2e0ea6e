import type { AdminMedia } from '@peilian/shared';
import { message } from 'antd';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { useAdminMutation } from '../data/queries';
import { VideoStatus } from './VideoStatus';

/** editvideo's state of the video, with the retry and the verification; a refusal is a toast. */
export function VideoStatusItem({ media }: { media: AdminMedia }) {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const status = useAdminMutation('media', 'status');
  const change = (target: AdminMedia, value: 0 | 1 | 100) =>
    void status
      .run({ id: target.id }, { status: value })
      .then(() => value === 0 && void notice.success(t('library.video.retried')))
      .catch((error: unknown) => void notice.error(errorMessage(error, t)));
  return (
    <>
      {holder}
      <VideoStatus media={media} t={t} onStatus={change} />
    </>
  );
}
