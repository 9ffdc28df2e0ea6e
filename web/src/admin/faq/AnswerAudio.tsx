import { DownloadedAudio } from '../blocks/DownloadedAudio';
import { adminDownload } from '../data/files';

const LABELS = { play: 'faqAdmin.drills.play', loading: 'faqAdmin.drills.playLoading', failed: 'faqAdmin.drills.playFailed' } as const;

/** A learner's recording of a spoken answer: loaded through the authenticated download on the first click, then played. */
export function AnswerAudio({ drillId, seq }: { drillId: string; seq: number }) {
  return (
    <DownloadedAudio
      download={() => adminDownload('faqDrills', 'answerAudio', { id: drillId, seq })}
      labels={LABELS}
      testIds={{ button: `faq-drill-play-${seq}`, player: `faq-drill-audio-${seq}` }}
    />
  );
}
