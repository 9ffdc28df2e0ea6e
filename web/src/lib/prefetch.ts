/** The id of the `<script type="application/json">` the build writes into index.html: the learner shell's files. */
export const LEARNER_SHELL_LIST_ID = 'learner-shell-files';

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
 * Lets the browser fetch the files listed under `listId` into its HTTP cache at low priority
 * (`<link rel=prefetch>`), without parsing or running any of them. Returns false when the page has
 * no such list (the development server writes none).
 */
export function prefetchListed(listId: string): boolean {
  const files = listedFiles(listId);
  if (!files) return false;
  const present = new Set([...document.querySelectorAll<HTMLLinkElement>('link[href]')].map((link) => link.getAttribute('href')));
  const links = document.createDocumentFragment();
  for (const href of files.filter((file) => !present.has(file))) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = href.endsWith('.css') ? 'style' : 'script';
    // Module scripts and Vite's stylesheets are fetched in CORS mode: the same mode reuses the entry.
    link.crossOrigin = '';
    link.href = href;
    links.append(link);
  }
  // One insertion: the head changes once, not once per file.
  document.head.append(links);
  return true;
}
