/**
 * pdf.js's data files (predefined CMaps for Chinese, Japanese and Korean text, the standard fonts,
 * and the image decoders' wasm), emitted by Vite as hashed files next to the PDF viewer and fetched
 * only when a document needs one. They are not `.js`, so the service worker never precaches them.
 */

type UrlMap = Record<string, string>;

const cmaps = import.meta.glob('../../node_modules/pdfjs-dist/cmaps/*.bcmap', { query: '?url&no-inline', import: 'default', eager: true }) as UrlMap;
const fonts = import.meta.glob('../../node_modules/pdfjs-dist/standard_fonts/*.{pfb,ttf}', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
}) as UrlMap;
const wasm = import.meta.glob('../../node_modules/pdfjs-dist/wasm/*.wasm', { query: '?url&no-inline', import: 'default', eager: true }) as UrlMap;

function byFileName(map: UrlMap): Map<string, string> {
  return new Map(Object.entries(map).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url]));
}

const CMAP_URLS = byFileName(cmaps);
const FONT_URLS = byFileName(fonts);
const WASM_URLS = byFileName(wasm);

async function bytesOf(urls: Map<string, string>, fileName: string): Promise<Uint8Array> {
  const url = urls.get(fileName);
  if (!url) throw new Error(`pdf.js asks for ${fileName}, which is not bundled`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${fileName}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** pdf.js `CMapReaderFactory`: binary CMaps by name. */
export class BundledCMapReaderFactory {
  async fetch({ name }: { name: string }) {
    return { cMapData: await bytesOf(CMAP_URLS, `${name}.bcmap`), isCompressed: true };
  }
}

/** pdf.js `StandardFontDataFactory`: the Foxit and Liberation fonts standing in for the 14 standard fonts. */
export class BundledStandardFontDataFactory {
  fetch({ filename }: { filename: string }) {
    return bytesOf(FONT_URLS, filename);
  }
}

/** pdf.js `WasmFactory`: the JPEG 2000, JBIG2 and colour-profile decoders. */
export class BundledWasmFactory {
  fetch({ filename }: { filename: string }) {
    return bytesOf(WASM_URLS, filename);
  }
}
