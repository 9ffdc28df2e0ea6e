import { DownloadedAudio } from '../blocks/DownloadedAudio';
import { adminDownload } from '../data/files';

const LABELS = { play: 'practiceWeb.audio.listen', loading: 'practiceWeb.audio.listenLoading', failed: 'practiceWeb.audio.listenFailed' } as const;

/** Listens to an audio of the voice library: its wav is loaded through the audio's own route on the first click. */
export function AudioListen({ id }: { id: string }) {
  return (
    <DownloadedAudio
      download={() => adminDownload('practiceAudio', 'file', { id })}
      labels={LABELS}
      testIds={{ button: `audio-listen-${id}`, player: `audio-player-${id}` }}
      playerStyle={{ height: 32, width: 220 }}
    />
  );
}
