import Button from 'antd-mobile/es/components/button';
import Tag from 'antd-mobile/es/components/tag';
import { useT } from '../app';
import { studyTime, type ReporterSnapshot } from '../training';

interface Props {
  required: number;
  snapshot: ReporterSnapshot;
  finishing: boolean;
  onFinish: () => void;
}

/** The media page's footer: required time, time studied, the countdown, offline state, and "finish". */
export function StudyBar({ required, snapshot, finishing, onFinish }: Props) {
  const t = useT();
  const studied = snapshot.credited + snapshot.pending;
  const remaining = Math.max(0, Math.ceil(required - studied));
  return (
    <footer className="study-bar" data-testid="study-bar">
      {snapshot.offline && (
        <div className="study-offline" role="status" data-testid="media-offline">
          {t('learnerTraining.media.offline')}
          {snapshot.pending > 0 && ` · ${t('learnerTraining.media.pending', { time: studyTime(snapshot.pending) })}`}
        </div>
      )}
      <div className="study-row">
        <div className="study-times">
          <span>{t('tasks.media.required', { time: studyTime(required) })}</span>
          <span data-testid="study-credited">{t('tasks.media.credited', { time: studyTime(studied) })}</span>
        </div>
        <div className="study-state">
          {snapshot.done ? (
            <Tag color="success" data-testid="study-done">
              {t('tasks.media.done')}
            </Tag>
          ) : remaining > 0 ? (
            <span className="study-remaining" data-testid="study-remaining">
              {t('learnerTraining.media.remaining', { time: studyTime(remaining) })}
            </span>
          ) : (
            <span data-testid="study-met">{t('learnerTraining.media.met')}</span>
          )}
          <Button size="small" color="primary" loading={finishing} onClick={onFinish} data-testid="media-finish">
            {t('tasks.media.finish')}
          </Button>
        </div>
      </div>
    </footer>
  );
}
