/**
 * The centre's first sight: what a signed-in learner opening the training centre sees before the
 * app has loaded — the centre's frame with its first banner, painted by the head start
 * (training/headStart.ts) from the centre kept on the device or the centre's answer. It lies over
 * the page until the centre shows its content (or the app goes to another page), then goes. It
 * uses the centre's own classes, whose rules are in the entry's stylesheet (styles/global.css), so
 * the banner stands where the centre's will; nothing in it can be used, and screen readers skip it.
 */
export const FIRST_SIGHT_ID = 'first-sight';

const element = (tag: string, className: string, ...children: Node[]): HTMLElement => {
  const node = document.createElement(tag);
  node.className = className;
  node.append(...children);
  return node;
};

declare global {
  // Set once the app has ended the first sight: a head start answered later paints nothing.
  var peilianFirstSightEnded: boolean | undefined;
}

const firstSightEnded = (): boolean => globalThis.peilianFirstSightEnded === true;

/** Runs `paint` once the page's body exists (an async script in the head may run before it). */
function whenBody(paint: () => void): void {
  if (document.body) return paint();
  const observer = new MutationObserver(() => {
    if (!document.body) return;
    observer.disconnect();
    paint();
  });
  observer.observe(document.documentElement, { childList: true });
}

/** Paints the centre's frame with `imageUrl` as its first banner, unless the app has ended it or it is painted. */
export function paintFirstSight(imageUrl: string): void {
  whenBody(() => {
    if (firstSightEnded() || document.getElementById(FIRST_SIGHT_ID)) return;
    const image = document.createElement('img');
    image.src = imageUrl;
    image.alt = '';
    image.setAttribute('fetchpriority', 'high');
    image.setAttribute('elementtiming', 'centre-banner');
    // The head's title and links without their words, at their height and on their baseline.
    const blank = () => document.createTextNode('\u00a0');
    const head = element(
      'div',
      'centre-head',
      element('h1', 'page-title', blank()),
      element('nav', 'centre-links', element('span', 'centre-ranking', blank())),
    );
    const banner = element('div', 'banner-carousel', element('div', 'banner-track', element('div', 'banner-slide', image)));
    const page = element('section', 'learner-page centre-page', head, banner);
    const sight = element('div', 'first-sight learner-shell', element('header', 'learner-top'), element('main', 'learner-main', page));
    sight.id = FIRST_SIGHT_ID;
    sight.setAttribute('aria-hidden', 'true');
    document.body.append(sight);
  });
}

/** The app has the page in hand: the first sight goes (and a late head start paints none). */
export function endFirstSight(): void {
  globalThis.peilianFirstSightEnded = true;
  document.getElementById(FIRST_SIGHT_ID)?.remove();
}
