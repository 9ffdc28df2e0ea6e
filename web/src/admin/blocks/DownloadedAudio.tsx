import { SoundOutlined } from '@ant-design/icons';
import type { DownloadedFile, MessageKey } from '@peilian/shared';
import { Button, Typography } from 'antd';
import { useEffect, useState, type CSSProperties } from 'react';
import { useT } from '../../app';
import { blobOf } from '../../lib/downloadedFile';
import { errorMessage } from '../../lib/errorMessage';

type Load = { state: 'idle' } | { state: 'loading' } | { state: 'ready'; url: string } | { state: 'failed'; message: string };

interface Props {
  /** Fetches the audio with the admin's headers: its stored address answers nothing. */
  download: () => Promise<DownloadedFile>;
  labels: { play: MessageKey; loading: MessageKey; failed: MessageKey };
  /** On the button before it is fetched, and on the player after. */
  testIds: { button: string; player: string };
  /** The player's size, where a table cell needs it small. */
  playerStyle?: CSSProperties;
}

/** An audio the back office fetches on the first click, then plays with the browser's own controls. */
export function DownloadedAudio({ download, labels, testIds, playerStyle }: Props) {
  const t = useT();
  const [load, setLoad] = useState<Load>({ state: 'idle' });
  const url = load.state === 'ready' ? load.url : '';
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  const fetchIt = () => {
    setLoad({ state: 'loading' });
    download().then(
      (file) => setLoad({ state: 'ready', url: URL.createObjectURL(blobOf(file)) }),
      (error: unknown) => setLoad({ state: 'failed', message: errorMessage(error, t, labels.failed) }),
    );
  };

  if (load.state === 'ready') return <audio src={load.url} controls autoPlay style={playerStyle} data-testid={testIds.player} />;
  return (
    <span>
      <Button size="small" icon={<SoundOutlined />} loading={load.state === 'loading'} onClick={fetchIt} data-testid={testIds.button}>
        {t(load.state === 'loading' ? labels.loading : labels.play)}
      </Button>
      {load.state === 'failed' && (
        <Typography.Text type="danger" style={{ marginLeft: 8 }}>
          {load.message}
        </Typography.Text>
      )}
    </span>
  );
}
