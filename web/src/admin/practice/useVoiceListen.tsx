import type { VoiceSample } from '@peilian/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../app';
import { blobOf } from '../../lib/downloadedFile';
import { errorMessage } from '../../lib/errorMessage';
import { adminDownload } from '../data/files';

interface Playing {
  /** Which button asked (a row's id, `draft`). */
  owner: string;
  url: string;
  sample: VoiceSample;
}

/**
 * Listening to a digital human (docs/practice.md "Listening to a digital human"): the listen call
 * answers a voice file, fetched with the admin's session (an audio element sends no headers) and
 * played from a blob URL — one at a time on a page. A refusal (the spec's 'audio synthesis failed,
 * try again') goes to `failed`.
 */
export function useVoiceListen(failed: (message: string) => void) {
  const t = useT();
  const [busy, setBusy] = useState('');
  const [playing, setPlaying] = useState<Playing | null>(null);
  const url = playing?.url ?? '';
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  // A later click wins: an earlier answer arriving after it is dropped.
  const latest = useRef(0);

  const listen = useCallback(
    async (owner: string, ask: () => Promise<{ voice: VoiceSample }>) => {
      const turn = ++latest.current;
      setBusy(owner);
      try {
        const { voice } = await ask();
        const file = await adminDownload('digitalHumans', 'voice', { key: voice.key });
        if (turn === latest.current) setPlaying({ owner, url: URL.createObjectURL(blobOf(file)), sample: voice });
      } catch (error) {
        if (turn === latest.current) failed(errorMessage(error, t));
      } finally {
        if (turn === latest.current) setBusy('');
      }
    },
    [failed, t],
  );
  return { listen, busy, playing };
}

/** The page's one player: the sentence heard, its audio (playing as it arrives), and a note when another provider voiced it. */
export function VoicePlayer({ playing, source }: { playing: Playing | null; source?: string }) {
  const t = useT();
  if (!playing) return null;
  const { sample } = playing;
  return (
    <figure style={{ margin: '8px 0 16px' }} data-testid="voice-player">
      <figcaption style={{ marginBottom: 4 }}>
        {t('practiceWeb.human.player')}：{sample.text}
        {source && source !== sample.provider ? `（${t('practiceWeb.human.listenOther', { provider: sample.provider })}）` : ''}
      </figcaption>
      <audio key={playing.url} src={playing.url} controls autoPlay data-testid="voice-listen-audio" />
    </figure>
  );
}
