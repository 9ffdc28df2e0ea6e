import { SoundOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../app';
import { blobOf } from '../../lib/downloadedFile';
import { errorMessage } from '../../lib/errorMessage';
import { adminDownload } from '../data/files';

type Load = { state: 'idle' } | { state: 'loading' } | { state: 'ready'; url: string } | { state: 'failed'; message: string };

/**
 * Listens to an audio of the voice library: its wav is loaded through the audio's own route with the
 * admin's headers on the first click (its stored address answers nothing), then played.
 */
export function AudioListen({ id }: { id: string }) {
  const t = useT();
  const [load, setLoad] = useState<Load>({ state: 'idle' });
  const url = load.state === 'ready' ? load.url : '';
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  const fetchIt = () => {
    setLoad({ state: 'loading' });
    adminDownload('practiceAudio', 'file', { id }).then(
      (file) => setLoad({ state: 'ready', url: URL.createObjectURL(blobOf(file)) }),
      (error: unknown) => setLoad({ state: 'failed', message: errorMessage(error, t) || t('practiceWeb.audio.listenFailed') }),
    );
  };

  if (load.state === 'ready') return <audio src={load.url} controls autoPlay style={{ height: 32, width: 220 }} data-testid={`audio-player-${id}`} />;
  return (
    <span>
      <Button size="small" icon={<SoundOutlined />} loading={load.state === 'loading'} onClick={fetchIt} data-testid={`audio-listen-${id}`}>
        {t(load.state === 'loading' ? 'practiceWeb.audio.listenLoading' : 'practiceWeb.audio.listen')}
      </Button>
      {load.state === 'failed' && (
        <Typography.Text type="danger" style={{ marginLeft: 8 }}>
          {load.message}
        </Typography.Text>
      )}
    </span>
  );
}
