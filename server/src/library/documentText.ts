import { readFile } from 'node:fs/promises';

/** A document read for its words: each page's text, in order (pdf.js reads the PDF; no rendering). */
export interface DocumentText {
  pages: string[];
}

interface TextItem {
  str?: string;
  hasEOL?: boolean;
}

/**
 * The text of a PDF, page by page, with Mozilla's pdf.js (the library the web app renders PDFs with):
 * a line break where the PDF ends a line, nothing evaluated, no fonts loaded. At most `maxPages` pages
 * are read (the rest is left unread, not counted). Throws when the file is not a PDF pdf.js can open.
 * An Office document is read through the PDF the library's preview made of it (`converter.ts`).
 */
export async function readPdfText(file: string, maxPages = Number.POSITIVE_INFINITY): Promise<DocumentText> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const data = new Uint8Array(await readFile(file));
  const document = await getDocument({ data, isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= Math.min(document.numPages, maxPages); number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(
        (content.items as TextItem[])
          .map((item) => (item.str ?? '') + (item.hasEOL ? '\n' : ''))
          .join('')
          .replace(/[ \t]+\n/g, '\n')
          .trim(),
      );
      page.cleanup();
    }
    return { pages };
  } finally {
    await document.destroy();
  }
}
