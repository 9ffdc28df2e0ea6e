import Button from 'antd-mobile/es/components/button';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '../app';
import { EmptyState } from '../components/EmptyState';
import { Loading } from '../components/Loading';
import { CENTRE_PATH, parseMediaQuery, taskPath } from '../training';
import { MediaStudy } from './MediaStudy';
import { useMediaItem } from './useMediaItem';
import './training.css';

/**
 * The full-screen file and video pages (/user/dashboard/file and /user/dashboard/video, query
 * `package`, `child`, optional `media`). A child task the learner may not open is refused with
 * the server's reason.
 */
export function MediaPage() {
  const t = useT();
  const navigate = useNavigate();
  const query = parseMediaQuery(useSearchParams()[0]);
  const { state, retry } = useMediaItem(query);
  const back = () => navigate(query?.packageId ? taskPath(query.packageId) : CENTRE_PATH);

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'ready') return <MediaStudy key={`${state.item.task.id}:${state.item.media.id}`} list={state.list} item={state.item} />;
  return (
    <div className="media-refused" data-testid="media-refused">
      <EmptyState title={state.message} fullPage>
        {state.status === 'failed' && (
          <Button size="small" color="primary" onClick={() => void retry()}>
            {t('common.retry')}
          </Button>
        )}
        <Button size="small" onClick={back}>
          {t('learnerTraining.task.back')}
        </Button>
      </EmptyState>
    </div>
  );
}
