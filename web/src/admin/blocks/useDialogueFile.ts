import { useEffect, useState } from 'react';
import { useT } from '../../app';
import { blobOf } from '../../lib/downloadedFile';
import { errorMessage } from '../../lib/errorMessage';
import { adminDownload } from '../data/files';

export type DialogueFile = { state: 'loading' } | { state: 'ready'; url: string } | { state: 'failed'; message: string };

/**
 * The session's dialogue file, fetched with the admin's headers once it is ready (its stored address
 * answers nothing, and an <audio> element sends no headers) and played from a blob URL, freed on leaving.
 */
export function useDialogueFile(sessionId: string, ready: boolean): DialogueFile {
  const t = useT();
  const [file, setFile] = useState<DialogueFile>({ state: 'loading' });
  useEffect(() => {
    if (!ready) return undefined;
    let url = '';
    let left = false;
    setFile({ state: 'loading' });
    adminDownload('dialogWav', 'audio', { id: sessionId }).then(
      (downloaded) => {
        if (left) return;
        url = URL.createObjectURL(blobOf(downloaded));
        setFile({ state: 'ready', url });
      },
      (error: unknown) => !left && setFile({ state: 'failed', message: errorMessage(error, t, 'practiceWeb.dialogue.loadFailed') }),
    );
    return () => {
      left = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [sessionId, ready, t]);
  return file;
}
