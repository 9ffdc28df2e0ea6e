import Button from 'antd-mobile/es/components/button';
import { SoundOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../app';
import { fetchQuestionAudio } from './faqApi';

interface Props {
  drillId: string;
  seq: number;
  /** The question has been asked: it played to the end, could not play, or the learner skipped it. */
  onSpoken: () => void;
}

/**
 * The customer asking the question aloud: its audio fetched from the server as an object URL and
 * played in an audio element. Whatever keeps it from playing (no audio, autoplay refused, a
 * network failure) ends the asking, so the answer time always starts; "跳过" ends it at once.
 */
export function QuestionAudio({ drillId, seq, onSpoken }: Props) {
  const t = useT();
  const [url, setUrl] = useState('');
  const audio = useRef<HTMLAudioElement>(null);
  const spoken = useRef(onSpoken);
  spoken.current = onSpoken;

  useEffect(() => {
    let live = true;
    let objectUrl = '';
    fetchQuestionAudio(drillId, seq).then(
      (blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      },
      () => live && spoken.current(),
    );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [drillId, seq]);

  useEffect(() => {
    if (url) audio.current?.play().catch(() => spoken.current());
  }, [url]);

  const skip = () => {
    audio.current?.pause();
    spoken.current();
  };

  return (
    <div className="faq-listening" role="status" data-testid="faq-listening">
      <SoundOutline className="faq-listening-icon" aria-hidden="true" />
      <span>{t('faqLearner.listening')}</span>
      {url && <audio ref={audio} src={url} onEnded={() => spoken.current()} onError={() => spoken.current()} data-testid="faq-question-audio" />}
      <Button size="small" fill="outline" onClick={skip} data-testid="faq-skip">
        {t('faqLearner.skipListening')}
      </Button>
    </div>
  );
}
