import { dialogueUnderWay, sessionDialogueOf, type SessionDialogueResponse } from '@peilian/shared';
import { Alert, Spin, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useT } from '../../app';
import { useAdminQuery } from '../data/queries';
import { currentSegment, DialogueTranscript } from './DialogueTranscript';
import { useDialogueFile } from './useDialogueFile';

/** How often the block asks again while the file is being built. */
export const DIALOGUE_POLL_MS = 3000;

/**
 * A practice session's whole dialogue (docs/practice.md "The whole dialogue"): one player of the
 * customer's lines and the learner's recorded answers, with the transcript that follows it — the
 * line playing marked, a line clicked (or chosen with the keyboard) played from its start. While the
 * file is being built it says so and asks again. The latency drawer's session shows it; the appeal
 * reviewer's page takes it too.
 */
export function DialogueAudio({ sessionId }: { sessionId: string }) {
  const t = useT();
  const read = useAdminQuery(
    'dialogWav',
    'read',
    { id: sessionId, type: 'session' },
    { pollMs: (data) => (dialogueUnderWay(sessionDialogueOf(data)?.status) ? DIALOGUE_POLL_MS : false) },
  );
  const dialogue = sessionDialogueOf(read.data);
  return (
    <section aria-label={t('practiceWeb.dialogue.title')} data-testid="dialogue-audio">
      <Typography.Title level={5}>{t('practiceWeb.dialogue.title')}</Typography.Title>
      {read.error && <Alert type="error" showIcon title={read.error} data-testid="dialogue-error" />}
      {!read.error && !dialogue && <Spin size="small" />}
      {dialogue?.status === 'none' && <Alert type="info" title={t('practiceWeb.dialogue.none')} data-testid="dialogue-none" />}
      {dialogue?.status === 'pending' && (
        <div role="status" data-testid="dialogue-pending">
          <Spin size="small" /> <Typography.Text type="secondary">{t('practiceWeb.dialogue.pending')}</Typography.Text>
        </div>
      )}
      {dialogue?.status === 'failed' && <Alert type="warning" showIcon title={t('practiceWeb.dialogue.failed')} data-testid="dialogue-failed" />}
      {dialogue?.status === 'ready' && <DialoguePlayer dialogue={dialogue} />}
    </section>
  );
}

/** The ready dialogue: its file in the browser's player, and the transcript following it. */
function DialoguePlayer({ dialogue }: { dialogue: SessionDialogueResponse }) {
  const t = useT();
  const file = useDialogueFile(dialogue.session.id, dialogue.url !== '');
  const player = useRef<HTMLAudioElement>(null);
  const [ms, setMs] = useState(0);
  const seek = (at: number) => {
    const audio = player.current;
    if (!audio) return;
    audio.currentTime = at / 1000;
    setMs(at);
    // The browser may refuse to play (no user gesture yet): the line is still where the player stands.
    audio.play().catch(() => undefined);
  };
  return (
    <>
      {file.state === 'loading' && dialogue.url && (
        <div role="status">
          <Spin size="small" /> <Typography.Text type="secondary">{t('practiceWeb.dialogue.loading')}</Typography.Text>
        </div>
      )}
      {file.state === 'failed' && <Alert type="error" showIcon title={file.message} data-testid="dialogue-file-error" />}
      {file.state === 'ready' && (
        <audio
          ref={player}
          src={file.url}
          controls
          preload="metadata"
          aria-label={t('practiceWeb.dialogue.player')}
          onTimeUpdate={(event) => setMs(event.currentTarget.currentTime * 1000)}
          style={{ width: '100%' }}
          data-testid="dialogue-player"
        />
      )}
      <DialogueTranscript segments={dialogue.segments} current={currentSegment(dialogue.segments, ms)} onSeek={seek} />
    </>
  );
}
