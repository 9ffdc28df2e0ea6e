import { previewFileQuery, type MediaItemResponse } from '@peilian/shared';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../app';
import { EmptyState } from '../components/EmptyState';
import { documentSource } from '../training';
import { Loading } from '../components/Loading';

// pdf.js (~0.5 MB) loads only when a document is opened, never with the learner shell.
const PdfViewer = lazy(() => import('../training/PdfViewer').then((module) => ({ default: module.PdfViewer })));

interface Props {
  media: MediaItemResponse['media'];
  /** Whether the document is on screen (reading time counts only then). */
  onShown: (shown: boolean) => void;
  onPage: (page: number) => void;
}

/** The document of a file-reading child task, drawn by pdf.js with a page indicator. */
export function FileView({ media, onShown, onPage }: Props) {
  const t = useT();
  const source = documentSource(media);
  const [pages, setPages] = useState({ page: 1, pages: 0 });
  const [failed, setFailed] = useState(false);

  if (source.kind !== 'pdf') {
    const message = source.kind === 'pending' ? 'learnerTraining.media.previewPending' : 'learnerTraining.media.previewUnavailable';
    return (
      <div data-testid="preview-unavailable">
        <EmptyState title={t(message)} />
      </div>
    );
  }
  if (failed) return <EmptyState title={t('learnerTraining.media.loadFailed')} />;
  return (
    <Suspense fallback={<Loading />}>
      <PdfViewer
        url={source.url}
        initialPage={media.position}
        onReady={(count) => {
          setPages((current) => ({ ...current, pages: count }));
          onShown(true);
        }}
        onPage={(page, count) => {
          setPages({ page, pages: count });
          onPage(page);
        }}
        onFailed={(error) => {
          console.warn('[file] the document could not be opened', error);
          onShown(false);
          setFailed(true);
        }}
      />
      {pages.pages > 0 && (
        <div className="pdf-indicator">
          <span data-testid="pdf-page-indicator">{t('learnerTraining.media.page', { page: pages.page, pages: pages.pages })}</span>
          {/* The same document on the preview page, in a tab of its own (the reading time counts here only). */}
          {' · '}
          <a
            className="pdf-fullscreen"
            href={`#/previewfile?${previewFileQuery(source.url)}`}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="pdf-fullscreen"
          >
            {t('mediaQuestions.preview.fullScreen')}
          </a>
        </div>
      )}
    </Suspense>
  );
}
