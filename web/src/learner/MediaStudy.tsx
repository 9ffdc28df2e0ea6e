import { viewCountParam, type MediaItemResponse, type MediaReportResponse, type MediaTaskResponse } from '@peilian/shared';
import CapsuleTabs from 'antd-mobile/es/components/capsule-tabs';
import Dialog from 'antd-mobile/es/components/dialog';
import { NavBar } from '../components/NavBar';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession, useT } from '../app/hooks';
import { Notice } from '../components/Notice';
import { errorMessage } from '../identity/errorMessage';
import { studyTime } from '../training/format';
import { childPath, taskPath } from '../training/paths';
import { useProgressReporter } from '../training/useProgressReporter';
import type { VideoHandle } from '../training/VideoPlayer';
import { FileView } from './FileView';
import { StudyBar } from './StudyBar';
import { VideoView } from './VideoView';
import { showToast } from '../components/toast';

interface Props {
  list: MediaTaskResponse;
  item: MediaItemResponse;
}

/**
 * Reading a file or watching a video of a child task: the media, the switcher between the task's
 * media, the required time with its countdown, completion feedback, and the "viewing time not met"
 * question when the learner leaves early. Study time counts only while the page is visible and the
 * document is shown or the video plays.
 */
export function MediaStudy({ list, item }: Props) {
  const t = useT();
  const navigate = useNavigate();
  const userId = useSession((state) => state.user?.id ?? '');
  const { task, media } = item;
  const isVideo = media.kind === 'video';
  const video = useRef<VideoHandle>(null);
  const page = useRef(Math.max(1, Math.round(media.position)));
  const position = useRef(media.position);
  const shown = useRef(false);
  const celebrated = useRef(false);
  const [notice, setNotice] = useState('');
  const [finishing, setFinishing] = useState(false);

  const onResult = (result: MediaReportResponse, justDone: boolean) => {
    if (justDone) showToast({ icon: 'success', content: t('learnerTraining.media.doneToast') });
    if (result.packagecompleted === 1 && !celebrated.current) {
      celebrated.current = true;
      showToast({ icon: 'success', content: t('learnerTraining.media.packageDone') });
    }
  };

  const { snapshot, finish } = useProgressReporter(userId ? { userId, childId: task.id, media } : null, {
    isActive: () => (isVideo ? !!video.current?.isPlaying() : shown.current),
    position: () => {
      if (isVideo) position.current = video.current?.position() ?? position.current;
      return isVideo ? position.current : page.current;
    },
    onResult,
    onRefused: (error) => setNotice(errorMessage(error, t)),
  });

  const back = () => navigate(taskPath(task.packageid));
  const leave = () => {
    const remaining = snapshot ? Math.max(0, Math.ceil(media.required - snapshot.credited - snapshot.pending)) : 0;
    if (!snapshot || snapshot.done || remaining === 0) {
      back();
      return;
    }
    void Dialog.confirm({
      title: t('learnerTraining.media.leaveTitle'),
      content: t('learnerTraining.media.leaveBody', { time: studyTime(remaining) }),
      confirmText: t('learnerTraining.media.stay'),
      cancelText: t('learnerTraining.media.leave'),
      onCancel: back,
    });
  };

  const onFinish = async () => {
    setFinishing(true);
    try {
      await finish();
      back();
    } catch (error) {
      showToast({ content: errorMessage(error, t) });
    } finally {
      setFinishing(false);
    }
  };

  return (
    <div className="media-page" data-testid={`media-page-${media.kind}`}>
      <NavBar
        className="media-nav"
        onBack={leave}
        right={<span className="media-views">{t('learnerTraining.media.views', { count: viewCountParam(media.viewcount) })}</span>}
      >
        <span data-testid="media-title">{media.name}</span>
      </NavBar>
      {list.media.length > 1 && (
        <CapsuleTabs
          activeKey={media.id}
          className="media-switcher"
          onChange={(key) => navigate(childPath(task.type, task.packageid, task.id, key) ?? taskPath(task.packageid), { replace: true })}
        >
          {list.media.map((entry) => (
            <CapsuleTabs.Tab key={entry.id} title={entry.done === 1 ? `✓ ${entry.name}` : entry.name} />
          ))}
        </CapsuleTabs>
      )}
      {notice && (
        <Notice closeLabel={t('common.close')} onClose={() => setNotice('')} testId="media-notice">
          {notice}
        </Notice>
      )}
      <div className="media-stage">
        {isVideo ? (
          <VideoView ref={video} media={media} allowSeek={task.allowseek === 1} />
        ) : (
          <FileView media={media} onShown={(value) => (shown.current = value)} onPage={(value) => (page.current = value)} />
        )}
      </div>
      {snapshot && <StudyBar required={media.required} snapshot={snapshot} finishing={finishing} onFinish={() => void onFinish()} />}
    </div>
  );
}
