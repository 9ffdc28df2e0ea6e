/**
 * Starts loading an image the page is about to show (`<link rel=preload as=image>`, high priority),
 * once per address: a link already in the head for it — from the app or from the head start that
 * ran before it — is not added again.
 */
export function preloadImage(href: string): void {
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]');
  if (Array.from(links).some((link) => link.getAttribute('href') === href)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
