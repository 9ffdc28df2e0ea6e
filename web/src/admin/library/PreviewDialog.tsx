import { DIALOG_WIDTH_PX, type AdminMedia, type MessageKey } from '@peilian/shared';
import { Alert, Modal, Spin } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { useAdminQuery } from '../data/queries';

const STATUS_TEXT: Record<string, MessageKey> = {
  pending: 'library.preview.pending',
  failed: 'library.preview.failed',
  unavailable: 'library.preview.unavailable',
};

/** The preview of one media, mounted per opening so that each asks for a fresh viewing key. */
function PreviewBody({ media }: { media: AdminMedia }) {
  const t = useT();
  // The time makes each opening its own request: a viewing key is not reused.
  const [time] = useState(Date.now);
  const { data: view, error } = useAdminQuery('media', 'viewkey', { fileid: media.id, time });

  if (error) return <Alert type="error" title={error} />;
  if (!view) return <Spin />;
  if (media.kind === 'video' && view.previewstatus === 'native') {
    // A processed video plays its rendition; the uploaded file stays for download.
    return (
      <>
        <video src={view.contenturl} controls style={{ width: '100%', maxHeight: 560 }} data-testid="preview-video" />
        <a href={`${view.contenturl}&original=1`} target="_blank" rel="noreferrer" data-testid="preview-original">
          {t('library.video.downloadOriginal')}
        </a>
      </>
    );
  }
  if (view.previewurl) return <iframe src={view.previewurl} title={media.name} style={{ width: '100%', height: 600, border: 0 }} data-testid="preview-pdf" />;
  return (
    <Alert
      type={view.previewstatus === 'failed' ? 'error' : 'info'}
      title={<span data-testid="preview-unavailable">{t(STATUS_TEXT[view.previewstatus] ?? 'library.preview.unavailable')}</span>}
      description={
        <a href={view.contenturl} target="_blank" rel="noreferrer">
          {t('library.preview.openOriginal')}
        </a>
      }
    />
  );
}

/**
 * Previews a media with a fresh viewing key: a video plays inline, a PDF (or the PDF rendition of a
 * converted document) shows in the browser's viewer; otherwise the page says why there is no
 * preview and offers the original.
 */
export function PreviewDialog({ media, onClose }: { media: AdminMedia | null; onClose: () => void }) {
  const t = useT();
  return (
    <Modal
      open={media !== null}
      title={media ? `${t('library.preview.title')} · ${media.name}` : ''}
      onCancel={onClose}
      footer={null}
      width={DIALOG_WIDTH_PX}
      destroyOnHidden
    >
      {media && <PreviewBody key={media.id} media={media} />}
    </Modal>
  );
}
