import type { MediaItemResponse } from '@peilian/shared';

export type DocumentSource = { kind: 'pdf'; url: string } | { kind: 'pending' } | { kind: 'unavailable' };

/** What the file page can show: the PDF itself, the converted PDF of another document, or nothing (and why). */
export function documentSource(media: Pick<MediaItemResponse['media'], 'format' | 'url' | 'previewurl' | 'previewstatus'>): DocumentSource {
  if (media.format === 'pdf' && media.url) return { kind: 'pdf', url: media.url };
  if (media.previewstatus === 'ready' && media.previewurl) return { kind: 'pdf', url: media.previewurl };
  return media.previewstatus === 'pending' ? { kind: 'pending' } : { kind: 'unavailable' };
}
