import { SoundOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../app';
import { blobOf } from '../../lib/downloadedFile';
import { adminDownload } from '../data/files';

type Load = { state: 'idle' } | { state: 'loading' } | { state: 'ready'; url: string } | { state: 'failed'; message: string };

/** A learner's recording of a spoken answer: loaded through the authenticated download on the first click, then played. */
export function AnswerAudio({ drillId, seq }: { drillId: string; seq: number }) {
  const t = useT();
  const [load, setLoad] = useState<Load>({ state: 'idle' });
  const url = load.state === 'ready' ? load.url : '';
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  const fetchIt = () => {
    setLoad({ state: 'loading' });
    adminDownload('faqDrills', 'answerAudio', { id: drillId, seq }).then(
      (file) => setLoad({ state: 'ready', url: URL.createObjectURL(blobOf(file)) }),
      (error: unknown) => setLoad({ state: 'failed', message: (error instanceof Error && error.message) || t('faqAdmin.drills.playFailed') }),
    );
  };

  if (load.state === 'ready') return <audio src={load.url} controls autoPlay data-testid={`faq-drill-audio-${seq}`} />;
  return (
    <div>
      <Button size="small" icon={<SoundOutlined />} loading={load.state === 'loading'} onClick={fetchIt} data-testid={`faq-drill-play-${seq}`}>
        {t(load.state === 'loading' ? 'faqAdmin.drills.playLoading' : 'faqAdmin.drills.play')}
      </Button>
      {load.state === 'failed' && (
        <Typography.Text type="danger" style={{ marginLeft: 8 }}>
          {load.message}
        </Typography.Text>
      )}
    </div>
  );
}
