import { SwapOutlined, ThunderboltOutlined } from '@ant-design/icons';
import type { DialogCollectDetail } from '@peilian/shared';
import { Alert, Button, Space, type message } from 'antd';
import { Link } from 'react-router-dom';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { useAdminMutation } from '../data/queries';
import { sceneEditorPath } from './paths';

type Notice = ReturnType<typeof message.useMessage>[0];

/** Swap the speakers, make the draft scenario (again), and the link to it once made. */
export function SceneActions({ collect, notice }: { collect: DialogCollectDetail; notice: Notice }) {
  const t = useT();
  const speaker = useAdminMutation('dialogCollect', 'speaker');
  const scene = useAdminMutation('dialogCollect', 'scene');
  const failed = (error: unknown) => void notice.error(errorMessage(error, t));
  const swap = () =>
    speaker
      .run({ id: collect.id }, { salesspeaker: collect.salesspeaker === 1 ? 0 : 1 })
      .then(() => void notice.success(t('dialogCollect.detail.swapped')), failed);
  const generate = () => scene.run({ id: collect.id }).then(() => void notice.success(t('dialogCollect.detail.generatedNotice')), failed);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Button icon={<SwapOutlined />} onClick={() => void swap()} loading={speaker.pending} data-testid="collect-swap">
          {t('dialogCollect.detail.swap')}
        </Button>
        <Button type="primary" icon={<ThunderboltOutlined />} onClick={() => void generate()} loading={scene.pending} data-testid="collect-generate">
          {t(scene.pending ? 'dialogCollect.detail.generating' : collect.generated ? 'dialogCollect.detail.regenerate' : 'dialogCollect.detail.generate')}
        </Button>
      </Space>
      {collect.generated === 1 && (
        <Alert
          type="success"
          showIcon
          message={t('dialogCollect.detail.generatedNotice')}
          action={
            <Link to={sceneEditorPath(collect.sceneid)} data-testid="collect-open-scene">
              {t('dialogCollect.detail.openScene')}
            </Link>
          }
        />
      )}
    </Space>
  );
}
