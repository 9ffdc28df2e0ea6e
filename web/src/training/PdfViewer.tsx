import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState, type MutableRefObject, type RefObject } from 'react';
import { BundledCMapReaderFactory, BundledStandardFontDataFactory, BundledWasmFactory } from './pdfAssets';
import { PdfPage } from './PdfPage';

// The legacy build also runs on the older phone browsers (iOS 15–16 Safari, old Android WebViews).
GlobalWorkerOptions.workerSrc = workerUrl;

export interface PdfViewerProps {
  url: string;
  /** 1-based page to open at (the learner's resume position). */
  initialPage: number;
  onPage: (page: number, pages: number) => void;
  onReady: (pages: number) => void;
  onFailed: (error: unknown) => void;
}

type Handlers = MutableRefObject<Pick<PdfViewerProps, 'onPage' | 'onReady' | 'onFailed'>>;

/** The loaded document and its first page's height-to-width ratio (every page is laid out at it until drawn). */
function usePdfDocument(url: string, handlers: Handlers) {
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [ratio, setRatio] = useState(1.414);
  useEffect(() => {
    const task = getDocument({
      url,
      CMapReaderFactory: BundledCMapReaderFactory,
      StandardFontDataFactory: BundledStandardFontDataFactory,
      WasmFactory: BundledWasmFactory,
      isEvalSupported: false,
    });
    let live = true;
    task.promise
      .then(async (loaded) => {
        const first = await loaded.getPage(1);
        const viewport = first.getViewport({ scale: 1 });
        if (!live) return;
        setRatio(viewport.height / viewport.width);
        setDoc(loaded);
        handlers.current.onReady(loaded.numPages);
      })
      .catch((error: unknown) => {
        if (live) handlers.current.onFailed(error);
      });
    return () => {
      live = false;
      void task.destroy();
    };
  }, [url, handlers]);
  return { doc, ratio };
}

/** Opens at the resume page once the pages have their size, then follows the page at the centre of the screen. */
function useFollowPage(doc: PDFDocumentProxy | null, container: RefObject<HTMLDivElement | null>, initialPage: number, handlers: Handlers) {
  useEffect(() => {
    const box = container.current;
    if (!doc || !box) return;
    const pages = [...box.querySelectorAll<HTMLElement>('[data-page]')];
    const start = Math.min(Math.max(1, Math.round(initialPage)), doc.numPages);
    if (start > 1) pages[start - 1]?.scrollIntoView({ block: 'start' });
    let current = 0;
    const follow = () => {
      const middle = window.innerHeight / 2;
      const found = pages.find((page) => page.getBoundingClientRect().bottom >= middle) ?? pages.at(-1);
      const page = Number(found?.dataset.page ?? 1);
      if (page !== current) {
        current = page;
        handlers.current.onPage(page, doc.numPages);
      }
    };
    follow();
    const scroller = box.closest('.media-stage') ?? window;
    scroller.addEventListener('scroll', follow, { passive: true });
    return () => scroller.removeEventListener('scroll', follow);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- The resume page applies once per document, so `initialPage` is read only when it loads.
  }, [doc]);
}

/**
 * A PDF drawn page by page onto canvases with pdf.js (phones rarely show a PDF inside a page), loaded
 * over Range requests; pages render as they near the screen. This module and pdf.js load only with
 * the file-reading page.
 */
export function PdfViewer({ url, initialPage, onPage, onReady, onFailed }: PdfViewerProps) {
  const container = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onPage, onReady, onFailed });
  handlers.current = { onPage, onReady, onFailed };
  const { doc, ratio } = usePdfDocument(url, handlers);
  useFollowPage(doc, container, initialPage, handlers);

  return (
    <div ref={container} className="pdf-pages" data-testid="pdf-pages">
      {doc && Array.from({ length: doc.numPages }, (_, index) => <PdfPage key={index} doc={doc} number={index + 1} ratio={ratio} />)}
    </div>
  );
}
