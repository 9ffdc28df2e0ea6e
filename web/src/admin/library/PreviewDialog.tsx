import { DIALOG_WIDTH_PX, type AdminMedia, type MessageKey, type ViewKeyResponse } from '@peilian/shared';
import { Alert, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../app/hooks';
import { errorMessage } from '../../identity/errorMessage';
import { fetchViewKey } from './libraryApi';

const STATUS_TEXT: Record<string, MessageKey> = {
  pending: 'library.preview.pending',
  failed: 'library.preview.failed',
  unavailable: 'library.preview.unavailable',
};

/**
 * Previews a media with a fresh viewing key: a video plays inline, a PDF (or the PDF rendition of a
 * converted document) shows in the browser's viewer; otherwise the page says why there is no
 * preview and offers the original.
 */
export function PreviewDialog({ media, onClose }: { media: AdminMedia | null; onClose: () => void }) {
  const t = useT();
  const [view, setView] = useState<ViewKeyResponse | null>(null);
  const [problem, setProblem] = useState('');

  useEffect(() => {
    setView(null);
    setProblem('');
    if (!media) return;
    fetchViewKey(media.id).then(setView, (error: unknown) => setProblem(errorMessage(error, t)));
  }, [media, t]);

  const body = () => {
    if (problem) return <Alert type="error" title={problem} />;
    if (!view || !media) return <Spin />;
    if (media.kind === 'video' && view.previewstatus === 'native') {
      return <video src={view.contenturl} controls style={{ width: '100%', maxHeight: 560 }} data-testid="preview-video" />;
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
  };

  return (
    <Modal
      open={media !== null}
      title={media ? `${t('library.preview.title')} · ${media.name}` : ''}
      onCancel={onClose}
      footer={null}
      width={DIALOG_WIDTH_PX}
      destroyOnHidden
    >
      {body()}
    </Modal>
  );
}
