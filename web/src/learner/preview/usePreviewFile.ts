import { previewFileOf, previewKindOf } from '@peilian/shared';
import { useEffect, useState } from 'react';

export type PreviewShown = { kind: 'loading' } | { kind: 'pdf' | 'image' | 'other'; url: string } | { kind: 'missing' | 'refused' | 'failed'; url: string };

/**
 * What `/previewfile?fileurl=` shows: the address checked by shared's rule (this server's keyed media
 * URLs and public images only); a media's bytes are told apart by the content type of their first byte.
 */
export function usePreviewFile(fileurl: string | null): PreviewShown {
  const target = previewFileOf(fileurl, window.location.origin);
  const mediaUrl = target.kind === 'media' ? target.url : '';
  const [sniffed, setSniffed] = useState<PreviewShown>({ kind: 'loading' });

  useEffect(() => {
    if (!mediaUrl) return;
    let live = true;
    setSniffed({ kind: 'loading' });
    fetch(mediaUrl, { headers: { Range: 'bytes=0-0' } })
      .then((response) => {
        if (!live) return;
        if (!response.ok) setSniffed({ kind: 'failed', url: mediaUrl });
        else setSniffed({ kind: previewKindOf(response.headers.get('content-type') ?? ''), url: mediaUrl });
        void response.body?.cancel();
      })
      .catch(() => live && setSniffed({ kind: 'failed', url: mediaUrl }));
    return () => {
      live = false;
    };
  }, [mediaUrl]);

  if (target.kind === 'media') return sniffed;
  if (target.kind === 'missing' || target.kind === 'refused') return { kind: target.kind, url: '' };
  return target;
}
