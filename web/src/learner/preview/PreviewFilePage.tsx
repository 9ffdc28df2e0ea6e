import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../app';
import { EmptyState } from '../../components/EmptyState';
import { Loading } from '../../components/Loading';
import { usePreviewFile } from './usePreviewFile';
import '../training.css';
import './preview.css';

// pdf.js loads only when a PDF is shown.
const PdfViewer = lazy(() => import('../../training/PdfViewer').then((module) => ({ default: module.PdfViewer })));

/** A message in the learner's language, with the file's download link when there is a file. */
function Refusal({ title, url }: { title: string; url: string }) {
  const t = useT();
  return (
    <div data-testid="preview-refused">
      <EmptyState title={title} fullPage>
        {url && (
          <a href={url} download data-testid="preview-download">
            {t('mediaQuestions.preview.download')}
          </a>
        )}
      </EmptyState>
    </div>
  );
}

/**
 * The file preview page (`/previewfile?fileurl=`, learner-and-session §2.1; docs/identity-web.md "File
 * preview"): a PDF or a converted Office document in the PDF viewer, an image fitted to the screen,
 * anything else a message and its download link. Only this server's own files are shown.
 */
export function PreviewFilePage() {
  const t = useT();
  const shown = usePreviewFile(useSearchParams()[0].get('fileurl'));
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState({ page: 1, pages: 0 });

  if (shown.kind === 'loading') return <Loading />;
  if (shown.kind === 'missing') return <Refusal title={t('mediaQuestions.preview.missing')} url="" />;
  if (shown.kind === 'refused') return <Refusal title={t('mediaQuestions.preview.refused')} url="" />;
  if (shown.kind === 'other') return <Refusal title={t('mediaQuestions.preview.unsupported')} url={shown.url} />;
  if (shown.kind === 'failed' || failed) return <Refusal title={t('mediaQuestions.preview.loadFailed')} url={shown.url} />;
  if (shown.kind === 'image') {
    return (
      <div className="preview-file preview-image-box" data-testid="preview-image">
        <img className="preview-image" src={shown.url} alt={t('mediaQuestions.preview.title')} onError={() => setFailed(true)} />
      </div>
    );
  }
  return (
    <div className="preview-file" data-testid="preview-pdf">
      <Suspense fallback={<Loading />}>
        <PdfViewer
          url={shown.url}
          initialPage={1}
          onReady={(pages) => setPage({ page: 1, pages })}
          onPage={(current, pages) => setPage({ page: current, pages })}
          onFailed={() => setFailed(true)}
        />
        {page.pages > 0 && (
          <div className="pdf-indicator" data-testid="pdf-page-indicator">
            {t('learnerTraining.media.page', { page: page.page, pages: page.pages })}
          </div>
        )}
      </Suspense>
    </div>
  );
}
