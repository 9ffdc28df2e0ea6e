import { mediaRefusalKey, shortfallKey, viewCountParam, type MediaItemResponse, type MediaReportResponse, type MediaTaskResponse } from '@peilian/shared';
import CapsuleTabs from 'antd-mobile/es/components/capsule-tabs';
import { NavBar } from '../components/NavBar';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession, useT } from '../app';
import { Notice } from '../components/Notice';
import { errorMessage } from '../lib/errorMessage';
import { childPath, studyTime, taskPath, useProgressReporter, type VideoHandle } from '../training';
import { FileView } from './FileView';
import { StudyBar } from './StudyBar';
import { VideoView } from './VideoView';
import { showToast } from '../components/toast';
import { confirm } from '../components/dialogs';
import { MediaQuestionPanel } from './questions/MediaQuestionPanel';
import { useMediaQuestions } from './questions/useMediaQuestions';

interface Props {
  list: MediaTaskResponse;
  item: MediaItemResponse;
}

/**
 * The study time reported for the media: counted while the video plays or the document is shown,
 * with toasts when the media and then its package are done, and a notice when the server refuses.
 */
function useMediaProgress({ task, media }: MediaItemResponse) {
  const t = useT();
  const userId = useSession((state) => state.user?.id ?? '');
  const isVideo = media.kind === 'video';
  const video = useRef<VideoHandle>(null);
  const page = useRef(Math.max(1, Math.round(media.position)));
  const position = useRef(media.position);
  const shown = useRef(false);
  const celebrated = useRef(false);
  const [notice, setNotice] = useState('');

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
  return { video, page, shown, notice, setNotice, snapshot, finish };
}

/** Leaving: straight back once the required time is met, else asks first with the time still to go. */
function useLeave(media: MediaItemResponse['media'], snapshot: ReturnType<typeof useMediaProgress>['snapshot'], back: () => void) {
  const t = useT();
  return () => {
    const remaining = snapshot ? Math.max(0, Math.ceil(media.required - snapshot.credited - snapshot.pending)) : 0;
    if (!snapshot || snapshot.done || remaining === 0) {
      back();
      return;
    }
    void confirm({
      title: t(shortfallKey(media.kind)),
      content: t('learnerTraining.media.leaveBody', { time: studyTime(remaining) }),
      confirmText: t('learnerTraining.media.stay'),
      cancelText: t('learnerTraining.media.leave'),
      onCancel: back,
    });
  };
}

/** Finishing: sends what is left, then goes back; `finishing` while it is sent; short of time, says so in the media's word. */
function useFinish(kind: string, finish: () => Promise<unknown>, back: () => void) {
  const t = useT();
  const [finishing, setFinishing] = useState(false);
  const onFinish = async () => {
    setFinishing(true);
    try {
      await finish();
      back();
    } catch (error) {
      const refusal = mediaRefusalKey(kind, error);
      showToast({ content: refusal ? t(refusal) : errorMessage(error, t) });
    } finally {
      setFinishing(false);
    }
  };
  return { finishing, onFinish };
}

/** The tabs between the task's media (a done one ticked). */
function MediaSwitcher({ list, item }: Props) {
  const t = useT();
  const navigate = useNavigate();
  const { task, media } = item;
  return (
    <CapsuleTabs
      activeKey={media.id}
      className="media-switcher"
      onChange={(key) => navigate(childPath(task.type, task.packageid, task.id, key) ?? taskPath(task.packageid), { replace: true })}
    >
      {list.media.map((entry) => (
        <CapsuleTabs.Tab
          key={entry.id}
          title={entry.available === 0 ? `${entry.name}（${t('learnerTraining.media.notReady')}）` : entry.done === 1 ? `✓ ${entry.name}` : entry.name}
        />
      ))}
    </CapsuleTabs>
  );
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
  const { task, media } = item;
  const { video, page, shown, notice, setNotice, snapshot, finish } = useMediaProgress(item);
  const back = () => navigate(taskPath(task.packageid));
  const leave = useLeave(media, snapshot, back);
  const { finishing, onFinish } = useFinish(media.kind, finish, back);
  const questions = useMediaQuestions(task.id, media.id);
  const readingDone = !!snapshot && snapshot.credited + snapshot.pending >= media.required;
  const views = <span className="media-views">{t('learnerTraining.media.views', { count: viewCountParam(media.viewcount) })}</span>;

  return (
    <div className="media-page" data-testid={`media-page-${media.kind}`}>
      <NavBar className="media-nav" onBack={leave} right={views}>
        <span data-testid="media-title">{media.name}</span>
      </NavBar>
      {list.media.length > 1 && <MediaSwitcher list={list} item={item} />}
      {notice && (
        <Notice closeLabel={t('common.close')} onClose={() => setNotice('')} testId="media-notice">
          {notice}
        </Notice>
      )}
      <div className="media-stage">
        {media.kind === 'video' ? (
          <VideoView ref={video} media={media} allowSeek={task.allowseek === 1} gate={questions.gate} onGate={questions.openNext} />
        ) : (
          <FileView media={media} onShown={(value) => (shown.current = value)} onPage={(value) => (page.current = value)} />
        )}
      </div>
      <MediaQuestionPanel kind={media.kind} questions={questions} readingDone={readingDone} onPlayOn={() => video.current?.play()} />
      {snapshot && <StudyBar required={media.required} snapshot={snapshot} finishing={finishing} onFinish={() => void onFinish()} />}
    </div>
  );
}
