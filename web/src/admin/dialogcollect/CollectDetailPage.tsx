import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card, Descriptions, message, Space, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { useT } from '../../app';
import { DownloadedAudio } from '../blocks/DownloadedAudio';
import { PageTitle } from '../blocks/PageTitle';
import { SectionTitle } from '../blocks/SectionTitle';
import { useErrorNotice } from '../blocks/useErrorNotice';
import { adminDownload } from '../data/files';
import { useAdminQuery } from '../data/queries';
import { AssistantOff } from './AssistantOff';
import { COLLECT_PATH, durationText } from './paths';
import { SceneActions } from './SceneActions';
import { Transcript } from './Transcript';

const PLAYER = { play: 'dialogCollect.detail.player', loading: 'practiceWeb.audio.listenLoading', failed: 'practiceWeb.audio.listenFailed' } as const;
const POLL_MS = 2000;

/** `/admin/smart/dialogcollect-detail?id=`: the recording's player, its transcript by speaker, and the draft scenario made from it. */
export function CollectDetailPage() {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const id = useSearchParams()[0].get('id') ?? '';
  const options = useAdminQuery('dialogCollect', 'options', {});
  const ready = options.data?.model === true && id !== '';
  const read = useAdminQuery('dialogCollect', 'read', ready ? { id } : null, {
    pollMs: (data) => (data && (data.collect.status === 'waiting' || data.collect.status === 'recognising') ? POLL_MS : false),
  });
  useErrorNotice(notice, options.error || read.error);
  const collect = read.data?.collect;
  return (
    <Card>
      {holder}
      <Link to={COLLECT_PATH} data-testid="collect-back">
        <ArrowLeftOutlined /> {t('dialogCollect.detail.back')}
      </Link>
      <PageTitle testId="collect-detail-title">{collect?.name ?? t('dialogCollect.detailTitle')}</PageTitle>
      <AssistantOff options={options.data} />
      {collect && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions size="small" column={3}>
            <Descriptions.Item label={t('dialogCollect.columns.duration')}>{durationText(collect.duration)}</Descriptions.Item>
            <Descriptions.Item label={t('dialogCollect.columns.status')}>
              <span data-testid="collect-detail-status">
                {t(`dialogCollect.statuses.${collect.status}`)}
                {collect.status === 'recognising' && ` · ${t('dialogCollect.progress', { percent: collect.progress })}`}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('dialogCollect.detail.player')}>
              <DownloadedAudio
                download={() => adminDownload('dialogCollect', 'file', { id: collect.id })}
                labels={PLAYER}
                testIds={{ button: 'collect-play', player: 'collect-player' }}
                playerStyle={{ height: 32, width: 280 }}
              />
            </Descriptions.Item>
          </Descriptions>
          <SectionTitle>{t('dialogCollect.detail.transcript')}</SectionTitle>
          {collect.status === 'recognised' ? (
            <>
              <SceneActions collect={collect} notice={notice} />
              <Transcript collect={collect} />
            </>
          ) : (
            <Typography.Text type="secondary" data-testid="collect-waiting">
              {collect.status === 'failed' ? t('dialogCollect.detail.failed', { reason: collect.reason }) : t('dialogCollect.detail.waiting')}
            </Typography.Text>
          )}
        </Space>
      )}
    </Card>
  );
}
