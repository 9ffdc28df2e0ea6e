import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { useEffect, useRef, useState } from 'react';

/** Sharper than CSS pixels on phones, capped so a long document does not exhaust canvas memory. */
const MAX_PIXEL_RATIO = 2;

interface Props {
  doc: PDFDocumentProxy;
  number: number;
  /** Height / width of the first page, used until this page knows its own. */
  ratio: number;
}

/** One PDF page: a placeholder of the right shape, drawn to a canvas when it comes near the screen. */
export function PdfPage({ doc, number, ratio }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [near, setNear] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const [ownRatio, setOwnRatio] = useState<number | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && setNear(true), { rootMargin: '150% 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!near || drawn) return;
    let task: RenderTask | null = null;
    let live = true;
    void doc
      .getPage(number)
      .then((page) => {
        const target = canvas.current;
        const element = box.current;
        if (!live || !target || !element) return;
        const base = page.getViewport({ scale: 1 });
        setOwnRatio(base.height / base.width);
        const pixelRatio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
        const viewport = page.getViewport({ scale: (element.clientWidth / base.width) * pixelRatio });
        target.width = Math.floor(viewport.width);
        target.height = Math.floor(viewport.height);
        task = page.render({ canvas: target, viewport });
        return task.promise.then(() => live && setDrawn(true));
      })
      .catch((error: unknown) => {
        if (live) console.warn(`[pdf] page ${number} could not be drawn`, error);
      });
    return () => {
      live = false;
      task?.cancel();
    };
  }, [near, drawn, doc, number]);

  return (
    <div ref={box} className="pdf-page" data-page={number} data-drawn={drawn ? '1' : '0'} style={{ aspectRatio: `1 / ${ownRatio ?? ratio}` }}>
      <canvas ref={canvas} className="pdf-canvas" />
    </div>
  );
}
