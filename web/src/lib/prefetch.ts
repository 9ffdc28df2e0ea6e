/** The id of the `<script type="application/json">` the build writes into index.html: the centre's files beyond the entry. */
export const LEARNER_CENTRE_LIST_ID = 'learner-centre-files';

function listedFiles(listId: string): string[] | null {
  const text = document.getElementById(listId)?.textContent;
  if (!text) return null;
  try {
    const files: unknown = JSON.parse(text);
    return Array.isArray(files) && files.every((file) => typeof file === 'string') ? files : null;
  } catch {
    return null;
  }
}

/**
 * Lets the browser fetch the files listed under `listId` without running any of them: into its HTTP
 * cache at low priority (`prefetch`, for a page that may come next), or at once for the page being
 * opened (`preload`: module scripts as `modulepreload`, stylesheets as `preload`). Returns false when
 * the page has no such list (the development server writes none).
 */
export function fetchListed(listId: string, priority: 'prefetch' | 'preload' = 'prefetch'): boolean {
  const files = listedFiles(listId);
  if (!files) return false;
  const present = new Set([...document.querySelectorAll<HTMLLinkElement>('link[href]')].map((link) => link.getAttribute('href')));
  const links = document.createDocumentFragment();
  for (const href of files.filter((file) => !present.has(file))) {
    const link = document.createElement('link');
    const css = href.endsWith('.css');
    link.rel = priority === 'prefetch' ? 'prefetch' : css ? 'preload' : 'modulepreload';
    link.as = css ? 'style' : 'script';
    // Module scripts and Vite's stylesheets are fetched in CORS mode: the same mode reuses the entry.
    link.crossOrigin = '';
    link.href = href;
    links.append(link);
  }
  // One insertion: the head changes once, not once per file.
  document.head.append(links);
  return true;
}
