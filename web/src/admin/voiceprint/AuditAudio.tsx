import { DownloadedAudio } from '../blocks/DownloadedAudio';
import { adminDownload } from '../data/files';

const LABELS = { play: 'voiceprintAdmin.listen', loading: 'voiceprintAdmin.listenLoading', failed: 'voiceprintAdmin.listenFailed' } as const;

/** One sample of an audit record, fetched with the admin's headers on the first click (its stored address answers nothing). */
export function AuditAudio({ id, which }: { id: string; which: 'original' | 'new' }) {
  return (
    <DownloadedAudio
      download={() => adminDownload('voiceprint', 'audio', { id, which })}
      labels={LABELS}
      testIds={{ button: `vp-audio-${which}-${id}`, player: `vp-player-${which}-${id}` }}
      playerStyle={{ height: 32, width: 200 }}
    />
  );
}
